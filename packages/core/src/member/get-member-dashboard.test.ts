import { describe, expect, it } from 'vitest';
import { aPayment } from '../testing/builders';
import { setUpMemberArea } from '../testing/member-area-fixture';

describe('get-member-dashboard', () => {
  it('groups the member’s own memberships by the campground’s today and lists their payments', async () => {
    const f = await setUpMemberArea();
    const id = f.member.user.id;
    const active = await f.membership(id, { startDate: '2026-05-01', endDate: '2026-12-31' });
    const expiring = await f.membership(id, { startDate: '2026-05-26', endDate: '2026-06-07' });
    const lastDayToday = await f.membership(id, { startDate: '2026-05-26', endDate: '2026-06-01' });
    const expired = await f.membership(id, { startDate: '2026-05-01', endDate: '2026-05-31' });
    const cancelled = await f.membership(id, { status: 'cancelled', endDate: '2026-12-31' });
    await f.membership(f.other.user.id, { endDate: '2026-12-31' });
    await f.repos.payments.create(
      aPayment({ userId: id, campgroundId: f.campground.id, membershipId: active.id, amountCents: 126_000 }),
    );
    await f.repos.payments.create(aPayment({ userId: f.other.user.id, campgroundId: f.campground.id }));

    const result = await f.use.dashboard.execute({ caller: f.member.principal });
    if (!result.ok) throw new Error(result.message);
    const ids = (list: readonly { membership: { id: string } }[]) => list.map((m) => m.membership.id).sort();
    const { groups, memberships, payments, profile } = result.value;
    expect(profile.firstName).toBe('Jamie');
    expect(memberships).toHaveLength(5);
    expect(ids(groups.active)).toEqual([active.id, expiring.id, lastDayToday.id].sort());
    expect(ids(groups.expiring)).toEqual([expiring.id, lastDayToday.id].sort());
    expect(ids(groups.expired)).toEqual([expired.id]);
    expect(memberships.find((m) => m.membership.id === cancelled.id)?.status).toBe('cancelled');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.membership?.membership.membershipCode).toBe(active.membershipCode);
  });

  it('counts what each membership and the member paid: succeeded payments less refunded ones', async () => {
    const f = await setUpMemberArea();
    const id = f.member.user.id;
    const paidFor = await f.membership(id, { startDate: '2026-05-01', endDate: '2026-12-31' });
    const unpaid = await f.membership(id, { startDate: '2026-05-01', endDate: '2026-12-31' });
    const pay = (overrides: Parameters<typeof aPayment>[0]) =>
      f.repos.payments.create(aPayment({ userId: id, campgroundId: f.campground.id, ...overrides }));
    await pay({ membershipId: paidFor.id, amountCents: 45_000 });
    await pay({ membershipId: paidFor.id, amountCents: 30_000, purpose: 'extension' });
    await pay({ membershipId: paidFor.id, amountCents: 20_000, purpose: 'renewal', refunded: true });
    await pay({ membershipId: paidFor.id, amountCents: 9_900, status: 'failed' });
    await pay({ membershipId: paidFor.id, amountCents: 8_800, status: 'pending' });
    await pay({ membershipId: null, amountCents: 1_000 });
    await f.repos.payments.create(
      aPayment({ userId: f.other.user.id, campgroundId: f.campground.id, membershipId: paidFor.id }),
    );

    const result = await f.use.dashboard.execute({ caller: f.member.principal });
    if (!result.ok) throw new Error(result.message);
    const paid = (membershipId: string) =>
      result.value.memberships.find((m) => m.membership.id === membershipId)?.totalPaidCents;
    expect(paid(paidFor.id)).toBe(75_000);
    expect(paid(unpaid.id)).toBe(0);
    expect(result.value.totalPaidCents).toBe(76_000);
    expect(result.value.payments).toHaveLength(6);
  });

  it('says whether the campground lets members renew and extend', async () => {
    const f = await setUpMemberArea();
    const mine = await f.membership(f.member.user.id, { endDate: '2026-12-31' });
    const allows = async () => {
      const result = await f.use.dashboard.execute({ caller: f.member.principal });
      if (!result.ok) throw new Error(result.message);
      return result.value.memberships.find((m) => m.membership.id === mine.id)?.allows;
    };
    expect(await allows()).toEqual({ renewal: true, extension: true });
    const now = f.core.clock.now();
    await f.repos.campgrounds.updateSettings(f.campground.id, { allowMemberRenewals: false }, now);
    expect(await allows()).toEqual({ renewal: false, extension: true });
    await f.repos.campgrounds.updateSettings(
      f.campground.id,
      { allowMemberRenewals: true, allowMemberExtensions: false },
      now,
    );
    expect(await allows()).toEqual({ renewal: true, extension: false });
  });

  it('refuses staff alone, and lets an owner act as the member of their own account', async () => {
    const f = await setUpMemberArea();
    const staff = await f.account('staff@camppass.test', ['staff']);
    expect(await f.use.dashboard.execute({ caller: staff.principal })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const owner = await f.account('owner@camppass.test', ['owner']);
    expect((await f.use.dashboard.execute({ caller: owner.principal })).ok).toBe(true);
  });
});
