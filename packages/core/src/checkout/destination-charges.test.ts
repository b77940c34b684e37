import { PAYMENTS_NOT_ENABLED_MESSAGE, platformShare } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { minutesAfterT0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { setUpMembershipChanges } from '../testing/membership-change-fixture';
import {
  anEnabledAccount,
  createPublicPageFixture,
  type PublicPageFixture,
  seedPublicCampground,
  setUpPurchase,
  startCheckout,
} from '../testing/public-page-fixture';
import { encodeStripeObjectEvent, toStripeAccountObject } from './webhook-event';

const accountOf = (f: PublicPageFixture, campgroundId: string) =>
  f.unitOfWork.store.tables.payoutAccounts.get(campgroundId);

describe('destination charges', () => {
  it('charges every purchase to the campground’s account, the platform keeping its share, and records both', async () => {
    const { f, campground, annual } = await setUpPurchase();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: annual.id }),
    );
    const account = accountOf(f, campground.id);
    expect(account).toBeDefined();
    expect(f.gateway.intents.get(started.paymentIntentId)?.destination).toEqual({
      accountId: account?.accountId,
      applicationFeeCents: platformShare(started.fees),
    });
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }));

    const [payment] = [...f.unitOfWork.store.tables.payments.values()];
    expect(payment).toMatchObject({
      connectedAccountId: account?.accountId,
      applicationFeeCents: platformShare(started.fees),
    });
    // The campground receives its price: the charge less the platform's share.
    expect(started.amountCents - (payment?.applicationFeeCents ?? 0)).toBe(
      started.fees.subtotalAfterDiscount,
    );
  });

  it('records the destination the gateway charged, not the account stored since', async () => {
    const { f, campground, weekend } = await setUpPurchase();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    const charged = f.gateway.intents.get(started.paymentIntentId)?.destination;
    f.unitOfWork.store.tables.payoutAccounts.delete(campground.id);
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }));

    expect([...f.unitOfWork.store.tables.payments.values()][0]).toMatchObject({
      connectedAccountId: charged?.accountId,
      applicationFeeCents: charged?.applicationFeeCents,
    });
  });

  it('refuses to sell, paid or free, while the campground’s account takes no charges, creating no intent', async () => {
    const f = createPublicPageFixture();
    const { campground, types } = await seedPublicCampground(f.repos, {
      payouts: false,
      types: [
        { name: 'weekend', displayName: 'Weekend', durationDays: 3, priceCents: 6_000 },
        { name: 'free', displayName: 'Free', durationDays: 30, priceCents: 0 },
      ],
    });
    const [weekend, free] = types as [(typeof types)[number], (typeof types)[number]];
    const refused = { ok: false, code: 'PAYMENTS_NOT_ENABLED', message: PAYMENTS_NOT_ENABLED_MESSAGE };

    expect(await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id })).toEqual(
      refused,
    );
    expect(await startCheckout(f, { campgroundId: campground.id, membershipTypeId: free.id })).toEqual(
      refused,
    );

    // Connected, onboarding not finished: still not on sale.
    const { accountId } = await f.repos.payoutAccounts.create(
      campground.id,
      {
        ...anEnabledAccount('acct_unfinished'),
        detailsSubmitted: false,
        chargesEnabled: false,
        payoutsEnabled: false,
      },
      minutesAfterT0(1),
    );
    expect(await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id })).toEqual(
      refused,
    );
    expect(f.gateway.intents.size).toBe(0);
    expect(f.unitOfWork.store.tables.checkouts.size).toBe(0);

    // Charges enabled, payouts still paused: it sells, the money waits in the account.
    await f.repos.payoutAccounts.updateState(
      { ...anEnabledAccount(accountId), payoutsEnabled: false },
      minutesAfterT0(2),
    );
    unwrap(await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }));
    expect(f.gateway.intents.size).toBe(1);
  });

  it('refuses a renewal or extension while the campground’s account takes no charges', async () => {
    const f = await setUpMembershipChanges();
    const expired = await f.membership(f.member.user.id, { startDate: '2025-05-01', endDate: '2026-04-30' });
    const stored = await f.repos.payoutAccounts.findByCampground(f.campground.id);
    await f.repos.payoutAccounts.updateState(
      {
        ...anEnabledAccount(stored?.accountId ?? ''),
        chargesEnabled: false,
        disabledReason: 'rejected.fraud',
      },
      minutesAfterT0(1),
    );

    expect(
      await f.start.execute({ caller: f.caller, request: { kind: 'renewal', membershipId: expired.id } }),
    ).toMatchObject({ ok: false, code: 'PAYMENTS_NOT_ENABLED' });
    expect(f.gateway.intents.size).toBe(0);
  });

  it('charges a renewal to the campground’s account and records it on the payment', async () => {
    const f = await setUpMembershipChanges();
    const expired = await f.membership(f.member.user.id, { startDate: '2025-05-01', endDate: '2026-04-30' });
    const started = await f.pay({ kind: 'renewal', membershipId: expired.id });
    unwrap(await f.fulfil.execute(started.paymentIntentId));
    const stored = await f.repos.payoutAccounts.findByCampground(f.campground.id);
    const payment = [...f.core.unitOfWork.store.tables.payments.values()].find(
      (row) => row.gatewayPaymentId === started.paymentIntentId,
    );
    expect(payment).toMatchObject({
      purpose: 'renewal',
      connectedAccountId: stored?.accountId,
      applicationFeeCents: platformShare(started.fees),
    });
  });
});

describe('account.updated webhook', () => {
  const deliver = async (f: PublicPageFixture, id: string, account: ReturnType<typeof anEnabledAccount>) => {
    const seconds = Math.floor(f.clock.now().getTime() / 1000);
    const rawBody = encodeStripeObjectEvent({
      id,
      type: 'account.updated',
      createdSeconds: seconds,
      object: toStripeAccountObject(account),
      accountId: account.id,
    });
    const delivery = await f.gateway.signedDelivery(rawBody, seconds);
    return f.handleWebhook.execute(delivery.rawBody, delivery.signatureHeader);
  };

  it('stores the state of a known account once per event, and acknowledges an unknown account', async () => {
    const f = createPublicPageFixture();
    const { campground } = await seedPublicCampground(f.repos, { payouts: false });
    const created = await f.gateway.createConnectedAccount({
      email: 'owner@example.com',
      country: 'US',
      businessName: 'Pine Valley',
      metadata: { campgroundId: campground.id },
      idempotencyKey: 'k',
    });
    await f.repos.payoutAccounts.create(campground.id, created, f.clock.now());

    const enabled = anEnabledAccount(created.id);
    expect(unwrap(await deliver(f, 'evt_acct_1', enabled))).toEqual({ outcome: 'updated' });
    expect(accountOf(f, campground.id)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
    });

    // A replay of an older state under a handled id changes nothing.
    f.unitOfWork.store.tables.payoutAccounts.set(campground.id, {
      ...(accountOf(f, campground.id) as NonNullable<ReturnType<typeof accountOf>>),
      payoutsEnabled: false,
    });
    expect(unwrap(await deliver(f, 'evt_acct_1', enabled))).toEqual({ outcome: 'duplicate' });
    expect(accountOf(f, campground.id)?.payoutsEnabled).toBe(false);

    expect(unwrap(await deliver(f, 'evt_acct_2', anEnabledAccount('acct_not_ours')))).toEqual({
      outcome: 'ignored',
    });
    expect(f.unitOfWork.store.tables.webhookEvents.has('evt_acct_2')).toBe(false);
  });
});
