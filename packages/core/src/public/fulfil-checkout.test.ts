import { calendarDate, purchaseDetailsOf, stepOneFormOf, validatePurchaseStepOne } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import {
  aPurchaseForm,
  createPublicPageFixture,
  seedPublicCampground,
  setUpPurchase as setUp,
  setUpStartedCheckout,
  startCheckout,
} from '../testing/public-page-fixture';
import { profileOfPurchase } from './fulfil-checkout';

describe('fulfil-checkout, reached through purchase-membership', () => {
  const paid = setUpStartedCheckout;

  it('creates account, profile, payment, membership and documents once, and e-mails welcome and receipt', async () => {
    const { f, campground, weekend, started } = await paid();
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    const first = unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }));
    const again = unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }));

    expect(first).toMatchObject({
      created: true,
      archivedCount: 0,
      message: 'Your membership has been created successfully.',
    });
    expect(first.membership).toMatchObject({
      campgroundId: campground.id,
      membershipTypeId: weekend.id,
      startDate: '2026-06-05',
      endDate: '2026-06-07',
      status: 'active',
      paymentStatus: 'paid',
      pricePaidCents: started.amountCents,
    });
    expect(first.membership.membershipCode).toMatch(/^CAM-[A-Z]{4}\d{4}$/);
    expect(again).toEqual({ ...first, created: false });
    const tables = f.unitOfWork.store.tables;
    expect(tables.memberships.size).toBe(1);
    expect(tables.payments.size).toBe(1);
    expect([...tables.payments.values()][0]).toMatchObject({
      gatewayPaymentId: started.paymentIntentId,
      membershipId: first.membership.id,
      userId: first.membership.memberId,
      amountCents: started.amountCents,
    });
    expect([...tables.identityDocuments.values()].map((d) => d.kind).sort()).toEqual(['selfie', 'signature']);
    const user = await f.repos.users.findByEmail('avery.stone@camppass.test');
    expect(user?.passwordHash).toBeNull();
    expect(await f.repos.users.findProfile(user?.id ?? '')).toMatchObject({
      firstName: 'Avery',
      numid: 'D1234567',
    });
    const mails = f.mailer.sentTo('avery.stone@camppass.test');
    expect(mails.map((m) => m.tags?.kind)).toEqual(['welcome', 'purchase-receipt']);
    expect(mails[0]?.text).toContain('https://portal.camppass.test/auth/reset-password?type=recovery&code=');
    expect(mails[1]?.text).toContain(first.membership.membershipCode);
    expect(mails[1]?.text).toContain('Total paid: $');
  });

  it("refuses an intent whose amount or metadata is not the checkout's", async () => {
    const { f, started } = await paid();
    const intent = f.gateway.intents.get(started.paymentIntentId);
    if (!intent) throw new Error('no intent');
    f.gateway.intents.set(intent.id, { ...intent, status: 'succeeded', amountCents: intent.amountCents - 1 });

    expect(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).toMatchObject({
      ok: false,
      code: 'PAYMENT_MISMATCH',
    });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(0);
  });

  it('archives expired memberships of other types and says how many', async () => {
    const { f, campground, weekend, annual } = await setUp();
    const first = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: annual.id }),
    );
    f.gateway.setStatus(first.paymentIntentId, 'succeeded');
    const old = unwrap(await f.purchaseMembership.execute({ paymentIntentId: first.paymentIntentId }));
    f.clock.advance({ days: 400 });

    const second = unwrap(
      await startCheckout(
        f,
        { campgroundId: campground.id, membershipTypeId: weekend.id },
        { startDate: '2027-07-10' },
      ),
    );
    f.gateway.setStatus(second.paymentIntentId, 'succeeded');
    const bought = unwrap(await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId }));

    expect(bought.archivedCount).toBe(1);
    expect(bought.message).toBe(
      'Your membership has been created successfully. 1 expired membership of other types was archived.',
    );
    expect((await f.repos.memberships.findById(old.membership.id))?.status).toBe('archived');
  });

  it('gives consecutive numbers from the campground counter', async () => {
    const f = createPublicPageFixture();
    const { campground, types } = await seedPublicCampground(f.repos, {
      campground: { slug: 'river-bend' },
      settings: {
        codeUseLetters: false,
        codeGenerateRandomNumbers: false,
        codeLength: 6,
        codeLastConsecutiveNumber: 41,
      },
    });
    const codes = [];
    for (const email of ['a@camppass.test', 'b@camppass.test']) {
      const started = unwrap(
        await startCheckout(
          f,
          { campgroundId: campground.id, membershipTypeId: types[0]?.id ?? '' },
          { email },
        ),
      );
      f.gateway.setStatus(started.paymentIntentId, 'succeeded');
      codes.push(
        unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).membership
          .membershipCode,
      );
    }
    expect(codes).toEqual(['RIV-000042', 'RIV-000043']);
    expect((await f.repos.campgrounds.findSettings(campground.id))?.codeLastConsecutiveNumber).toBe(43);
  });
});

describe('a payment that lost a race', () => {
  it('is refused with its eligibility code, creates nothing and answers the same when asked again', async () => {
    const { f, campground, weekend } = await setUp();
    const target = { campgroundId: campground.id, membershipTypeId: weekend.id };
    const first = unwrap(await startCheckout(f, target));
    const second = unwrap(await startCheckout(f, target));
    f.gateway.setStatus(first.paymentIntentId, 'succeeded');
    f.gateway.setStatus(second.paymentIntentId, 'succeeded');
    unwrap(await f.purchaseMembership.execute({ paymentIntentId: first.paymentIntentId }));

    const refused = await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId });
    const again = await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId });

    expect(refused).toMatchObject({ ok: false, code: 'MEMBERSHIP_ACTIVE_EXISTS' });
    expect(again).toEqual(refused);
    expect(await f.repos.checkouts.findByPaymentIntentId(second.paymentIntentId)).toMatchObject({
      status: 'refused',
      refusalCode: 'MEMBERSHIP_ACTIVE_EXISTS',
    });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(1);
    expect(f.unitOfWork.store.tables.payments.size).toBe(1);
  });
});

describe('profileOfPurchase', () => {
  it("makes the buyer's active profile from the checkout, military status from the applied discount", () => {
    const checked = validatePurchaseStepOne(
      stepOneFormOf(aPurchaseForm({ idPhotoUrl: 'a', signatureDataUrl: 'b' })),
      {
        today: calendarDate('2026-06-01'),
        durationDays: 3,
      },
    );
    if (!checked.ok) throw new Error(checked.message);
    const purchase = { ...purchaseDetailsOf(checked.value), isMilitary: true };
    expect(profileOfPurchase(purchase)).toEqual({
      title: 'Ms',
      firstName: 'Avery',
      lastName: 'Stone',
      numid: 'D1234567',
      phone: '555-0100',
      dateOfBirth: '1991-03-14',
      streetAddress: '1 Lake Road',
      city: 'Austin',
      stateProvince: 'TX',
      postalCode: '73301',
      country: 'US',
      specialRequests: null,
      status: 'active',
      militaryStatus: 'military',
    });
    expect(profileOfPurchase({ ...purchase, isMilitary: false }).militaryStatus).toBeNull();
  });
});
