import { describe, expect, it } from 'vitest';
import { aPayment } from '../testing/builders';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import { GetCampgroundMemberStats, lastMonths } from './get-campground-member-stats';

describe('GetCampgroundMemberStats', () => {
  it('names the 12 months up to this one, across a year end', () => {
    expect(lastMonths('2026-02-10')).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('counts the campground’s members and its revenue by month, every month present', async () => {
    const f = await ownerMembersFixture();
    await f.repos.payments.create(
      aPayment({
        campgroundId: f.pine.id,
        membershipId: f.bob.id,
        amountCents: 9_000,
        createdAt: new Date('2026-03-15T12:00:00Z'),
      }),
    );
    await f.repos.payments.create(
      aPayment({ campgroundId: f.oak.id, membershipId: f.olga.id, amountCents: 5_000 }),
    );
    const stats = new GetCampgroundMemberStats(f.core);
    const result = await stats.execute({ actor: callerWith(['staff', f.pine.id]), campgroundId: f.pine.id });
    if (!result.ok) throw new Error(result.message);
    expect(result.value).toMatchObject({
      total: 2,
      active: 2,
      expiringSoon: 1,
      pendingPayments: 1,
      revenueCents: 9_000,
    });
    expect(result.value.revenueByMonth).toHaveLength(12);
    expect(result.value.revenueByMonth.at(-1)).toEqual({ month: '2026-06', revenueCents: 0 });
    expect(result.value.revenueByMonth.find((m) => m.month === '2026-03')?.revenueCents).toBe(9_000);
    expect(
      await stats.execute({ actor: callerWith(['owner', f.oak.id]), campgroundId: f.pine.id }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it('counts revenue from the first day of the oldest month shown', async () => {
    const f = await ownerMembersFixture();
    await f.repos.payments.create(
      aPayment({
        campgroundId: f.pine.id,
        membershipId: f.bob.id,
        amountCents: 4_000,
        createdAt: new Date('2025-07-01T12:00:00Z'),
      }),
    );
    const result = await new GetCampgroundMemberStats(f.core).execute({
      actor: callerWith(['staff', f.pine.id]),
      campgroundId: f.pine.id,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.revenueByMonth[0]).toEqual({ month: '2025-07', revenueCents: 4_000 });
  });

  it('names the months by the campground’s own time zone', async () => {
    const f = await ownerMembersFixture();
    const pine = f.unitOfWork.store.tables.campgrounds.get(f.pine.id);
    if (!pine) throw new Error('no campground');
    f.unitOfWork.store.tables.campgrounds.set(f.pine.id, { ...pine, timeZone: 'Pacific/Kiritimati' });
    // Still June in Chicago, already July on Kiritimati (UTC+14).
    f.clock.set('2026-06-30T12:00:00Z');
    const result = await new GetCampgroundMemberStats(f.core).execute({
      actor: callerWith(['staff', f.pine.id]),
      campgroundId: f.pine.id,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.revenueByMonth.at(-1)?.month).toBe('2026-07');
  });
});
