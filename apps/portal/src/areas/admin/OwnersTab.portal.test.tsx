// @vitest-environment jsdom
// jsdom, not the project's happy-dom: pressing a row's action from the keyboard opens no dialog under happy-dom (not yet traced).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCampground, failing, openAdmin, pageOf } from './open-admin.test-support';

const anOwner = (
  n: number,
  status: string | null = 'active',
  campgrounds = [{ id: `c-${n}`, name: `Camp ${n}` }],
) => ({
  id: `o-${n}`,
  email: `owner${n}@camppass.test`,
  name: `Owner ${n}`,
  firstName: 'Owner',
  lastName: String(n),
  phone: null,
  status,
  roles: [{ role: 'owner', campgroundId: campgrounds[0]?.id ?? null }],
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  campgrounds: campgrounds.length,
  ownedCampgrounds: campgrounds,
});

const openCampgrounds =
  (rows = [aCampground('c-9', 'Empty Acres')]) =>
  () =>
    [200, pageOf(rows, 1, 100)] as [number, unknown];

describe('super admin owners', () => {
  it('lists owners with e-mail, campground and status, and suspends one after confirmation', async () => {
    let status = 'active';
    const { user, server } = openAdmin('owners', {
      'admin-owners': () => [200, pageOf([anOwner(1, status), anOwner(2, 'active', [])])],
      'admin-campgrounds': openCampgrounds(),
      'admin-suspend-owner': () => {
        status = 'suspended';
        return [200, { success: true, data: { status } }];
      },
    });
    const table = await screen.findByRole('grid', { name: 'All Owners' });
    const row = await within(table).findByRole('row', { name: /Owner 1/ });
    expect(row).toHaveTextContent(/owner1@camppass\.test.*Camp 1.*active/);
    expect(within(table).getByRole('row', { name: /Owner 2/ })).toHaveTextContent('No campground');

    await user.click(within(row).getByRole('button', { name: 'Suspend Owner 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Owner 1?' });
    expect(dialog).toHaveTextContent('cannot sign in until they are activated again');
    expect(server.calls.some((c) => c.name === 'admin-suspend-owner')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Owner suspended: Owner 1');
    expect(server.calls.find((c) => c.name === 'admin-suspend-owner')?.body).toEqual({ ownerId: 'o-1' });
    const after = await within(table).findByRole('button', { name: 'Activate Owner 1' });
    expect(within(table).getByRole('row', { name: /Owner 1/ })).toHaveTextContent('suspended');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(after);
    const activate = await screen.findByRole('alertdialog', { name: 'Activate Owner 1?' });
    await user.click(within(activate).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls.some((c) => c.name === 'admin-reactivate-owner')).toBe(false);
  });

  it('reactivates a suspended owner from the keyboard', async () => {
    const { user, server } = openAdmin('owners', {
      'admin-owners': () => [200, pageOf([anOwner(1, 'suspended')])],
      'admin-campgrounds': openCampgrounds(),
      'admin-reactivate-owner': () => [200, { success: true, data: { status: 'active' } }],
    });
    const button = await screen.findByRole('button', { name: 'Activate Owner 1' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate Owner 1?' });
    expect(within(dialog).getByRole('button', { name: 'Activate' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Owner activated: Owner 1');
    expect(server.calls.find((c) => c.name === 'admin-reactivate-owner')?.body).toEqual({ ownerId: 'o-1' });
  });

  it('says why a delete failed and keeps the owner listed', async () => {
    const { user } = openAdmin('owners', {
      'admin-owners': () => [200, pageOf([anOwner(1)])],
      'admin-campgrounds': openCampgrounds(),
      'admin-delete-owner': () => [
        403,
        {
          success: false,
          error: 'A super admin account cannot be suspended or deleted as an owner.',
          code: 'FORBIDDEN',
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Owner 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Owner 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete owner: /);
    expect(screen.getByRole('row', { name: /Owner 1/ })).toBeInTheDocument();
  });

  it('shows the empty state and the load failure with Retry', async () => {
    let fail = true;
    const { user } = openAdmin('owners', {
      'admin-owners': () => (fail ? failing() : [200, pageOf([])]),
      'admin-campgrounds': openCampgrounds([]),
    });
    expect(await screen.findByText(/^Failed to load owners: /)).toBeInTheDocument();
    expect(screen.getByText('Every campground already has an owner.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No owners found')).toBeInTheDocument();
  });

  it('invites an owner to a campground without one, checking the fields first', async () => {
    const { user, server } = openAdmin('owners', {
      'admin-owners': () => [200, pageOf([])],
      'admin-campgrounds': openCampgrounds([
        aCampground('c-8', 'Quiet Pines'),
        aCampground('c-9', 'Empty Acres'),
      ]),
      'invite-owner': () => [200, { success: true }],
    });
    const form = await screen.findByRole('form', { name: 'Invite Owner' });
    expect(server.calls.find((c) => c.name === 'admin-campgrounds')?.body).toMatchObject({ unowned: true });
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Please select a campground to assign to this owner')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Email/), ' New@Camppass.test ');
    await user.type(within(form).getByLabelText('First Name'), 'Nina');
    await user.type(within(form).getByLabelText('Last Name'), 'Newowner');
    await user.click(within(form).getByRole('button', { name: /Campground/ }));
    await user.click(await screen.findByRole('option', { name: 'Empty Acres' }));
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Owner invitation sent successfully!');
    expect(server.calls.find((c) => c.name === 'invite-owner')?.body).toEqual({
      email: 'new@camppass.test',
      firstName: 'Nina',
      lastName: 'Newowner',
      name: 'Nina Newowner',
      campgroundId: 'c-9',
    });
  });

  it('says when the invitation could not be sent', async () => {
    const { user } = openAdmin('owners', {
      'admin-owners': () => [200, pageOf([])],
      'admin-campgrounds': openCampgrounds(),
      'invite-owner': () => failing(),
    });
    const form = await screen.findByRole('form', { name: 'Invite Owner' });
    await user.type(within(form).getByLabelText(/^Email/), 'new@camppass.test');
    await user.click(within(form).getByRole('button', { name: /Campground/ }));
    await user.click(await screen.findByRole('option', { name: 'Empty Acres' }));
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to invite owner: /);
  });

  it('resends the pending invitation of a campground without an owner, after confirmation', async () => {
    const invited = { email: 'nina@camppass.test', expiresAt: '2026-01-09T12:00:00.000Z' };
    const { user, server } = openAdmin('owners', {
      'admin-owners': () => [200, pageOf([])],
      'admin-campgrounds': openCampgrounds([
        aCampground('c-8', 'Quiet Pines', { pendingInvitation: null }),
        aCampground('c-9', 'Empty Acres', { pendingInvitation: invited }),
      ]),
      'admin-resend-invitation': () => [
        200,
        { success: true, data: { email: 'nina@camppass.test', expiresAt: '2026-02-01T12:00:00.000Z' } },
      ],
    });
    const panel = await screen.findByRole('list', { name: 'Campgrounds Awaiting an Owner' });
    const quiet = within(panel).getByText('Quiet Pines').closest('li') as HTMLElement;
    expect(quiet).toHaveTextContent('No invitation pending');
    expect(within(quiet).queryByRole('button')).toBeNull();
    const empty = within(panel).getByText('Empty Acres').closest('li') as HTMLElement;
    expect(empty).toHaveTextContent(/Invited nina@camppass\.test, link valid until Jan 9, 2026/);

    await user.click(within(empty).getByRole('button', { name: 'Resend invitation for Empty Acres' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend invitation for Empty Acres?' });
    expect(dialog).toHaveTextContent('the earlier link stops working');
    expect(server.calls.some((c) => c.name === 'admin-resend-invitation')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(
      await screen.findByText(/^Invitation sent again: nina@camppass\.test \(Empty Acres\)/),
    ).toBeVisible();
    expect(server.calls.find((c) => c.name === 'admin-resend-invitation')?.body).toEqual({
      campgroundId: 'c-9',
    });
  });

  it('says why a resend failed', async () => {
    const invited = { email: 'nina@camppass.test', expiresAt: '2026-01-09T12:00:00.000Z' };
    const { user } = openAdmin('owners', {
      'admin-owners': () => [200, pageOf([])],
      'admin-campgrounds': openCampgrounds([
        aCampground('c-9', 'Empty Acres', { pendingInvitation: invited }),
      ]),
      'admin-resend-invitation': () => [
        404,
        {
          success: false,
          error: 'This campground has no pending owner invitation to resend.',
          code: 'NOT_FOUND',
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Resend invitation for Empty Acres' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend invitation for Empty Acres?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to resend invitation: This campground has no pending owner invitation to resend.',
    );
  });

  it('assigns a campground without an owner to an owner, from the modal', async () => {
    let owned = [{ id: 'c-1', name: 'Camp 1' }];
    const { user, server } = openAdmin('owners', {
      'admin-owners': () => [200, pageOf([anOwner(1, 'active', owned)])],
      'admin-campgrounds': openCampgrounds([aCampground('c-9', 'Empty Acres')]),
      'assign-campground': () => {
        owned = [...owned, { id: 'c-9', name: 'Empty Acres' }];
        return [200, { success: true, message: 'Campground assigned successfully' }];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Assign campground to Owner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign campground: Owner 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign campground' }));
    expect(
      within(dialog).getByText('Please select a campground to assign to this owner'),
    ).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'assign-campground')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: /Campground/ }));
    await user.click(await screen.findByRole('option', { name: 'Empty Acres' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign campground' }));
    expect(await screen.findByText('Campground assigned successfully: Empty Acres → Owner 1')).toBeVisible();
    expect(server.calls.find((c) => c.name === 'assign-campground')?.body).toEqual({
      p_campground_id: 'c-9',
      p_owner_id: 'o-1',
    });
    expect(await screen.findByRole('row', { name: /Owner 1/ })).toHaveTextContent('Camp 1, Empty Acres');
  });

  it('says why an assignment failed and keeps the modal open', async () => {
    const { user } = openAdmin('owners', {
      'admin-owners': () => [200, pageOf([anOwner(1)])],
      'admin-campgrounds': openCampgrounds(),
      'assign-campground': () => failing(),
    });
    await user.click(await screen.findByRole('button', { name: 'Assign campground to Owner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign campground: Owner 1' });
    await user.click(within(dialog).getByRole('button', { name: /Campground/ }));
    await user.click(await screen.findByRole('option', { name: 'Empty Acres' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign campground' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to assign campground: /);
  });
});
