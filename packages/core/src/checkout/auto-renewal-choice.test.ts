import { describe, expect, it } from 'vitest';
import { setUpAutoRenewals } from '../testing/auto-renewal-fixture';
import { unwrap } from '../testing/contract-harness';
import {
  aPurchaseForm,
  createPublicPageFixture,
  type PublicPageFixture,
  SAMPLE_FILES,
  seedPublicCampground,
  setUpPurchase,
  uploadSample,
} from '../testing/public-page-fixture';

// "Renew automatically" at payment (issue 25): the card is saved off-session and fulfilment records
// the membership as renewing itself with it, once.

const buy = async (
  f: PublicPageFixture,
  target: { campgroundId: string; membershipTypeId: string },
  autoRenew: boolean,
) =>
  f.createPaymentIntent.execute({
    ...target,
    currency: 'usd',
    purchase: aPurchaseForm({
      idPhotoUrl: await uploadSample(f, 'selfie', SAMPLE_FILES.jpeg),
      signatureDataUrl: await uploadSample(f, 'signature', SAMPLE_FILES.png),
    }),
    clientKey: '203.0.113.9',
    autoRenew,
  });

describe('choosing automatic renewal at payment', () => {
  it('saves the card of an Annual purchase and records the membership as renewing itself, once', async () => {
    const { f, campground, annual } = await setUpPurchase();
    const started = unwrap(await buy(f, { campgroundId: campground.id, membershipTypeId: annual.id }, true));
    const intent = f.gateway.intents.get(started.paymentIntentId);
    expect(intent?.customerId).toMatch(/^cus_/);
    expect(intent?.metadata.autoRenewal).toBe('true');
    f.gateway.payWithCard(started.paymentIntentId);

    const results = await Promise.all([
      f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }),
      f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }),
    ]);
    const membership = unwrap(results[0]).membership;
    const stored = await f.unitOfWork.repos.memberships.findById(membership.id);
    expect(stored?.autoRenewal).toBe(true);
    const card = await f.unitOfWork.repos.autoRenewals.findCard(membership.id);
    expect(card).toMatchObject({ customerId: intent?.customerId, brand: 'visa', last4: '4242' });
    expect(await f.unitOfWork.repos.autoRenewals.findCustomer(membership.memberId)).toBe(intent?.customerId);
    expect(f.unitOfWork.store.tables.savedCards.size).toBe(1);
  });

  it('saves nothing when not chosen, or for a type shorter than a month', async () => {
    const { f, campground, annual, weekend } = await setUpPurchase();
    const plain = unwrap(await buy(f, { campgroundId: campground.id, membershipTypeId: annual.id }, false));
    expect(f.gateway.intents.get(plain.paymentIntentId)?.customerId ?? null).toBeNull();
    const short = unwrap(await buy(f, { campgroundId: campground.id, membershipTypeId: weekend.id }, true));
    expect(f.gateway.intents.get(short.paymentIntentId)?.customerId ?? null).toBeNull();
    f.gateway.payWithCard(plain.paymentIntentId);
    const { membership } = unwrap(
      await f.purchaseMembership.execute({ paymentIntentId: plain.paymentIntentId }),
    );
    expect((await f.unitOfWork.repos.memberships.findById(membership.id))?.autoRenewal).toBe(false);
    expect(f.unitOfWork.store.tables.savedCards.size).toBe(0);
  });

  it('saves the card of a renewal paid in the Renew dialog with the box ticked', async () => {
    const f = await setUpAutoRenewals();
    const expired = await f.membership(f.member.user.id, {
      startDate: '2025-05-01',
      endDate: '2026-04-30',
      status: 'expired',
    });
    const started = unwrap(
      await f.start.execute({
        caller: f.caller,
        request: { kind: 'renewal', membershipId: expired.id },
        autoRenew: true,
      }),
    );
    f.gateway.payWithCard(started.paymentIntentId);
    unwrap(
      await f.complete.execute({
        caller: f.caller,
        request: { kind: 'renewal', membershipId: expired.id },
        paymentIntentId: started.paymentIntentId,
      }),
    );
    expect(await f.repos.memberships.findById(expired.id)).toMatchObject({
      autoRenewal: true,
      status: 'active',
    });
    expect(await f.repos.autoRenewals.findCard(expired.id)).toMatchObject({ last4: '4242' });
  });

  it('makes the buyer’s gateway customer under their e-mail and full name', async () => {
    const { f, campground, annual } = await setUpPurchase();
    const started = unwrap(await buy(f, { campgroundId: campground.id, membershipTypeId: annual.id }, true));
    const customerId = f.gateway.intents.get(started.paymentIntentId)?.customerId ?? '';
    expect(f.gateway.savedCards.customers.get(customerId)).toMatchObject({
      email: 'avery.stone@camppass.test',
      name: 'Avery Stone',
    });
  });

  it('saves no card for a free Annual plan, where nothing is charged', async () => {
    const f = createPublicPageFixture();
    const { campground, types } = await seedPublicCampground(f.repos, {
      types: [{ name: 'annual', displayName: 'Annual', durationDays: 365, priceCents: 0 }],
    });
    const [free] = types;
    const started = unwrap(
      await buy(f, { campgroundId: campground.id, membershipTypeId: free?.id ?? '' }, true),
    );
    expect(started.amountCents).toBe(0);
    expect(f.gateway.savedCards.customers.size).toBe(0);
    const { membership } = unwrap(
      await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }),
    );
    expect((await f.unitOfWork.repos.memberships.findById(membership.id))?.autoRenewal).toBe(false);
  });
});
