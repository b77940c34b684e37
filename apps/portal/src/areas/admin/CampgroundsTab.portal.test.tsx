import { LOGOS_TITLE, UNSAVED_CHANGES_TITLE } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCampground, failing, openAdmin, pageOf } from './open-admin.test-support';

type ListBody = { page: number; limit: number; search?: string; status?: string };

const createdAnswer = (body: Record<string, unknown>) =>
  [200, { success: true, data: aCampground('c-new', String(body.name), { slug: body.slug }) }] as [
    number,
    unknown,
  ];

describe('super admin campgrounds', () => {
  it('explains the public pages, lists campgrounds and filters them by status on the server', async () => {
    const { user, server } = openAdmin('campgrounds', {
      'admin-campgrounds': (body) => {
        const { status } = body as ListBody;
        const rows =
          status === 'suspended'
            ? [aCampground('c-2', 'Desert Sands', { status: 'suspended' })]
            : [aCampground('c-1', 'Pine Lake', { city: 'Bend', state: 'OR', ownerName: 'Olive Owner' })];
        return [200, pageOf(rows)];
      },
    });
    expect(await screen.findByText(/public page at \/campground\/\{slug\}/)).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'All Campgrounds' });
    const row = await within(table).findByRole('row', { name: /Pine Lake/ });
    expect(row).toHaveTextContent(/c-1.*Bend, OR.*Olive Owner.*active/);

    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    expect(await within(table).findByRole('row', { name: /Desert Sands/ })).toHaveTextContent('suspended');
    expect(server.calls.filter((c) => c.name === 'admin-campgrounds').map((c) => c.body)).toEqual([
      { page: 1, limit: 50, status: 'all' },
      { page: 1, limit: 50, status: 'suspended' },
    ]);
  });

  it('shows each campground’s payouts state', async () => {
    openAdmin('campgrounds', {
      'admin-campgrounds': () => [
        200,
        pageOf([
          aCampground('c-1', 'Pine Lake', { payout_state: 'enabled' }),
          aCampground('c-2', 'Desert Sands', { payout_state: 'onboarding' }),
          aCampground('c-3', 'Aspen Ridge', { payout_state: 'restricted' }),
          aCampground('c-4', 'Moose Hollow', { payout_state: 'not_connected' }),
        ]),
      ],
    });
    const table = await screen.findByRole('grid', { name: 'All Campgrounds' });
    expect(within(table).getByRole('columnheader', { name: 'Payouts' })).toBeInTheDocument();
    const states = {
      'Pine Lake': 'Active',
      'Desert Sands': 'Setup not finished',
      'Aspen Ridge': 'Restricted',
      'Moose Hollow': 'Not connected',
    };
    for (const [name, state] of Object.entries(states)) {
      expect(await within(table).findByRole('row', { name: new RegExp(name) })).toHaveTextContent(state);
    }
  });

  it('checks the create form, generates the slug from the name and sends empty optionals as null', async () => {
    const { user, server } = openAdmin('campgrounds', {
      'admin-campgrounds': () => [200, pageOf([])],
      'create-campground': (body) => createdAnswer(body as Record<string, unknown>),
    });
    const form = await screen.findByRole('form', { name: 'Create Campground' });
    const create = within(form).getByRole('button', { name: 'Create Campground' });
    await user.click(create);
    expect(within(form).getAllByText('Name and address are required')).toHaveLength(2);
    expect(within(form).getByText('Slug is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Name/), "  Moose & Pine's  Lake! ");
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('moose-pines-lake');
    await user.type(within(form).getByLabelText(/^Address/), '1 Lake Road');
    await user.type(within(form).getByLabelText('Season Start Month'), '13');
    await user.type(within(form).getByLabelText('Military Discount %'), '12.345');
    await user.click(create);
    expect(within(form).getByText('Months must be between 1 and 12')).toBeInTheDocument();
    expect(within(form).getByText(/between 0 and 100, with at most 2 decimals/)).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'create-campground')).toBe(false);

    // A season across the new year is allowed; the phone is sent in international format.
    await user.clear(within(form).getByLabelText('Season Start Month'));
    await user.type(within(form).getByLabelText('Season Start Month'), '11');
    await user.type(within(form).getByLabelText('Season End Month'), '3');
    await user.clear(within(form).getByLabelText('Military Discount %'));
    await user.type(within(form).getByLabelText('Military Discount %'), '12.5');
    await user.type(within(form).getByLabelText('Phone'), '(555) 123-4567');
    await user.click(within(form).getByRole('checkbox', { name: 'Military discount enabled' }));
    await user.click(create);

    expect(
      await screen.findByText('Campground created successfully! /campground/moose-pines-lake'),
    ).toBeVisible();
    expect(server.calls.find((c) => c.name === 'create-campground')?.body).toEqual({
      name: "Moose & Pine's  Lake!",
      address: '1 Lake Road',
      slug: 'moose-pines-lake',
      description: null,
      city: null,
      state: null,
      zip_code: null,
      phone: '+15551234567',
      email: null,
      website: null,
      booking_url: null,
      status: 'active',
      branding_primary_color: null,
      branding_secondary_color: null,
      branding_text_color: null,
      adult_only: false,
      military_discount_enabled: true,
      military_discount_percentage: 12.5,
      operating_season_start: 11,
      operating_season_end: 3,
    });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');
  });

  it('keeps a typed slug to a-z, 0-9 and hyphens and regenerates it on request', async () => {
    const { user } = openAdmin('campgrounds', { 'admin-campgrounds': () => [200, pageOf([])] });
    const form = await screen.findByRole('form', { name: 'Create Campground' });
    await user.type(within(form).getByLabelText(/^Slug/), 'My Camp_2!');
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('mycamp2');
    await user.type(within(form).getByLabelText(/^Name/), 'Blue Ridge');
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('mycamp2');
    await user.click(within(form).getByRole('button', { name: 'Generate from name' }));
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('blue-ridge');
  });

  it('says why a create failed, with the server field error', async () => {
    const { user } = openAdmin('campgrounds', {
      'admin-campgrounds': () => [200, pageOf([])],
      'create-campground': () => [
        409,
        {
          success: false,
          error: 'This slug is already used by another campground. Please choose another.',
          code: 'SLUG_TAKEN',
          fieldErrors: { slug: 'This slug is already used by another campground. Please choose another.' },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Create Campground' });
    await user.type(within(form).getByLabelText(/^Name/), 'Pine Lake');
    await user.type(within(form).getByLabelText(/^Address/), '1 Lake Road');
    await user.click(within(form).getByRole('button', { name: 'Create Campground' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create campground: /);
  });

  it('edits a campground in the modal, its status free to change', async () => {
    let status = 'active';
    const { user, server } = openAdmin('campgrounds', {
      'admin-campgrounds': () => [
        200,
        pageOf([aCampground('c-1', 'Pine Lake', { status, phone: '+15550001111' })]),
      ],
      'admin-update-campground': (body) => {
        status = String((body as { status: string }).status);
        return [200, { success: true, data: aCampground('c-1', 'Pine Lake', { status }) }];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Pine Lake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Campground: Pine Lake' });
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue('c-1');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'pending');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Campground updated successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.name === 'admin-update-campground')?.body).toMatchObject({
      campground_id: 'c-1',
      name: 'Pine Lake',
      slug: 'c-1',
      status: 'pending',
      phone: '+15550001111',
      branding_primary_color: '#3B82F6',
    });
    expect(await screen.findByRole('row', { name: /Pine Lake/ })).toHaveTextContent('pending');
  });

  it('keeps the modal open and says why an update failed', async () => {
    const { user } = openAdmin('campgrounds', {
      'admin-campgrounds': () => [200, pageOf([aCampground('c-1', 'Pine Lake')])],
      'admin-update-campground': () => failing(),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Pine Lake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Campground: Pine Lake' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to update campground: /);
  });

  it('deletes a campground only after a confirmation that says what happens', async () => {
    let rows = [aCampground('c-1', 'Pine Lake')];
    const { user, server } = openAdmin('campgrounds', {
      'admin-campgrounds': () => [200, pageOf(rows)],
      'admin-delete-campground': () => {
        rows = [];
        return [200, { success: true, data: { id: 'c-1' } }];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Pine Lake' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Pine Lake?' });
    expect(dialog).toHaveTextContent(/leaves its public page.*memberships, payments.*kept/);
    expect(server.calls.some((c) => c.name === 'admin-delete-campground')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Campground deleted: Pine Lake')).toBeVisible();
    expect(server.calls.find((c) => c.name === 'admin-delete-campground')?.body).toEqual({
      campground_id: 'c-1',
    });
    expect(await screen.findByText('No campgrounds found')).toBeInTheDocument();
  });

  it('shows the load failure with Retry', async () => {
    let fail = true;
    const { user } = openAdmin('campgrounds', {
      'admin-campgrounds': () => (fail ? failing() : [200, pageOf([aCampground('c-1', 'Pine Lake')])]),
    });
    expect(await screen.findByText(/^Failed to load campgrounds: /)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Pine Lake/ })).toBeInTheDocument();
  });

  it('asks before leaving a half-filled create form for another tab, and stays when asked to', async () => {
    const { user } = openAdmin('campgrounds', { 'admin-campgrounds': () => [200, pageOf([])] });
    const nav = await screen.findByRole('navigation', { name: 'Super Admin Dashboard sections' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Cedar Hollow');
    await user.click(within(nav).getByRole('button', { name: 'Logo Management' }));
    const ask = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TITLE });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Cedar Hollow');

    await user.click(within(nav).getByRole('button', { name: 'Logo Management' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard Changes' }),
    );
    expect(await screen.findByRole('heading', { name: LOGOS_TITLE })).toBeInTheDocument();
  });
});
