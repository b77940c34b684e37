import { AUTO_RENEWAL_DAYS_BEFORE, addDays, CAMPGROUND_ACCESS_DENIED, calendarDate } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import { ListCampgroundMembers } from './list-campground-members';

describe('ListCampgroundMembers', () => {
  it('pages the campground’s members for its owner and staff, with what the owner sees derived', async () => {
    const f = await ownerMembersFixture();
    const list = new ListCampgroundMembers(f.core);
    for (const role of ['owner', 'staff']) {
      const result = await list.execute({
        actor: callerWith([role, f.pine.id]),
        campgroundId: f.pine.id,
        sortField: 'name',
        sortDirection: 'asc',
      });
      if (!result.ok) throw new Error(result.message);
      expect(result.value.items.map((m) => [m.fullName, m.statusLabel, m.isExpiringSoon])).toEqual([
        ['Ada Camper', 'Expiring Soon', true],
        ['Bob Camper', 'Active', false],
      ]);
      expect(result.value.items[0]?.daysUntilExpiration).toBe(19);
      expect(result.value).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    }
  });

  it('reads every campground of the caller without one named, and refuses another campground', async () => {
    const f = await ownerMembersFixture();
    const list = new ListCampgroundMembers(f.core);
    const owner = callerWith(['owner', f.pine.id]);
    const all = await list.execute({ actor: owner, search: 'camper' });
    expect(all.ok && all.value.items.map((m) => m.membershipCode).sort()).toEqual(['PINE-1', 'PINE-2']);
    expect(await list.execute({ actor: owner, campgroundId: f.oak.id })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: CAMPGROUND_ACCESS_DENIED,
    });
    expect(await list.execute({ actor: callerWith(['member', f.pine.id]) })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const empty = await list.execute({ actor: callerWith(['owner', null]) });
    expect(empty.ok && empty.value.total).toBe(0);
  });

  it('tells the next charge date of a member whose automatic renewal is on, as the modal does', async () => {
    const f = await ownerMembersFixture();
    const list = new ListCampgroundMembers(f.core);
    const owner = callerWith(['owner', f.pine.id]);
    const nextCharges = async () => {
      const result = await list.execute({ actor: owner, campgroundId: f.pine.id, sortField: 'name' });
      if (!result.ok) throw new Error(result.message);
      return result.value.items.map((m) => [m.fullName, m.nextChargeDate]);
    };
    await f.repos.membershipTypes.update(f.bob.membershipTypeId, { durationDays: 365 }, T0);
    await f.repos.memberships.update(f.bob.id, { autoRenewal: true }, T0);
    // On, but no card to charge yet: no charge date.
    expect(await nextCharges()).toEqual(
      expect.arrayContaining([
        ['Ada Camper', null],
        ['Bob Camper', null],
      ]),
    );
    await f.repos.autoRenewals.saveCard(
      {
        membershipId: f.bob.id,
        customerId: 'cus_1',
        paymentMethodId: 'pm_1',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
      },
      T0,
    );
    // Bob's membership ends on 2026-12-31: charged AUTO_RENEWAL_DAYS_BEFORE days earlier.
    const charge = addDays(calendarDate('2026-12-31'), -AUTO_RENEWAL_DAYS_BEFORE);
    expect(await nextCharges()).toEqual(
      expect.arrayContaining([
        ['Ada Camper', null],
        ['Bob Camper', charge],
      ]),
    );
    await f.repos.memberships.update(f.bob.id, { autoRenewal: false }, T0);
    expect(await nextCharges()).toEqual(
      expect.arrayContaining([
        ['Ada Camper', null],
        ['Bob Camper', null],
      ]),
    );
  });
});
