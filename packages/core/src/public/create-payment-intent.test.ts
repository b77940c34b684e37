import { ELIGIBILITY_MESSAGES, feeBreakdown, purchaseFees } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import {
  buyMembership,
  SAMPLE_FILES,
  setUpPurchase as setUp,
  startCheckout,
  uploadSample as upload,
} from '../testing/public-page-fixture';

describe('create-payment-intent', () => {
  it('charges the server-computed total and records a pending checkout with the breakdown', async () => {
    const { f, campground, weekend } = await setUp();
    const expected = feeBreakdown(6_000);

    const started = unwrap(
      await startCheckout(
        f,
        { campgroundId: campground.id, membershipTypeId: weekend.id },
        {},
        expected.total,
      ),
    );

    expect(started.amountCents).toBe(expected.total);
    expect(started.fees).toEqual(expected);
    expect(f.gateway.intents.get(started.paymentIntentId)?.amountCents).toBe(expected.total);
    const checkout = await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId);
    expect(checkout).toMatchObject({
      status: 'pending',
      amountCents: expected.total,
      purchase: { email: 'avery.stone@camppass.test', startDate: '2026-06-05', endDate: '2026-06-07' },
    });
  });

  it('refuses a client amount that differs from the computed one, before any intent exists', async () => {
    const { f, campground, weekend } = await setUp();
    const result = await startCheckout(
      f,
      { campgroundId: campground.id, membershipTypeId: weekend.id },
      {},
      100,
    );
    expect(result).toMatchObject({ ok: false, code: 'AMOUNT_MISMATCH' });
    expect(f.gateway.intents.size).toBe(0);
  });

  it('applies the military discount only with an eligible type and a military document', async () => {
    const { f, campground, weekend, annual } = await setUp();
    const militaryDocumentUrl = await upload(f, 'military-document', SAMPLE_FILES.pdf);
    const discounted = purchaseFees(120_000, { applies: true, campgroundPercentage: 15 });

    const eligible = unwrap(
      await startCheckout(
        f,
        { campgroundId: campground.id, membershipTypeId: annual.id },
        { isMilitary: true, militaryDocumentUrl },
      ),
    );
    const notEligible = unwrap(
      await startCheckout(
        f,
        { campgroundId: campground.id, membershipTypeId: weekend.id },
        { isMilitary: true, militaryDocumentUrl, email: 'other@camppass.test' },
      ),
    );
    const withoutDocument = await startCheckout(
      f,
      { campgroundId: campground.id, membershipTypeId: annual.id },
      { isMilitary: true, email: 'third@camppass.test' },
    );

    expect(eligible.fees).toEqual(discounted);
    expect(eligible.fees.discount).toBe(18_000);
    expect(notEligible.fees.discount).toBe(0);
    expect(withoutDocument).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
  });

  it('refuses uploads named for another kind, a buyer under 21 and a missing selfie', async () => {
    const { f, campground, weekend } = await setUp();
    const target = { campgroundId: campground.id, membershipTypeId: weekend.id };
    const signature = await upload(f, 'signature', SAMPLE_FILES.png);

    const swapped = await startCheckout(f, target, { idPhotoUrl: signature });
    const young = await startCheckout(f, target, { dateOfBirth: '2010-01-01' });

    expect(swapped).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: { selfieWithId: 'Selfie with ID is required' },
    });
    expect(young).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: { dateOfBirth: expect.stringContaining('21') },
    });
  });

  it('answers MEMBERSHIP_ACTIVE_EXISTS before payment for an e-mail holding the type', async () => {
    const { f, campground, weekend } = await setUp();
    await buyMembership(f, { campgroundId: campground.id, membershipTypeId: weekend.id });

    expect(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    ).toMatchObject({
      ok: false,
      code: 'MEMBERSHIP_ACTIVE_EXISTS',
      message: ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS,
    });
  });
});
