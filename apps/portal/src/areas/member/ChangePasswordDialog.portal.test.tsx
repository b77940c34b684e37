import {
  RESET_CONNECTION_ERROR,
  RESET_DIALOG_EMAIL_INVALID,
  RESET_DIALOG_NO_EMAIL,
  RESET_EMAIL_SEND_ERROR,
  RESET_EMAIL_SENT_TITLE,
  RESET_LINK_GENERATION_ERROR,
  RESET_SERVER_ERROR,
  RESET_TOO_MANY_REQUESTS,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDocumentSet, aProfile } from './testing/member-data';

const member = aUser();
type Answer = [number, unknown] | 'network';

const open = (recovery: (body: unknown) => Answer, email = 'morgan@camppass.test') => {
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'update-profile': () => [200, { success: true, profile: { ...aProfile(member.id), email } }],
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
    // The first render of the dashboard loads its screens: seconds on a busy machine.
    await user.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 30_000 }));
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

  it('shows the rest of 02 §8’s catalogue: e-mail codes, link codes, server codes, network', async () => {
    const refusal = (status: number, code: string): Answer => [status, { success: false, error: 'x', code }];
    const cases: [Answer, string][] = [
      [refusal(400, 'MISSING_EMAIL'), RESET_DIALOG_EMAIL_INVALID],
      [refusal(400, 'INVALID_EMAIL'), RESET_DIALOG_EMAIL_INVALID],
      [refusal(500, 'RESET_LINK_ERROR'), RESET_LINK_GENERATION_ERROR],
      [refusal(500, 'NO_ACTION_LINK'), RESET_LINK_GENERATION_ERROR],
      [refusal(500, 'DATABASE_ERROR'), RESET_SERVER_ERROR],
      [refusal(500, 'INTERNAL_ERROR'), RESET_SERVER_ERROR],
      ['network', RESET_CONNECTION_ERROR],
    ];
    let answer: Answer = 'network';
    const { user, server } = open(() => answer);
    await user.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const sent = () => server.calls.filter((c) => c.name === 'recovery-password').length;
    for (const [index, [next, message]] of cases.entries()) {
      answer = next;
      await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
      await waitFor(() => expect(sent()).toBe(index + 1));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
    }
  });

  it('says it cannot find the e-mail when the profile has none, and sends nothing', async () => {
    const { user, server } = open(() => [200, { success: true }], '');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RESET_DIALOG_NO_EMAIL);
    expect(server.calls.some((c) => c.name === 'recovery-password')).toBe(false);
  });
});
