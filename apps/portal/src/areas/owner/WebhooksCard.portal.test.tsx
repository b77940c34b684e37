import { WEBHOOK_WORDS as WORDS } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openOwner } from './owner-area.test-support';
import { settingsOf } from './settings.test-support';

const anEndpoint = (fields: Record<string, unknown> = {}) => ({
  id: 'w-1',
  url: 'https://hooks.example.com/camppass',
  events: ['membership.created'],
  enabled: true,
  disabledAt: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  ...fields,
});

const aDelivery = (fields: Record<string, unknown> = {}) => ({
  id: 'd-1',
  eventId: 'msg_1',
  eventType: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  responseStatus: 204,
  lastError: null,
  lastAttemptAt: '2026-06-01T12:00:01.000Z',
  nextAttemptAt: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  ...fields,
});

const open = (handlers: Parameters<typeof openOwner>[1]) =>
  openOwner('settings', {
    'campground-crud': () => [200, { success: true, data: settingsOf() }],
    'list-api-keys': () => [200, { success: true, data: { apiKeys: [] } }],
    ...handlers,
  });

describe('Settings → Integrations → Webhooks', () => {
  it('adds an endpoint with its events and shows its signing secret once', async () => {
    let endpoints: unknown[] = [];
    const { user, server } = open({
      'list-webhook-endpoints': () => [200, { success: true, data: { endpoints } }],
      'create-webhook-endpoint': () => {
        endpoints = [anEndpoint()];
        return [
          200,
          { success: true, data: { endpoint: endpoints[0], secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=' } },
        ];
      },
    });
    expect(await screen.findByText(WORDS.empty)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: WORDS.urlLabel }),
      'https://hooks.example.com/camppass',
    );
    await user.click(screen.getByRole('checkbox', { name: 'membership.created' }));
    await user.click(screen.getByRole('button', { name: WORDS.addLabel }));

    expect(await screen.findByText(WORDS.secretShownOnce)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: WORDS.secretLabel })).toHaveValue(
      'whsec_c2VjcmV0LXNob3duLW9uY2U=',
    );
    expect(server.calls.find((c) => c.name === 'create-webhook-endpoint')?.body).toEqual({
      campgroundId: 'c-1',
      url: 'https://hooks.example.com/camppass',
      events: ['membership.created'],
    });
    const list = await screen.findByRole('list', { name: WORDS.listLabel });
    expect(within(list).queryByText(/whsec_/)).toBeNull();
  });

  it('shows why an endpoint was refused', async () => {
    const { user } = open({
      'list-webhook-endpoints': () => [200, { success: true, data: { endpoints: [] } }],
      'create-webhook-endpoint': () => [
        400,
        { success: false, code: 'VALIDATION_ERROR', error: 'The address must start with https://.' },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: WORDS.urlLabel }), 'http://hooks.example.com');
    await user.click(screen.getByRole('button', { name: WORDS.addLabel }));
    expect(await screen.findByText('The address must start with https://.')).toBeInTheDocument();
  });

  it('sends a test event and shows it in the delivery log, with Resend', async () => {
    let deliveries: unknown[] = [];
    const { user, server } = open({
      'list-webhook-endpoints': () => [200, { success: true, data: { endpoints: [anEndpoint()] } }],
      'send-test-webhook': () => {
        deliveries = [aDelivery()];
        return [200, { success: true, data: { delivery: deliveries[0] } }];
      },
      'list-webhook-deliveries': () => [200, { success: true, data: { deliveries } }],
      'resend-webhook-delivery': () => [200, { success: true, data: { delivery: aDelivery({ id: 'd-2' }) } }],
    });
    const item = await screen.findByRole('listitem', { name: 'https://hooks.example.com/camppass' });
    await user.click(within(item).getByRole('button', { name: WORDS.sendTest }));
    const log = await screen.findByRole('list', {
      name: WORDS.logLabel('https://hooks.example.com/camppass'),
    });
    const delivery = within(log).getByRole('listitem', { name: 'webhook.test Delivered' });
    expect(delivery).toHaveTextContent('204');
    await user.click(within(delivery).getByRole('button', { name: 'Resend webhook.test' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.name === 'resend-webhook-delivery')?.body).toEqual({
        campgroundId: 'c-1',
        deliveryId: 'd-1',
      }),
    );
  });

  it('says when an endpoint was turned off for failures, and shows a load error with Try Again', async () => {
    let fail = true;
    const { user } = open({
      'list-webhook-endpoints': () =>
        fail
          ? [500, { success: false, error: 'Server error', code: 'INTERNAL' }]
          : [
              200,
              {
                success: true,
                data: { endpoints: [anEndpoint({ enabled: false, disabledAt: '2026-06-04T12:00:00.000Z' })] },
              },
            ],
    });
    expect(await screen.findByText(WORDS.loadFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: WORDS.tryAgain })[0] as HTMLElement);
    expect(await screen.findByText(WORDS.turnedOffForFailures)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WORDS.sendTest })).toBeDisabled();
  });
});
