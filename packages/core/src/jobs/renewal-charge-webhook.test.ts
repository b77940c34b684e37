import { describe, expect, it } from 'vitest';
import { setUpAutoRenewals } from '../testing/auto-renewal-fixture';
import { unwrap } from '../testing/contract-harness';

// Issue 25: the gateway's webhook of an off-session renewal charge renews a membership whose charge
// job died after the gateway took the money, once, whoever else finishes it at the same time.

type Fixture = Awaited<ReturnType<typeof setUpAutoRenewals>>;

const RECEIPT = 'Your membership at Pine Valley renewed';

/** A job run that dies once after the gateway charged, before the renewal is written. */
const crashAfterCharge = async (f: Fixture) => {
  const payments = f.repos.payments;
  const create = payments.create.bind(payments);
  let crash = true;
  payments.create = async (row) => {
    if (crash) {
      crash = false;
      throw new Error('connection lost');
    }
    return create(row);
  };
  expect(await f.job.execute()).toMatchObject({ failed: 1, renewed: 0 });
  const [intent] = [...f.gateway.intents.values()];
  if (intent?.status !== 'succeeded') throw new Error('the gateway took no money');
  return intent.id;
};

const deliver = async (f: Fixture, intentId: string, eventId: string, type = 'payment_intent.succeeded') => {
  const delivery = await f.gateway.webhookDelivery({
    eventId,
    type,
    intentId,
    timestampSeconds: Math.floor(f.core.clock.now().getTime() / 1000),
  });
  return unwrap(await f.webhook.execute(delivery.rawBody, delivery.signatureHeader));
};

const renewalPayments = async (f: Fixture, membershipId: string) =>
  (await f.repos.payments.listByUser(f.member.user.id)).filter((p) => p.membershipId === membershipId);

describe('the renewal charge webhook', () => {
  it('renews once a membership whose charge job died after the gateway charged', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds');
    const intentId = await crashAfterCharge(f);
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2026-06-04');

    expect(await deliver(f, intentId, 'evt_renewal_1')).toEqual({
      outcome: 'fulfilled',
      membershipId: membership.id,
    });
    expect(await f.repos.memberships.findById(membership.id)).toMatchObject({
      startDate: '2025-06-05',
      endDate: '2027-06-04',
      status: 'active',
    });
    expect(f.charges()).toEqual([
      expect.objectContaining({ status: 'succeeded', gatewayIntentId: intentId }),
    ]);
    expect(await renewalPayments(f, membership.id)).toEqual([
      expect.objectContaining({ purpose: 'renewal', gatewayPaymentId: intentId }),
    ]);

    // The same event again, another event about the intent, and the job once its claim lapsed.
    expect(await deliver(f, intentId, 'evt_renewal_1')).toMatchObject({ outcome: 'duplicate' });
    expect(await deliver(f, intentId, 'evt_renewal_2')).toEqual({
      outcome: 'duplicate',
      membershipId: membership.id,
    });
    f.core.clock.advance({ minutes: 16 });
    expect(await f.job.execute()).toMatchObject({ renewed: 0, failed: 0 });
    expect(f.gateway.savedCards.offSessionCharges).toHaveLength(1);
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2027-06-04');
    expect(await renewalPayments(f, membership.id)).toHaveLength(1);
    expect(f.mailTo().map((m) => m.subject)).toEqual([RECEIPT]);
  });

  it('renews once with 20 deliveries at once and the job finishing the same charge', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds');
    const intentId = await crashAfterCharge(f);
    f.core.clock.advance({ minutes: 16 });

    const [job, ...outcomes] = await Promise.all([
      f.job.execute(),
      ...Array.from({ length: 10 }, (_, i) => deliver(f, intentId, `evt_parallel_${i}`)),
      ...Array.from({ length: 10 }, () => deliver(f, intentId, 'evt_parallel_same')),
    ]);
    const fulfilled = outcomes.filter((o) => o.outcome === 'fulfilled').length;
    expect(fulfilled + (job?.renewed ?? 0)).toBe(1);
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(20 - fulfilled);
    expect(f.gateway.savedCards.offSessionCharges).toHaveLength(1);
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2027-06-04');
    expect(await renewalPayments(f, membership.id)).toHaveLength(1);
    expect(f.mailTo().map((m) => m.subject)).toEqual([RECEIPT]);
  });

  it('waits for a charge the bank wants confirmed, then renews once with the member confirming', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('authenticates');
    expect(await f.job.execute()).toMatchObject({ authenticationRequired: 1 });
    const [charge] = f.charges();
    const intentId = charge?.gatewayIntentId;
    if (!intentId) throw new Error('no intent to confirm');

    // Delivered before it is paid: nothing changes, and the event may come again.
    expect(await deliver(f, intentId, 'evt_early')).toMatchObject({
      outcome: 'ignored',
      code: 'PAYMENT_NOT_SUCCEEDED',
    });
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2026-06-04');

    f.gateway.savedCards.authenticate(intentId);
    expect(await deliver(f, intentId, 'evt_early')).toMatchObject({ outcome: 'fulfilled' });
    const confirmed = unwrap(
      await f.use.confirmRenewalPayment.execute({ caller: f.caller, membershipId: membership.id }),
    );
    expect(confirmed.endDate).toBe('2027-06-04');
    expect(await renewalPayments(f, membership.id)).toHaveLength(1);
    expect(f.mailTo().filter((m) => m.subject === RECEIPT)).toHaveLength(1);
  });

  it('leaves a declined renewal charge to the job and its retry schedule', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('declines_off_session');
    expect(await f.job.execute()).toMatchObject({ declined: 1 });
    const [intent] = [...f.gateway.intents.values()];
    if (!intent) throw new Error('no declined intent');
    const before = f.charges();

    expect(await deliver(f, intent.id, 'evt_failed', 'payment_intent.payment_failed')).toEqual({
      outcome: 'ignored',
      code: 'RENEWAL_CHARGE_FAILED',
    });
    expect(f.charges()).toEqual(before);
    expect(before).toEqual([expect.objectContaining({ status: 'declined', attempts: 1 })]);
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2026-06-04');
  });

  it('renews nothing for a paid intent that names a charge it does not pay', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds');
    const forged = await f.gateway.createPaymentIntent({
      amountCents: 100,
      currency: 'usd',
      metadata: { type: 'auto_renewal', renewalChargeId: 'no-such-charge', membershipId: membership.id },
      idempotencyKey: 'forged',
    });
    f.gateway.setStatus(forged.id, 'succeeded');
    expect(await deliver(f, forged.id, 'evt_forged')).toEqual({
      outcome: 'ignored',
      code: 'RENEWAL_CHARGE_NOT_FOUND',
    });
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2026-06-04');
    expect(await renewalPayments(f, membership.id)).toHaveLength(0);
  });
});
