import { PASSKEY_WORDS, REAUTHENTICATION_FAILED, SECURITY_WORDS } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOwner, fakeServer, renderPortal, someTokens } from '../testing/render-portal';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), browserSupportsWebAuthn: () => true }));
vi.mock('@simplewebauthn/browser', () => browser);

const ANSWER = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' } };
const factor = (kind: 'passkey' | 'totp') => ({
  id: `f-${kind}`,
  kind,
  label: kind === 'passkey' ? 'Laptop' : 'Authenticator app',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastUsedAt: null,
});
const settingsWith = (factors: unknown[]) => () =>
  [
    200,
    {
      success: true,
      data: {
        factors,
        recoveryCodesLeft: 10,
        devices: [],
        required: false,
        canUseAuthenticator: true,
        staffRequirements: [],
      },
    },
  ] as [number, unknown];

afterEach(() => {
  window.localStorage.clear();
  browser.startAuthentication.mockReset();
});

describe('confirming it is you with a passkey', () => {
  it('offers the passkey when the account has one: a cancelled browser is told, then the passkey confirms', async () => {
    const server = fakeServer({
      'get-security-settings': settingsWith([factor('passkey')]),
      'start-passkey-presence': () => [
        200,
        { success: true, data: { options: { challenge: 'cHJlc2VuY2U' } } },
      ],
      'regenerate-recovery-codes': () => [200, { success: true, data: { recoveryCodes: ['aaaaa-bbbbb'] } }],
    });
    const { user } = renderPortal('/security', {
      fetch: server.fetch,
      session: { user: anOwner(), tokens: someTokens() },
    });
    await user.click(await screen.findByRole('button', { name: SECURITY_WORDS.regenerate }));
    const form = screen.getByRole('form', { name: SECURITY_WORDS.regenerate });
    const withPasskey = within(form).getByRole('button', { name: PASSKEY_WORDS.confirmWith });

    browser.startAuthentication.mockRejectedValueOnce(new DOMException('cancelled', 'NotAllowedError'));
    await user.click(withPasskey);
    expect(await within(form).findByRole('alert')).toHaveTextContent(REAUTHENTICATION_FAILED);
    expect(server.calls.some((c) => c.name === 'regenerate-recovery-codes')).toBe(false);

    browser.startAuthentication.mockResolvedValueOnce(ANSWER);
    await user.click(withPasskey);
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.name === 'regenerate-recovery-codes')?.body).toEqual({
      passkey: ANSWER,
    });
    expect(browser.startAuthentication).toHaveBeenLastCalledWith({
      optionsJSON: { challenge: 'cHJlc2VuY2U' },
    });
  });

  it('offers no passkey to an account without one', async () => {
    const server = fakeServer({ 'get-security-settings': settingsWith([factor('totp')]) });
    const { user } = renderPortal('/security', {
      fetch: server.fetch,
      session: { user: anOwner(), tokens: someTokens() },
    });
    await user.click(await screen.findByRole('button', { name: SECURITY_WORDS.regenerate }));
    const form = screen.getByRole('form', { name: SECURITY_WORDS.regenerate });
    expect(within(form).queryByRole('button', { name: PASSKEY_WORDS.confirmWith })).not.toBeInTheDocument();
  });
});
