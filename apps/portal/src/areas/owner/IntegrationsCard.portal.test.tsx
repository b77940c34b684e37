import {
  API_KEY_REVOKE_CONFIRM,
  API_KEY_SHOWN_ONCE,
  API_KEYS_EMPTY,
  API_KEYS_LOAD_FAILED,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openOwner } from './owner-area.test-support';
import { settingsOf } from './settings.test-support';

const aKey = (fields: Record<string, unknown> = {}) => ({
  id: 'k-1',
  name: 'Booking engine',
  prefix: 'cpk_AbCdEfGh',
  createdAt: '2026-06-01T12:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  usageCount: 0,
  ...fields,
});

const open = (handlers: Parameters<typeof openOwner>[1]) =>
  openOwner('settings', {
    'campground-crud': () => [200, { success: true, data: settingsOf() }],
    'list-webhook-endpoints': () => [200, { success: true, data: { endpoints: [] } }],
    ...handlers,
  });

describe('Settings → Integrations', () => {
  it('says when there is no key yet, creates one and shows it once with a copy button', async () => {
    let keys: unknown[] = [];
    const { user, server } = open({
      'list-api-keys': () => [200, { success: true, data: { apiKeys: keys } }],
      'create-api-key': (body) => {
        keys = [aKey({ name: (body as { name: string }).name })];
        return [200, { success: true, data: { apiKey: keys[0], key: 'cpk_AbCdEfGhSecretPart1234567' } }];
      },
    });
    expect(await screen.findByText(API_KEYS_EMPTY)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Booking engine');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(API_KEY_SHOWN_ONCE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New API key' })).toHaveValue('cpk_AbCdEfGhSecretPart1234567');
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'create-api-key')?.body).toEqual({
      campgroundId: 'c-1',
      name: 'Booking engine',
    });
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getByText('cpk_AbCdEfGh…')).toBeInTheDocument();
    expect(within(list).queryByText(/SecretPart/)).toBeNull();
  });

  it('revokes a key only after confirmation, by keyboard', async () => {
    let keys = [aKey({ lastUsedAt: '2026-06-02T09:30:00.000Z', usageCount: 1234 })];
    const { user, server } = open({
      'list-api-keys': () => [200, { success: true, data: { apiKeys: keys } }],
      'revoke-api-key': () => {
        keys = [aKey({ revokedAt: '2026-06-03T10:00:00.000Z' })];
        return [200, { success: true, data: { apiKey: keys[0] } }];
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Booking engine' });
    expect(item).toHaveTextContent('1,234 uses');

    within(item).getByRole('button', { name: 'Revoke Booking engine' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(API_KEY_REVOKE_CONFIRM);
    expect(server.calls.some((c) => c.name === 'revoke-api-key')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Booking engine' })).toHaveTextContent('Revoked'),
    );
    expect(server.calls.find((c) => c.name === 'revoke-api-key')?.body).toEqual({
      campgroundId: 'c-1',
      apiKeyId: 'k-1',
    });
  });

  it('shows a load error with Try Again', async () => {
    let fail = true;
    const { user } = open({
      'list-api-keys': () =>
        fail
          ? [500, { success: false, error: 'Server error', code: 'INTERNAL' }]
          : [200, { success: true, data: { apiKeys: [] } }],
    });
    expect(await screen.findByText(API_KEYS_LOAD_FAILED, {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(API_KEYS_EMPTY)).toBeInTheDocument();
  });
});
