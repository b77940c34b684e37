import {
  DELETE_MEMBERSHIP_TYPE_CONFIRMATION,
  MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD,
  MEMBERSHIP_TYPE_NAME_REQUIRED,
  MEMBERSHIP_TYPE_SAVE_FAILED,
  MEMBERSHIP_TYPE_STATUS_FAILED,
  MILITARY_DISCOUNT_NOT_ENABLED,
  mostPopularTakenMessage,
  OWNER_MEMBERSHIP_TYPES_LOAD_ERROR,
  MEMBERSHIP_TYPES_WORDS as WORDS,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembershipTypesTab } from './MembershipTypesTab';
import { anOwnerCampground, openOwnerTab } from './open-owner-tab.test-support';

const aType = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  campground_id: 'c-1',
  name: id,
  display_name: `Type ${id}`,
  description: null,
  duration_days: 365,
  duration_months: 0,
  price: 120,
  is_day_pass: false,
  is_active: true,
  is_featured: false,
  sort_order: 0,
  benefits: [],
  max_members: null,
  military_discount_eligible: false,
  created_at: '2026-01-02T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  ...fields,
});

const pine = anOwnerCampground('c-1', 'Pine Valley');
const listed = (types: unknown[]) => [200, { success: true, data: types }] as [number, unknown];
type Body = Record<string, unknown> | undefined;

const open = (handler: (body: Body) => [number, unknown], campgrounds = [pine]) =>
  openOwnerTab(
    <MembershipTypesTab />,
    { 'manage-membership-types': (body) => handler(body as Body) },
    { campgrounds },
  );

describe('Membership Types tab', () => {
  it('shows each type with Most Popular, three benefits and +N more, and searches them', async () => {
    const { user } = open(() =>
      listed([
        aType('gold', {
          display_name: 'Gold Pass',
          is_featured: true,
          benefits: ['Pool', 'Wi-Fi', 'Dock', 'Sauna', 'Bikes'],
        }),
        aType('day', { display_name: 'Day Pass', duration_days: 1, price: 15.5, is_active: false }),
      ]),
    );
    const gold = await screen.findByRole('listitem', { name: 'Gold Pass' });
    expect(within(gold).getByText(WORDS.mostPopular)).toBeInTheDocument();
    expect(within(gold).getByText('Dock')).toBeInTheDocument();
    expect(within(gold).queryByText('Sauna')).toBeNull();
    expect(within(gold).getByText('+2 more')).toBeInTheDocument();
    const day = screen.getByRole('listitem', { name: 'Day Pass' });
    expect(within(day).getByText('$15.50')).toBeInTheDocument();
    expect(within(day).getByText(/1 Day/)).toBeInTheDocument();
    expect(within(day).getByRole('switch', { name: 'Active: Day Pass' })).not.toBeChecked();

    await user.type(screen.getByRole('searchbox', { name: WORDS.search }), 'sauna');
    expect(screen.queryByRole('listitem', { name: 'Day Pass' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Gold Pass' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: WORDS.search }), 'xyz');
    expect(screen.getByText(WORDS.noMatchTitle)).toBeInTheDocument();
  });

  it('creates a type with benefits added by Enter and by the button, then resets and closes the form', async () => {
    let types: unknown[] = [];
    const { user, server } = open((body) => {
      if (body?.campground_id) {
        types = [aType('new', { display_name: body.display_name, benefits: body.benefits })];
        return [200, { success: true, data: types[0] }];
      }
      return listed(types);
    });
    await user.click(await screen.findByRole('button', { name: WORDS.add }));
    await user.click(screen.getByRole('button', { name: WORDS.save }));
    expect(await screen.findByText(MEMBERSHIP_TYPE_NAME_REQUIRED)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Display Name/ }), 'Summer Pass');
    await user.type(screen.getByRole('textbox', { name: WORDS.price }), '49.99');
    await user.type(screen.getByRole('textbox', { name: WORDS.benefitInput }), ' Pool {Enter}');
    await user.type(screen.getByRole('textbox', { name: WORDS.benefitInput }), 'Sauna');
    await user.click(screen.getByRole('button', { name: WORDS.addBenefit }));
    await user.type(screen.getByRole('textbox', { name: WORDS.benefitInput }), 'Dock{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Sauna' }));
    await user.click(screen.getByRole('checkbox', { name: WORDS.mostPopular }));
    await user.click(screen.getByRole('button', { name: WORDS.save }));

    expect(await screen.findByRole('listitem', { name: 'Summer Pass' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText(WORDS.saved)).toBeInTheDocument();
    const create = server.calls.find((call) => (call.body as Body)?.campground_id);
    expect(create?.body).toMatchObject({
      campground_id: 'c-1',
      display_name: 'Summer Pass',
      price: 49.99,
      duration_days: 365,
      duration_months: 0,
      is_featured: true,
      is_active: true,
      benefits: ['Pool', 'Dock'],
    });
  });

  it('shows the server’s Most Popular refusal at the field, and a failed save in the form', async () => {
    const gold = aType('gold', { display_name: 'Gold Pass', is_featured: true });
    const message = mostPopularTakenMessage('Gold Pass');
    let answer: [number, unknown] = [
      400,
      { success: false, error: message, code: 'VALIDATION_ERROR', fieldErrors: { is_featured: message } },
    ];
    const { user } = open((body) =>
      body?.id ? answer : listed([gold, aType('day', { display_name: 'Day Pass' })]),
    );
    // The list does not know another type became Most Popular meanwhile; the server does.
    await user.click(await screen.findByRole('button', { name: 'Edit Day Pass' }));
    await user.click(screen.getByRole('button', { name: WORDS.update }));
    expect(await screen.findByText(message)).toBeInTheDocument();

    answer = [500, { success: false, error: 'boom', code: 'INTERNAL' }];
    await user.click(screen.getByRole('button', { name: WORDS.update }));
    expect(await screen.findByText(MEMBERSHIP_TYPE_SAVE_FAILED)).toBeInTheDocument();
  });

  it('refuses a second Most Popular in the form already, naming the first', async () => {
    const { user, server } = open(() =>
      listed([
        aType('gold', { display_name: 'Gold Pass', is_featured: true }),
        aType('day', { display_name: 'Day Pass' }),
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Day Pass' }));
    await user.click(screen.getByRole('checkbox', { name: WORDS.mostPopular }));
    await user.click(screen.getByRole('button', { name: WORDS.update }));
    expect(await screen.findByText(mostPopularTakenMessage('Gold Pass'))).toBeInTheDocument();
    expect(server.calls.filter((call) => (call.body as Body)?.id)).toEqual([]);
  });

  it('toggles a type’s active switch directly, and says when that fails', async () => {
    let fail = false;
    const { user, server } = open((body) =>
      body?.id
        ? fail
          ? [500, { success: false, error: 'x', code: 'INTERNAL' }]
          : [200, { success: true, data: aType('gold', { is_active: false }) }]
        : listed([aType('gold', { display_name: 'Gold Pass' })]),
    );
    await user.click(await screen.findByRole('switch', { name: 'Active: Gold Pass' }));
    await waitFor(() => expect(server.calls.some((call) => (call.body as Body)?.id)).toBe(true));
    expect(server.calls.find((call) => (call.body as Body)?.id)?.body).toEqual({
      id: 'gold',
      is_active: false,
    });
    fail = true;
    await user.click(screen.getByRole('switch', { name: 'Active: Gold Pass' }));
    expect(await screen.findByText(MEMBERSHIP_TYPE_STATUS_FAILED)).toBeInTheDocument();
  });

  it('deletes after the confirmation and says when a type in use was deactivated instead', async () => {
    const { user, server } = openOwnerTab(
      <MembershipTypesTab />,
      {
        'manage-membership-types': () => listed([aType('gold', { display_name: 'Gold Pass' })]),
        'delete-membership-type': () => [
          200,
          {
            success: true,
            data: false,
            message: MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD,
            membershipType: aType('gold', { is_active: false }),
          },
        ],
      },
      { campgrounds: [pine] },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Gold Pass' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(DELETE_MEMBERSHIP_TYPE_CONFIRMATION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: WORDS.delete }));
    expect(await screen.findByText(`Gold Pass: ${MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD}`)).toBeInTheDocument();
    expect(server.calls.find((call) => call.name === 'delete-membership-type')?.body).toEqual({ id: 'gold' });
  });

  it('keeps military eligibility off with its explanation where the campground has no discount', async () => {
    const { user } = open(() => listed([]));
    await user.click(await screen.findByRole('button', { name: WORDS.add }));
    expect(screen.getByRole('checkbox', { name: WORDS.military })).toBeDisabled();
    expect(screen.getByText(MILITARY_DISCOUNT_NOT_ENABLED)).toBeInTheDocument();
  });

  it('lets staff see the types read-only', async () => {
    openOwnerTab(
      <MembershipTypesTab />,
      { 'manage-membership-types': () => listed([aType('gold', { display_name: 'Gold Pass' })]) },
      { campgrounds: [anOwnerCampground('c-1', 'Pine Valley', { caller_role: 'staff' })] },
    );
    expect(await screen.findByRole('switch', { name: 'Active: Gold Pass' })).toBeDisabled();
    expect(screen.getByText(WORDS.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WORDS.add })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Gold Pass' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Gold Pass' })).toBeNull();
  });

  it('says when there is no type yet, and offers Try Again when the list fails', async () => {
    let fail = true;
    const { user } = open(() =>
      fail ? [500, { success: false, error: 'Database down', code: 'INTERNAL' }] : listed([]),
    );
    expect(await screen.findByText(OWNER_MEMBERSHIP_TYPES_LOAD_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: WORDS.tryAgain }));
    expect(await screen.findByText(WORDS.emptyTitle)).toBeInTheDocument();
  });

  it('offers the campground filter when the owner has more than one campground', async () => {
    const { user, selected } = open(() => listed([]), [pine, anOwnerCampground('c-2', 'Oak Grove')]);
    await user.click(await screen.findByRole('button', { name: /Campground/ }));
    await user.click(await screen.findByRole('option', { name: 'Oak Grove' }));
    expect(selected).toEqual(['c-2']);
  });
});
