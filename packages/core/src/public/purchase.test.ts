import { ELIGIBILITY_MESSAGES, feeBreakdown, purchaseFees } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import {
  aPurchaseForm,
  createPublicPageFixture,
  type PublicPageFixture,
  SAMPLE_FILES,
  seedPublicCampground,
} from '../testing/public-page-fixture';
import type { PurchaseForm } from './create-payment-intent';

const upload = async (
  f: PublicPageFixture,
  kind: 'selfie' | 'signature' | 'military-document',
  bytes: Uint8Array,
) => {
  const stored = await f.uploads.execute({ kind, bytes, clientKey: '203.0.113.9' });
  if (!stored.ok) throw new Error(stored.message);
  return stored.value.uploadId;
};

const startCheckout = async (
  f: PublicPageFixture,
  target: { campgroundId: string; membershipTypeId: string },
  form: Partial<PurchaseForm> = {},
  amount?: number,
) => {
  const idPhotoUrl = await upload(f, 'selfie', SAMPLE_FILES.jpeg);
  const signatureDataUrl = await upload(f, 'signature', SAMPLE_FILES.png);
  return f.createPaymentIntent.execute({
    ...target,
    ...(amount === undefined ? {} : { amount }),
    currency: 'usd',
    purchase: aPurchaseForm({ idPhotoUrl, signatureDataUrl, ...form }),
    clientKey: '203.0.113.9',
  });
};

const setUp = async () => {
  const f = createPublicPageFixture();
  const { campground, types } = await seedPublicCampground(f.repos);
  const [weekend, annual] = types as [(typeof types)[0], (typeof types)[0]];
  return { f, campground, weekend, annual };
};

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
});

describe('uploads', () => {
  it('decides the type by the bytes: text is refused whatever was declared, a PDF is a military document only', async () => {
    const f = createPublicPageFixture();
    const refused = await f.uploads.execute({ kind: 'selfie', bytes: SAMPLE_FILES.text, clientKey: 'a' });
    const pdfSelfie = await f.uploads.execute({ kind: 'selfie', bytes: SAMPLE_FILES.pdf, clientKey: 'a' });
    const jpegSignature = await f.uploads.execute({
      kind: 'signature',
      bytes: SAMPLE_FILES.jpeg,
      clientKey: 'a',
    });
    const military = unwrap(
      await f.uploads.execute({ kind: 'military-document', bytes: SAMPLE_FILES.pdf, clientKey: 'a' }),
    );

    expect(refused).toMatchObject({
      ok: false,
      code: 'INVALID_FILE_TYPE',
      message: 'Please select a valid image file (JPG, PNG, or WebP)',
    });
    expect(pdfSelfie).toMatchObject({ ok: false, code: 'INVALID_FILE_TYPE' });
    expect(jpegSignature).toMatchObject({ ok: false, code: 'INVALID_FILE_TYPE' });
    expect(military).toMatchObject({ kind: 'military-document', contentType: 'application/pdf' });
    expect(f.storage.files.get(military.uploadId)?.contentType).toBe('application/pdf');
    expect(military.uploadId).toMatch(/^uploads\/military-document\/[0-9a-f]{32}\.pdf$/);
  });
});

describe('purchase-membership', () => {
  const paid = async () => {
    const s = await setUp();
    const started = unwrap(
      await startCheckout(s.f, { campgroundId: s.campground.id, membershipTypeId: s.weekend.id }),
    );
    return { ...s, started };
  };

  it('waits for the gateway to report success', async () => {
    const { f, started } = await paid();
    expect(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).toMatchObject({
      ok: false,
      code: 'PAYMENT_NOT_SUCCEEDED',
      message: 'Payment status is not succeeded',
    });
    expect(await f.purchaseMembership.execute({ paymentIntentId: 'pi_unknown' })).toMatchObject({
      ok: false,
      code: 'PAYMENT_INTENT_NOT_FOUND',
    });
  });

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

  it('answers MEMBERSHIP_ACTIVE_EXISTS before payment for an e-mail holding the type', async () => {
    const { f, campground, weekend } = await setUp();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');
    unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }));

    expect(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    ).toMatchObject({
      ok: false,
      code: 'MEMBERSHIP_ACTIVE_EXISTS',
      message: ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS,
    });
    expect(
      unwrap(
        await f.checkEmail.execute({
          email: ' Avery.Stone@camppass.test ',
          membershipTypeId: weekend.id,
          campgroundId: campground.id,
          clientKey: 'x',
        }),
      ),
    ).toMatchObject({
      canProceed: false,
      code: 'ACTIVE_MEMBERSHIP',
      loginUrl: 'https://portal.camppass.test/member-login',
    });
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

describe('payments webhook and reconciliation', () => {
  it('fulfils from a signed webhook alone, once per event id, and refuses forged and stale ones', async () => {
    const { f, campground, weekend } = await setUp();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');
    const now = Math.floor(f.clock.now().getTime() / 1000);
    const delivery = await f.gateway.webhookDelivery({
      eventId: 'evt_1',
      type: 'payment_intent.succeeded',
      intentId: started.paymentIntentId,
      timestampSeconds: now,
    });

    const forged = await f.handleWebhook.execute(
      delivery.rawBody.replace('"succeeded"', '"succeeded" '),
      delivery.signatureHeader,
    );
    const stale = await f.gateway.webhookDelivery({
      eventId: 'evt_0',
      type: 'payment_intent.succeeded',
      intentId: started.paymentIntentId,
      timestampSeconds: now - 301,
    });
    expect(forged).toMatchObject({ ok: false, code: 'INVALID_SIGNATURE' });
    expect(await f.handleWebhook.execute(stale.rawBody, stale.signatureHeader)).toMatchObject({
      ok: false,
      code: 'STALE_EVENT',
    });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(0);

    expect(unwrap(await f.handleWebhook.execute(delivery.rawBody, delivery.signatureHeader))).toMatchObject({
      outcome: 'fulfilled',
    });
    expect(unwrap(await f.handleWebhook.execute(delivery.rawBody, delivery.signatureHeader))).toEqual({
      outcome: 'duplicate',
    });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(1);
    expect(
      unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).created,
    ).toBe(false);
  });

  it('reconciles succeeded checkouts older than the window and leaves unpaid ones pending', async () => {
    const { f, campground, weekend, annual } = await setUp();
    const paidOne = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    const unpaid = unwrap(
      await startCheckout(
        f,
        { campgroundId: campground.id, membershipTypeId: annual.id },
        { email: 'late@camppass.test' },
      ),
    );
    f.gateway.setStatus(paidOne.paymentIntentId, 'succeeded');

    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toMatchObject({ examined: 0 });
    f.clock.advance({ minutes: 11 });
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toEqual({
      examined: 2,
      fulfilled: 1,
      refused: 0,
      unpaid: 1,
      failed: 0,
    });
    expect((await f.repos.checkouts.findByPaymentIntentId(unpaid.paymentIntentId))?.status).toBe('pending');
  });
});
