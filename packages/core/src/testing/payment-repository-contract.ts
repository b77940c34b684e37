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
  });
}
