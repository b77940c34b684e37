import {
  PASSWORD_RESET_SUCCESS_BANNER,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESET_FORM_TITLE,
  RESET_INVALID_TITLE,
  RESET_LINK_ACCESS_DENIED,
  RESET_LINK_TYPE_INVALID,
  RESET_SAME_PASSWORD,
  RESET_SESSION_INVALID,
  RESET_TOKEN_EXPIRED,
  RESET_UPDATED_TITLE,
} from '@camppass/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';

async function choose(
  user: ReturnType<typeof renderPortal>['user'],
  password: string,
  confirmation = password,
) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('password reset completion (01 §2, §4, §8)', () => {
  it.each([
    ['/auth/reset-password', RESET_SESSION_INVALID],
    ['/auth/callback#error=access_denied&error_code=access_denied', RESET_LINK_ACCESS_DENIED],
    ['/password-reset-confirm?type=signup&code=abc', RESET_LINK_TYPE_INVALID],
    [
      '/auth/reset-password#error_description=Email+link+is+invalid+or+has+expired',
      'Email link is invalid or has expired',
    ],
  ])('%s shows Invalid Reset Link with its reason and the two request links', async (path, message) => {
    renderPortal(path);
    expect(await screen.findByRole('heading', { level: 1, name: RESET_INVALID_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Request a new member reset link' })).toHaveAttribute(
      'href',
      '/member-password-reset',
    );
    expect(screen.getByRole('link', { name: 'Request a new owner reset link' })).toHaveAttribute(
      'href',
      '/owner-password-reset',
    );
  });

  it('reads the code from the hash when the query has none, and keeps Update disabled until both fields are filled', async () => {
    const { user } = renderPortal('/auth/callback#type=recovery&code=abc');
    expect(await screen.findByRole('heading', { level: 1, name: RESET_FORM_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      'mailto:help@camppass.test',
    );
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Update Password' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm new password'), 'A');
    expect(submit).toBeEnabled();
  });

  it('checks the new password with the rules of 01 §5 before saving', async () => {
    const server = fakeServer({});
    const { user } = renderPortal('/auth/reset-password?type=recovery&code=abc', { fetch: server.fetch });
    await choose(user, 'short');
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await choose(user, 'Abcdefg1', 'Abcdefg2');
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows a save failure on the form, and a spent link as Invalid Reset Link', async () => {
    let answer: [number, unknown] = [400, { success: false, error: 'same_password', code: 'same_password' }];
    const server = fakeServer({ 'reset-password': () => answer });
    const { user } = renderPortal('/auth/reset-password?type=recovery&code=abc', { fetch: server.fetch });
    await choose(user, 'Abcdefg1');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_SAME_PASSWORD);
    answer = [400, { success: false, error: 'Reset link has expired', code: 'RESET_LINK_EXPIRED' }];
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: RESET_INVALID_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_TOKEN_EXPIRED);
  });

  it('saves, shows Password Updated!, signs the device out and after 3 seconds opens the member login with the banner', async () => {
    const server = fakeServer({ 'reset-password': () => [200, { success: true }] });
    const { user, router } = renderPortal('/auth/reset-password?type=recovery&code=abc', {
      fetch: server.fetch,
      session: { user: aUser(), tokens: someTokens() },
    });
    await choose(user, 'NewPassw0rd');
    expect(await screen.findByRole('heading', { level: 1, name: RESET_UPDATED_TITLE })).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({ code: 'abc', password: 'NewPassw0rd' });
    expect(screen.getByRole('link', { name: 'Go to member login' })).toHaveAttribute('href', '/member-login');
    expect(screen.getByRole('link', { name: 'Go to owner login' })).toHaveAttribute('href', '/owner-login');
    expect(window.localStorage.getItem('camppass.tokens')).toBeNull();
    expect(
      await screen.findByText(PASSWORD_RESET_SUCCESS_BANNER, undefined, { timeout: 4500 }),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member-login'));
  }, 10_000);
});
