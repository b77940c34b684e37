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
