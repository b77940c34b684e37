import { AUTO_RENEWAL_MESSAGES } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { setUpAutoRenewals } from '../testing/auto-renewal-fixture';

const noPayment = {
  ok: false,
  code: 'NO_PENDING_RENEWAL_PAYMENT',
  message: AUTO_RENEWAL_MESSAGES.NO_PENDING_RENEWAL_PAYMENT,
};

/** The job charged the membership's saved card; answers the charge it opened. */
const charged = async (f: Awaited<ReturnType<typeof setUpAutoRenewals>>, membershipId: string) => {
  await f.job.execute();
  const charge = f.charges().find((c) => c.membershipId === membershipId);
  if (!charge?.gatewayIntentId) throw new Error('no charge with an intent');
  return { ...charge, gatewayIntentId: charge.gatewayIntentId };
};

describe('the renewal payment a member confirms with their bank', () => {
  it('is none for a declined charge, even one that records its declined intent', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('declines_off_session');
    await f.job.execute();
    const [charge] = f.charges();
    expect(charge).toMatchObject({ status: 'declined', membershipId: membership.id });
    const declined = [...f.gateway.intents.values()].find(
      (intent) => intent.metadata.renewalChargeId === charge?.id,
    );
    if (!charge || !declined) throw new Error('the declined charge has no intent at the gateway');
    await f.repos.autoRenewals.update(charge.id, { gatewayIntentId: declined.id }, f.core.clock.now());
    const asked = { caller: f.caller, membershipId: membership.id };
    expect(await f.use.renewalPayment.execute(asked)).toEqual(noPayment);
    expect(await f.use.confirmRenewalPayment.execute(asked)).toEqual(noPayment);
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2026-06-04');
  });

  it('is none when the gateway knows the intent as something other than a renewal charge', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('authenticates');
    const charge = await charged(f, membership.id);
    const intent = f.gateway.intents.get(charge.gatewayIntentId);
    if (!intent) throw new Error('no intent');
    f.gateway.intents.set(intent.id, { ...intent, metadata: { ...intent.metadata, type: 'checkout' } });
    const asked = { caller: f.caller, membershipId: membership.id };
    expect(await f.use.renewalPayment.execute(asked)).toEqual(noPayment);
    expect(await f.use.confirmRenewalPayment.execute(asked)).toEqual(noPayment);
  });

  it("is none when the charge points at another renewal charge's intent", async () => {
    const f = await setUpAutoRenewals();
    const mine = await f.autoRenewing('authenticates');
    const other = await f.autoRenewing('authenticates', { endDate: '2026-06-03' });
    await f.job.execute();
    const [a, b] = [mine.id, other.id].map((id) => f.charges().find((c) => c.membershipId === id));
    if (!a || !b?.gatewayIntentId) throw new Error('both memberships should be charged');
    await f.repos.autoRenewals.update(a.id, { gatewayIntentId: b.gatewayIntentId }, f.core.clock.now());
    f.gateway.savedCards.authenticate(b.gatewayIntentId);
    const asked = { caller: f.caller, membershipId: mine.id };
    expect(await f.use.renewalPayment.execute(asked)).toEqual(noPayment);
    expect(await f.use.confirmRenewalPayment.execute(asked)).toEqual(noPayment);
    expect((await f.repos.memberships.findById(mine.id))?.endDate).toBe('2026-06-04');
  });

  it('is no longer shown once the bank confirmed it, and confirming then renews', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('authenticates');
    const charge = await charged(f, membership.id);
    const asked = { caller: f.caller, membershipId: membership.id };
    expect(await f.use.renewalPayment.execute(asked)).toMatchObject({
      ok: true,
      value: { paymentIntentId: charge.gatewayIntentId, periodEndDate: '2026-06-04' },
    });
    f.gateway.savedCards.authenticate(charge.gatewayIntentId);
    expect(await f.use.renewalPayment.execute(asked)).toEqual(noPayment);
    expect(await f.use.confirmRenewalPayment.execute(asked)).toMatchObject({
      ok: true,
      value: { endDate: '2027-06-04' },
    });
  });

  it('has nothing to show for a charge that already renewed the membership', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds');
    const charge = await charged(f, membership.id);
    expect(charge.status).toBe('succeeded');
    f.gateway.setStatus(charge.gatewayIntentId, 'processing');
    const asked = { caller: f.caller, membershipId: membership.id };
    expect(await f.use.renewalPayment.execute(asked)).toEqual(noPayment);
    expect(await f.use.confirmRenewalPayment.execute(asked)).toMatchObject({
      ok: true,
      value: { endDate: '2027-06-04' },
    });
  });

  it('refuses to confirm while the bank has not confirmed, with the catalogue message', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('authenticates');
    await charged(f, membership.id);
    expect(
      await f.use.confirmRenewalPayment.execute({ caller: f.caller, membershipId: membership.id }),
    ).toEqual({
      ok: false,
      code: 'RENEWAL_PAYMENT_NOT_CONFIRMED',
      message: AUTO_RENEWAL_MESSAGES.RENEWAL_PAYMENT_NOT_CONFIRMED,
    });
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2026-06-04');
  });
});
