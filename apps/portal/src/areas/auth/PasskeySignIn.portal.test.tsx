import { OWNER_ACCESS_NOT_AUTHORIZED, PASSKEY_SIGN_IN_FAILED, PASSKEY_WORDS, PATHS } from '@camppass/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anAdmin,
  anOwner,
  aUser,
  fakeServer,
  renderPortal,
  someTokens,
} from '../../shared/testing/render-portal';

const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const OPTIONS = { challenge: 'c2lnbi1pbg', allowCredentials: [], userVerification: 'required' };
const ANSWER = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' } };
const optionsAnswer = () => [200, { success: true, data: { options: OPTIONS } }] as [number, unknown];
const signedInAs = (user: ReturnType<typeof aUser>) => () =>
  [200, { success: true, user, tokens: someTokens() }] as [number, unknown];

const passkeyButton = async () => screen.findByRole('button', { name: PASSKEY_WORDS.signIn });

describe('signing in with a passkey', () => {
  afterEach(() => {
    browser.startAuthentication.mockReset();
    browser.browserSupportsWebAuthn.mockReturnValue(true);
  });

  it.each([
    [PATHS.memberLogin, 'member', aUser(), '/member-dashboard'],
    [PATHS.ownerLogin, 'owner', anOwner(), '/owner-dashboard'],
    [PATHS.adminLogin, 'superAdmin', anAdmin(), '/super-admin-dashboard'],
  ] as const)(
    'on %s: asks the browser without an e-mail and lands on the dashboard',
    async (path, loginType, who, to) => {
      browser.startAuthentication.mockResolvedValue(ANSWER);
      const server = fakeServer({
        'start-passkey-sign-in': optionsAnswer,
        'passkey-sign-in': signedInAs(who),
        'get-user-profile': () => [200, { success: true, user: who }],
      });
      const { user, location } = renderPortal(path, { fetch: server.fetch });
      await user.click(await passkeyButton());
      await waitFor(() => expect(location().pathname).toBe(to));
      expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
      expect(server.calls.find((c) => c.name === 'passkey-sign-in')?.body).toEqual({
        response: ANSWER,
        loginType,
      });
      expect(server.calls.some((c) => c.name === 'auth-login')).toBe(false);
    },
  );

  it('shows the passkey being waited for, and takes no second press meanwhile', async () => {
    let answer: (value: unknown) => void = () => undefined;
    browser.startAuthentication.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const server = fakeServer({
      'start-passkey-sign-in': optionsAnswer,
      'passkey-sign-in': signedInAs(anOwner()),
    });
    const { user, location } = renderPortal(PATHS.ownerLogin, { fetch: server.fetch });
    const button = await passkeyButton();
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText(PASSKEY_WORDS.signingIn)).toBeInTheDocument();
    await user.click(button);
    expect(server.calls.filter((c) => c.name === 'start-passkey-sign-in')).toHaveLength(1);
    answer(ANSWER);
    await waitFor(() => expect(location().pathname).toBe('/owner-dashboard'));
  });

  it('says so when the browser was cancelled, and sends nothing to sign in', async () => {
    browser.startAuthentication.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    const server = fakeServer({ 'start-passkey-sign-in': optionsAnswer });
    const { user, location } = renderPortal(PATHS.ownerLogin, { fetch: server.fetch });
    await user.click(await passkeyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_WORDS.signInCancelled);
    expect(server.calls.some((c) => c.name === 'passkey-sign-in')).toBe(false);
    expect(location().pathname).toBe(PATHS.ownerLogin);
    expect(await passkeyButton()).toBeEnabled();
  });

  it('says when the browser has no passkeys at all', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    const server = fakeServer({});
    const { user } = renderPortal(PATHS.memberLogin, { fetch: server.fetch });
    await user.click(await passkeyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_WORDS.unsupported);
    expect(server.calls).toHaveLength(0);
  });

  it.each([
    [403, 'FORBIDDEN', OWNER_ACCESS_NOT_AUTHORIZED],
    [401, 'INVALID_CREDENTIALS', PASSKEY_SIGN_IN_FAILED],
  ])("shows the server's refusal (%s %s) and stays on the login", async (status, code, error) => {
    browser.startAuthentication.mockResolvedValue(ANSWER);
    const server = fakeServer({
      'start-passkey-sign-in': optionsAnswer,
      'passkey-sign-in': () => [status, { success: false, error, code }],
    });
    const { user, location } = renderPortal(PATHS.ownerLogin, { fetch: server.fetch });
    await user.click(await passkeyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(location().pathname).toBe(PATHS.ownerLogin);
    expect(window.localStorage.getItem('camppass.user')).toBeNull();
  });
});
