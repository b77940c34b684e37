import { RESET_EMAIL_SEND_ERROR, RESET_EMAIL_SENT_TITLE, RESET_TOO_MANY_REQUESTS } from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDocumentSet, aProfile } from './testing/member-data';

const member = aUser();
type Answer = [number, unknown] | 'network';

const open = (recovery: (body: unknown) => Answer) => {
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'update-profile': () => [200, { success: true, profile: aProfile(member.id) }],
    'get-user-documents': () => [200, aDocumentSet(member.id)],
    'recovery-password': recovery,
  });
  const view = renderPortal('/member-dashboard?tab=profile', {
    fetch: server.fetch,
    session: { user: member, tokens: someTokens() },
  });
  return { ...view, server };
};

describe('Change Password (02 §2, §8)', () => {
  it('confirms, sends a reset link to the profile e-mail, says so and closes', async () => {
    const { user, server } = open(() => [200, { success: true, message: 'sent' }]);
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(within(dialog).getByText(/morgan@camppass\.test/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText(RESET_EMAIL_SENT_TITLE)).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'recovery-password')?.body).toEqual({
      email: 'morgan@camppass.test',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows 02 §8’s message for a refusal: too many requests, or unable to send', async () => {
    let answer: Answer = [429, { success: false, error: 'slow down', code: 'RATE_LIMITED' }];
    const { user } = open(() => answer);
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText(RESET_TOO_MANY_REQUESTS)).toBeInTheDocument();
    answer = [500, { success: false, error: 'smtp down', code: 'EMAIL_SEND_ERROR' }];
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText(RESET_EMAIL_SEND_ERROR)).toBeInTheDocument();
  });
});
