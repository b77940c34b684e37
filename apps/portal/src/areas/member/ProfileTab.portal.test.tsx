import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDocumentSet, aProfile } from './testing/member-data';

const member = aUser();
const PROFILE = aProfile(member.id);
type Answer = [number, unknown] | 'network';

const open = (profile: () => Answer, documents: () => Answer = () => [200, aDocumentSet(member.id)]) => {
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'update-profile': profile,
    'get-user-documents': documents,
  });
  const view = renderPortal('/member-dashboard?tab=profile', {
    fetch: server.fetch,
    session: { user: member, tokens: someTokens() },
  });
  return { ...view, server };
};

const entryValue = (region: string, label: string) => {
  const term = within(screen.getByRole('region', { name: region })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('member profile tab (02 §2)', () => {
  it('shows basic info, address, special requests and account activity, read-only', async () => {
    const { server } = open(() => [200, { success: true, profile: PROFILE }]);
    // The first render of the dashboard loads its screens: seconds on a busy machine.
    expect(
      await screen.findByRole('region', { name: 'Basic Information' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(entryValue('Basic Information', 'Full Name')).toBe('Morgan Member');
    expect(entryValue('Basic Information', 'Email')).toBe('morgan@camppass.test');
    expect(entryValue('Basic Information', 'Phone')).toBe('(555) 010-2000');
    expect(entryValue('Basic Information', 'Date of Birth')).toBe('04/12/1990');
    expect(entryValue('Address', 'Street Address')).toBe('1 Lake Road');
    expect(entryValue('Address', 'State/Province')).toBe('MN');
    expect(entryValue('Address', 'Country')).toBe('Not provided');
    const requests = screen.getByRole('region', { name: 'Special Requests' });
    expect(within(requests).getByText('Shaded site, please.')).toBeInTheDocument();
    expect(entryValue('Account Activity', 'Account Status')).toBe('active');
    expect(entryValue('Account Activity', 'Member Since')).toBe('01/05/2026');
    expect(entryValue('Account Activity', 'Last Updated')).toBe('11/20/2026');
    expect(screen.queryByRole('textbox')).toBeNull();
    const call = server.calls.find((c) => c.name === 'update-profile');
    expect(call?.authorization).toBe('Bearer access-1');
  });

  it('says when there are no special requests', async () => {
    open(() => [200, { success: true, profile: { ...PROFILE, specialRequests: null } }]);
    expect(await screen.findByText('No special requests.')).toBeInTheDocument();
  });

  it('shows a failed profile read with Try Again, which asks again', async () => {
    let fail = true;
    const { user, server } = open(() =>
      fail
        ? [404, { success: false, error: 'User profile not found.', code: 'NOT_FOUND' }]
        : [200, { success: true, profile: PROFILE }],
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User profile not found.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Basic Information' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'update-profile')).toHaveLength(2);
  });
});
