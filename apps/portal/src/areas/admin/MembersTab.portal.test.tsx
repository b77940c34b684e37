import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failing, openAdmin, pageOf } from './open-admin.test-support';

const aMember = (n: number, status = 'active', membershipType = 'standard') => ({
  id: `m-${n}`,
  email: `member${n}@camppass.test`,
  name: `Member ${n}`,
  firstName: 'Member',
  lastName: String(n),
  phone: '+15550000000',
  status: 'active',
  roles: [{ role: 'member', campgroundId: null }],
  createdAt: '2026-01-02T12:00:00.000Z',
  updatedAt: '2026-03-04T12:00:00.000Z',
  campgroundId: 'c-1',
  campgroundName: 'Pine Lake',
  membershipType,
  membershipStatus: status,
  joinDate: '2026-01-02T12:00:00.000Z',
});

const detailsOf = (n: number) => ({
  success: true,
  data: {
    ...aMember(n),
    emergencyContact: { name: 'Ella Emergency', phone: '+15559990000', relationship: 'Sister' },
    militaryStatus: 'Veteran',
    memberships: [
      {
        id: 'ms-1',
        membershipCode: 'PIN-AB1234',
        campgroundId: 'c-1',
        campgroundName: 'Pine Lake',
        membershipType: 'annual',
        membershipStatus: 'active',
        startDate: '2026-01-02',
        endDate: '2027-01-01',
        createdAt: '2026-01-02T12:00:00.000Z',
      },
    ],
  },
});

type ListBody = { page: number; limit: number; search?: string };

describe('super admin members', () => {
  it('lists members with campground, type, status and join date, searched on the server', async () => {
    const { user, server } = openAdmin('members', {
      'admin-members': (body) => {
        const { search } = body as ListBody;
        const rows = search ? [aMember(2, 'expired')] : [aMember(1, 'pending', ''), aMember(2, 'expired')];
        return [200, pageOf(rows)];
      },
    });
    const table = await screen.findByRole('grid', { name: 'All Members' });
    const row = await within(table).findByRole('row', { name: /Member 1/ });
    expect(row).toHaveTextContent(/member1@camppass\.test.*Pine Lake.*Standard.*pending.*Jan 2, 2026/);
    expect(within(row).getByText('pending')).toHaveAttribute('data-tone', 'warning');
    expect(within(within(table).getByRole('row', { name: /Member 2/ })).getByText('expired')).toHaveAttribute(
      'data-tone',
      'danger',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'member2');
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Member 1/ })).not.toBeInTheDocument(),
    );
    expect(server.calls.filter((c) => c.name === 'admin-members').at(-1)?.body).toEqual({
      page: 1,
      limit: 50,
      search: 'member2',
    });
  });

  it('says there are more than the counted members when a search stopped counting', async () => {
    const { user, server } = openAdmin('members', {
      'admin-members': (body) => {
        const { page, search } = body as ListBody;
        const answer = pageOf([aMember(page)], page, 50, search ? 1000 : 1);
        return [
          200,
          search
            ? {
                ...answer,
                pagination: {
                  ...answer.pagination,
                  totalPages: 21,
                  hasNextPage: true,
                  totalCountCapped: true,
                },
              }
            : answer,
        ];
      },
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search members' }), 'member');
    expect(await screen.findByText('Showing 1 to 50 of more than 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 201 to 250 of more than 1000')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'admin-members').at(-1)?.body).toMatchObject({
      page: 5,
      search: 'member',
    });
  });

  it('opens the details with emergency contact, military status and memberships', async () => {
    const { user } = openAdmin('members', {
      'admin-members': () => [200, pageOf([aMember(1)])],
      'admin-member-details': () => [200, detailsOf(1)],
    });
    await user.click(await screen.findByRole('button', { name: 'Details of Member 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Details: Member 1' });
    expect(await within(dialog).findByText('Ella Emergency · Sister · +15559990000')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Military Status\s*Veteran/);
    expect(dialog).toHaveTextContent(/Phone\s*\+15550000000/);
    expect(within(dialog).getByRole('list', { name: 'Memberships' })).toHaveTextContent(
      /PIN-AB1234.*Annual.*active/,
    );
  });

  it("says 'Failed to load member details' with Retry", async () => {
    let fail = true;
    const { user } = openAdmin('members', {
      'admin-members': () => [200, pageOf([aMember(1)])],
      'admin-member-details': () => (fail ? failing() : [200, detailsOf(1)]),
    });
    await user.click(await screen.findByRole('button', { name: 'Details of Member 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Details: Member 1' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to load member details: /);
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Veteran')).toBeInTheDocument();
  });

  it('contacts a member: subject and message are both needed', async () => {
    const { user, server } = openAdmin('members', {
      'admin-members': () => [200, pageOf([aMember(1)])],
      'admin-contact-member': () => [200, { success: true, data: { to: 'member1@camppass.test' } }],
    });
    await user.click(await screen.findByRole('button', { name: 'Contact Member 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Member: Member 1' });
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Gate code');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a subject and a message');
    expect(server.calls.some((c) => c.name === 'admin-contact-member')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Message/), 'The new gate code is 1234.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent: member1@camppass.test')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.name === 'admin-contact-member')?.body).toEqual({
      memberId: 'm-1',
      subject: 'Gate code',
      message: 'The new gate code is 1234.',
    });
  });

  it('keeps the contact modal open and says why sending failed', async () => {
    const { user } = openAdmin('members', {
      'admin-members': () => [200, pageOf([aMember(1)])],
      'admin-contact-member': () => [
        429,
        { success: false, error: 'Too many requests', code: 'RATE_LIMITED' },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Contact Member 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Member: Member 1' });
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Hello');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Hi there');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to send message: /);
  });

  it('shows the empty state and the load failure with Retry', async () => {
    let fail = true;
    const { user } = openAdmin('members', {
      'admin-members': () => (fail ? failing() : [200, pageOf([])]),
    });
    expect(await screen.findByText(/^Failed to load members: /)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No members found')).toBeInTheDocument();
  });
});
