import {
  RESET_EMAIL_INVALID,
  RESET_EMAIL_REQUIRED,
  RESET_EMAIL_SENT_TITLE,
  RESET_SERVER_ERROR,
  RESET_TOO_MANY_REQUESTS,
} from '@camppass/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderPortal } from '../../shared/testing/render-portal';

const accepted = () =>
  [
    200,
    { success: true, message: 'If an account exists for this email, a password reset link has been sent.' },
  ] as [number, unknown];

describe('password reset request (01 §2, §5, §8)', () => {
  it.each([
    ['/member-password-reset', 'Reset Member Password', '/member-login'],
    ['/owner-password-reset', 'Reset Owner Password', '/owner-login'],
    ['/forgot-password', 'Reset Administrator Password', '/admin-login'],
  ])('%s has one email field, a send button and a back link to its login', async (path, title, login) => {
    renderPortal(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', login);
  });

  it('checks the address before sending it', async () => {
    const server = fakeServer({ 'recovery-password': accepted });
    const { user } = renderPortal('/member-password-reset', { fetch: server.fetch });
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_EMAIL_REQUIRED);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_EMAIL_INVALID);
    expect(server.calls).toHaveLength(0);
  });

  it('sends the corrected address on the first click after a refused one, with no browser text on the field', async () => {
    const server = fakeServer({ 'recovery-password': accepted });
    const { user } = renderPortal('/member-password-reset', { fetch: server.fetch });
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'member');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_EMAIL_INVALID);
    await user.type(email, '@camppass.test');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: RESET_EMAIL_SENT_TITLE }),
    ).toBeInTheDocument();
    expect(server.calls.map((c) => c.body)).toEqual([{ email: 'member@camppass.test' }]);
  });

  it('sends the trimmed address, shows Email Sent Successfully! and offers to send another', async () => {
    const server = fakeServer({ 'recovery-password': accepted });
    const { user } = renderPortal('/owner-password-reset', { fetch: server.fetch });
    await user.type(await screen.findByLabelText('Email'), 'owner@camppass.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: RESET_EMAIL_SENT_TITLE }),
    ).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({ email: 'owner@camppass.test' });
    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it.each([
    [[429, { success: false, error: 'Too many', code: 'RATE_LIMITED' }], RESET_TOO_MANY_REQUESTS],
    [[500, { success: false, error: 'db', code: 'DATABASE_ERROR' }], RESET_SERVER_ERROR],
  ] as const)('shows the catalogue message of a failed request', async (answer, message) => {
    const server = fakeServer({ 'recovery-password': () => [answer[0], answer[1]] });
    const { user } = renderPortal('/member-password-reset', { fetch: server.fetch });
    await user.type(await screen.findByLabelText('Email'), 'member@camppass.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
