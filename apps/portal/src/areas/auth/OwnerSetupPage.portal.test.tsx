import {
  ACTIVATION_SUCCESS,
  INVITATION_LINK_INCOMPLETE,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  TERMS_NOT_ACCEPTED,
} from '@camppass/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOwner, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';

const LINK = '/owner/setup?token=tok-1&email=new%40camppass.test';
const invitation = () =>
  [
    200,
    {
      success: true,
      data: {
        profile: { firstName: 'Nina', lastName: 'New', email: 'new@camppass.test' },
        role: { role: 'owner' },
      },
    },
  ] as [number, unknown];

describe('owner activation (03 §2.11, §5)', () => {
  it('says the link is incomplete without token or e-mail, with a way home', async () => {
    renderPortal('/owner/setup?token=tok-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_LINK_INCOMPLETE);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the server reason for an invitation that is not valid', async () => {
    const server = fakeServer({
      'validate-invitation': () => [
        410,
        { success: false, error: 'This invitation has already been used.', code: 'INVITATION_USED' },
      ],
    });
    renderPortal(LINK, { fetch: server.fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has already been used.');
    expect(server.calls[0]?.body).toEqual({ token: 'tok-1', email: 'new@camppass.test' });
  });

  it('checks password, confirmation and terms before activating', async () => {
    const server = fakeServer({ 'validate-invitation': invitation });
    const { user } = renderPortal(LINK, { fetch: server.fetch });
    expect(await screen.findByText('new@camppass.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText(TERMS_NOT_ACCEPTED)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Owner-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Owner-pass-2');
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'complete-owner-setup')).toHaveLength(0);
  });

  it('activates, signs the owner in and opens the owner dashboard after 2 seconds', async () => {
    const owner = anOwner({ email: 'new@camppass.test', name: 'Nina New' });
    const server = fakeServer({
      'validate-invitation': invitation,
      'complete-owner-setup': () => [200, { success: true }],
      'auth-login': () => [200, { success: true, user: owner, tokens: someTokens() }],
      'get-user-profile': () => [200, { success: true, user: owner }],
    });
    const { user, location } = renderPortal(LINK, { fetch: server.fetch });
    await user.type(await screen.findByLabelText('Password'), 'Owner-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Owner-pass-1');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByText(ACTIVATION_SUCCESS)).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'complete-owner-setup')?.body).toEqual({
      token: 'tok-1',
      email: 'new@camppass.test',
      password: 'Owner-pass-1',
      firstName: 'Nina',
      lastName: 'New',
    });
    expect(server.calls.find((c) => c.name === 'auth-login')?.body).toMatchObject({
      loginType: 'owner',
      recaptchaToken: 'dev-ok',
    });
    await waitFor(() => expect(location().pathname).toBe('/owner-dashboard'), { timeout: 3000 });
    expect(await screen.findByText('Nina New')).toBeInTheDocument();
  }, 10_000);
});
