import { describe, expect, it } from 'vitest';
import { aPayment, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

/** The behaviour every PaymentRepository shares (one record per gateway payment). */
export function describePaymentRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`PaymentRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('stores a payment and finds it by id and by gateway id', async () => {
      const { payments } = harness.repos;
      const user = await seedUser(harness.repos);
      const campground = await seedCampground(harness.repos);
      const input = aPayment({
        gatewayPaymentId: 'pi_123',
        userId: user.id,
        campgroundId: campground.id,
        amountCents: 12_345,
        applicationFeeCents: 300,
        connectedAccountId: 'acct_1',
        description: 'Weekly membership',
      });

      const created = unwrap(await payments.create(input));

      const { createdAt, ...fields } = input;
      expect(created).toEqual({
        ...fields,
        refundedCents: 0,
        disputedAt: null,
        // A card payment: nobody recorded it by hand.
        recordedBy: null,
        note: null,
        listPriceCents: null,
        discountPercentage: null,
        discountCents: null,
        id: expect.any(String),
        createdAt,
        updatedAt: createdAt,
      });
      expect(await payments.findById(created.id)).toEqual(created);
      expect(await payments.findByGatewayPaymentId('pi_123')).toEqual(created);
      expect(await payments.findByGatewayPaymentId('pi_404')).toBeNull();
    });

    it('keeps who recorded a payment made at the office, and their note', async () => {
      const { payments } = harness.repos;
      const owner = await seedUser(harness.repos);
      const created = unwrap(
        await payments.create(
          aPayment({
            gatewayPaymentId: 'offline_1',
            paymentMethod: 'cash',
            recordedBy: owner.id,
            note: 'Receipt 7',
          }),
        ),
      );
      expect(created).toMatchObject({ recordedBy: owner.id, note: 'Receipt 7', paymentMethod: 'cash' });
      expect(await payments.findById(created.id)).toEqual(created);
    });

    it('takes a payment recorded as wholly refunded to have its whole amount refunded', async () => {
      const created = unwrap(
        await harness.repos.payments.create(aPayment({ amountCents: 500, refunded: true })),
      );
      expect(created).toMatchObject({ refunded: true, refundedCents: 500 });
    });

    it('records a gateway payment only once', async () => {
      const { payments } = harness.repos;
      unwrap(await payments.create(aPayment({ gatewayPaymentId: 'pi_once' })));

      expect(await payments.create(aPayment({ gatewayPaymentId: 'pi_once' }))).toMatchObject({
        ok: false,
        code: 'PAYMENT_ALREADY_RECORDED',
      });
    });

    it('lists a user’s payments newest first and updates them', async () => {
      const { payments } = harness.repos;
      const user = await seedUser(harness.repos);
      const older = unwrap(await payments.create(aPayment({ userId: user.id, createdAt: T0 })));
      const newer = unwrap(
        await payments.create(aPayment({ userId: user.id, createdAt: minutesAfterT0(1) })),
      );
      await payments.create(aPayment());

      const refunded = await payments.update(
        older.id,
        { refunded: true, status: 'succeeded' },
        minutesAfterT0(5),
      );

      expect((await payments.listByUser(user.id)).map((payment) => payment.id)).toEqual([newer.id, older.id]);
      expect(refunded).toEqual({ ...older, refunded: true, updatedAt: minutesAfterT0(5) });
      expect(
        await payments.update('00000000-0000-4000-8000-00000000ffff', { refunded: true }, T0),
      ).toBeNull();
    });

    it('records each gateway refund once, lists them oldest first, and keeps the totals it is given', async () => {
      const { payments } = harness.repos;
      const owner = await seedUser(harness.repos);
      const payment = unwrap(await payments.create(aPayment({ amountCents: 10_000 })));
      const refund = {
        paymentId: payment.id,
        gatewayRefundId: 're_1',
        amountCents: 4_000,
        currency: 'usd',
        reason: 'Left early',
        refundedBy: owner.id,
        createdAt: minutesAfterT0(2),
      };

      const first = await payments.addRefund(refund);
      expect(first).toEqual({ ...refund, id: expect.any(String) });
      expect(await payments.addRefund({ ...refund, amountCents: 1 })).toBeNull();
      const second = await payments.addRefund({
        ...refund,
        gatewayRefundId: 're_2',
        amountCents: 6_000,
        reason: null,
        refundedBy: null,
        createdAt: minutesAfterT0(3),
      });
      expect((await payments.listRefunds(payment.id)).map((r) => [r.gatewayRefundId, r.amountCents])).toEqual(
        [
          ['re_1', 4_000],
          ['re_2', 6_000],
        ],
      );
      expect(await payments.listRefunds('00000000-0000-4000-8000-00000000ffff')).toEqual([]);

      // A refund no one here gave (the gateway's dashboard) is claimed once by the owner who asked for it.
      expect(await payments.claimRefund('re_1', { refundedBy: owner.id, reason: 'Again' })).toBe(false);
      expect(await payments.claimRefund('re_2', { refundedBy: owner.id, reason: 'Storm' })).toBe(true);
      expect(await payments.claimRefund('re_2', { refundedBy: owner.id, reason: 'Twice' })).toBe(false);
      expect((await payments.listRefunds(payment.id))[1]).toEqual({
        ...second,
        refundedBy: owner.id,
        reason: 'Storm',
      });

      const disputedAt = minutesAfterT0(9);
      const updated = await payments.update(
        payment.id,
        { refundedCents: 10_000, refunded: true, disputedAt },
        minutesAfterT0(4),
      );
      expect(updated).toMatchObject({ refundedCents: 10_000, refunded: true, disputedAt });
      expect(await payments.findByIdForUpdate(payment.id)).toEqual(updated);
      expect(await payments.findByIdForUpdate('not-a-uuid')).toBeNull();
    });
  });
}
