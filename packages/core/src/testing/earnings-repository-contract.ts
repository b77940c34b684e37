import { calendarDate, platformShareReturned } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { StoredPayout } from '../ports/repositories/earnings-repository';
import { aPayment } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

const CHICAGO = 'America/Chicago';
const MARCH = { from: calendarDate('2026-03-01'), to: calendarDate('2026-03-31'), timeZone: CHICAGO };

const aPayout = (campgroundId: string, overrides: Partial<StoredPayout> = {}): StoredPayout => ({
  id: 'po_1',
  campgroundId,
  amountCents: 12_500,
  currency: 'usd',
  status: 'in_transit',
  arrivalDate: new Date('2026-03-10T00:00:00Z'),
  createdAt: new Date('2026-03-08T00:00:00Z'),
  failureMessage: null,
  ...overrides,
});

/** The owner's Home money: earnings summed by the store, payouts kept. */
export function describeEarningsRepositoryContract(name: string, factory: RepositoryHarnessFactory): void {
  describe(`EarningsRepository (${name})`, () => {
    const h = useRepositoryHarness(factory);

    const pay = async (campgroundId: string, fields: Parameters<typeof aPayment>[0]) => {
      const payment = unwrap(await h.repos.payments.create(aPayment({ campgroundId, ...fields })));
      return payment;
    };

    it('sums the period’s succeeded card payments: gross, fees kept after refunds, refunds, net', async () => {
      const campground = await seedCampground(h.repos);
      const other = await seedCampground(h.repos);
      const clerk = await seedUser(h.repos);
      const at = new Date('2026-03-10T15:00:00Z');
      // Three card payments of $54.70 with a $4.70 platform share: kept, half refunded, wholly refunded.
      await pay(campground.id, { amountCents: 5_470, applicationFeeCents: 470, createdAt: at });
      await pay(campground.id, {
        amountCents: 5_470,
        applicationFeeCents: 470,
        refundedCents: 2_735,
        createdAt: at,
      });
      await pay(campground.id, {
        amountCents: 5_470,
        applicationFeeCents: 470,
        refunded: true,
        refundedCents: 5_470,
        createdAt: at,
      });
      // An odd refund whose returned share rounds half up, and a payment without a recorded fee.
      await pay(campground.id, {
        amountCents: 1_001,
        applicationFeeCents: 101,
        refundedCents: 500,
        createdAt: at,
      });
      await pay(campground.id, { amountCents: 2_000, applicationFeeCents: null, createdAt: at });
      // Not counted: pending, failed, another campground, outside March.
      await pay(campground.id, { amountCents: 9_999, status: 'pending', createdAt: at });
      await pay(campground.id, { amountCents: 9_999, status: 'failed', createdAt: at });
      await pay(other.id, { amountCents: 9_999, applicationFeeCents: 1, createdAt: at });
      await pay(campground.id, { amountCents: 9_999, createdAt: new Date('2026-04-15T12:00:00Z') });
      // At the office: apart, not in the card figures.
      await pay(campground.id, {
        amountCents: 3_000,
        recordedBy: clerk.id,
        paymentMethod: 'cash',
        createdAt: at,
      });

      const fees =
        470 +
        (470 - platformShareReturned(470, 5_470, 2_735)) +
        0 +
        (101 - platformShareReturned(101, 1_001, 500));
      const refunds = 2_735 + 5_470 + 500;
      const gross = 5_470 * 3 + 1_001 + 2_000;
      expect(await h.repos.earnings.earnings({ campgroundId: campground.id, ...MARCH })).toEqual({
        grossCents: gross,
        platformFeesCents: fees,
        refundsCents: refunds,
        netCents: gross - fees - refunds,
        paymentCount: 5,
        officeCents: 3_000,
        officeCount: 1,
      });
      expect(fees).toBe(470 + 235 + 51);
    });

    it('bounds the days in the campground’s time zone, both ends included', async () => {
      const campground = await seedCampground(h.repos);
      // 2026-03-01 00:00 in Chicago is 06:00 UTC; 2026-03-31 ends at 2026-04-01 05:00 UTC (CDT).
      const amounts: [string, number][] = [
        ['2026-03-01T05:59:59Z', 1],
        ['2026-03-01T06:00:00Z', 10],
        ['2026-04-01T04:59:59Z', 100],
        ['2026-04-01T05:00:00Z', 1_000],
      ];
      for (const [when, amountCents] of amounts)
        await pay(campground.id, { amountCents, createdAt: new Date(when) });
      const march = await h.repos.earnings.earnings({ campgroundId: campground.id, ...MARCH });
      expect(march).toMatchObject({ grossCents: 110, paymentCount: 2, netCents: 110 });
      const utc = await h.repos.earnings.earnings({ campgroundId: campground.id, ...MARCH, timeZone: 'UTC' });
      expect(utc).toMatchObject({ grossCents: 11, paymentCount: 2 });
    });

    it('answers zeros for a period, or a campground id, with nothing', async () => {
      const zero = {
        grossCents: 0,
        platformFeesCents: 0,
        refundsCents: 0,
        netCents: 0,
        paymentCount: 0,
        officeCents: 0,
        officeCount: 0,
      };
      const campground = await seedCampground(h.repos);
      expect(await h.repos.earnings.earnings({ campgroundId: campground.id, ...MARCH })).toEqual(zero);
      expect(await h.repos.earnings.earnings({ campgroundId: 'not-a-uuid', ...MARCH })).toEqual(zero);
    });

    it('keeps payouts by id: new, updated, a failure never undone; newest first per campground', async () => {
      const campground = await seedCampground(h.repos);
      const other = await seedCampground(h.repos);
      const at = new Date('2026-03-09T00:00:00Z');
      expect(await h.repos.earnings.savePayout(aPayout(campground.id), at)).toEqual({
        previousStatus: null,
        status: 'in_transit',
      });
      expect(await h.repos.earnings.savePayout(aPayout(campground.id, { status: 'paid' }), at)).toEqual({
        previousStatus: 'in_transit',
        status: 'paid',
      });
      const failed = aPayout(campground.id, { status: 'failed', failureMessage: 'Account closed' });
      expect(await h.repos.earnings.savePayout(failed, at)).toEqual({
        previousStatus: 'paid',
        status: 'failed',
      });
      expect(await h.repos.earnings.savePayout(failed, at)).toEqual({
        previousStatus: 'failed',
        status: 'failed',
      });
      expect(await h.repos.earnings.savePayout(aPayout(campground.id, { status: 'paid' }), at)).toEqual({
        previousStatus: 'failed',
        status: 'failed',
      });
      const newer = aPayout(campground.id, { id: 'po_2', createdAt: new Date('2026-03-20T00:00:00Z') });
      await h.repos.earnings.savePayout(newer, at);
      await h.repos.earnings.savePayout(aPayout(other.id, { id: 'po_3' }), at);

      expect(await h.repos.earnings.listPayouts(campground.id, 10)).toEqual([newer, failed]);
      expect(await h.repos.earnings.listPayouts(campground.id, 1)).toEqual([newer]);
      expect(await h.repos.earnings.listPayouts('nope', 10)).toEqual([]);
    });
  });
}
