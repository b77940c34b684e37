import {
  ELIGIBILITY_MESSAGES,
  feeBreakdown,
  MILITARY_DOCUMENT_REQUIRED,
  purchaseFees,
  SELFIE_REQUIRED,
  SIGNATURE_REQUIRED,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import {
  aPurchaseForm,
  buyMembership,
  createPublicPageFixture,
  SAMPLE_FILES,
  seedPublicCampground,
  setUpPurchase as setUp,
  startCheckout,
  uploadSample as upload,
} from '../testing/public-page-fixture';
import type { PurchaseForm } from './create-payment-intent';

describe('create-payment-intent', () => {
  it('charges the server-computed total and records a pending checkout with the breakdown', async () => {
    const { f, campground, weekend } = await setUp();
    const expected = feeBreakdown(6_000);

    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
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
        {
          isMilitary: true,
          // A file belongs to one checkout: the other buyer sends their own document.
          militaryDocumentUrl: await upload(f, 'military-document', SAMPLE_FILES.pdf),
          email: 'other@camppass.test',
        },
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

  describe('refuses before anything is created at the gateway', () => {
    it('a type from another campground, an inactive type and an unknown one: MEMBERSHIP_TYPE_NOT_FOUND', async () => {
      const { f, campground } = await setUp();
      const elsewhere = await seedPublicCampground(f.repos, { campground: { name: 'Lakeside' } });
      const { types } = await seedPublicCampground(f.repos, {
        campground: { name: 'Pine Valley too' },
        types: [{ name: 'retired', priceCents: 5_000, isActive: false }],
      });
      const notFound = {
        ok: false,
        code: 'MEMBERSHIP_TYPE_NOT_FOUND',
        message: 'Membership type not found',
      };

      for (const membershipTypeId of [elsewhere.types[0]?.id ?? '', 'no-such-type']) {
        expect(await startCheckout(f, { campgroundId: campground.id, membershipTypeId })).toEqual(notFound);
      }
      const retired = types[0]?.id ?? '';
      expect(
        await startCheckout(f, { campgroundId: types[0]?.campgroundId ?? '', membershipTypeId: retired }),
      ).toEqual(notFound);
      expect(f.gateway.intents.size).toBe(0);
      expect(f.unitOfWork.store.tables.checkouts.size).toBe(0);
    });

    it('a campground that is unknown or not open to the public: CAMPGROUND_NOT_FOUND', async () => {
      const f = createPublicPageFixture();
      const closed = await seedPublicCampground(f.repos, { campground: { status: 'suspended' } });

      expect(
        await startCheckout(f, {
          campgroundId: closed.campground.id,
          membershipTypeId: closed.types[0]?.id ?? '',
        }),
      ).toMatchObject({ ok: false, code: 'CAMPGROUND_NOT_FOUND' });
      expect(
        await startCheckout(f, {
          campgroundId: 'no-such-campground',
          membershipTypeId: closed.types[0]?.id ?? '',
        }),
      ).toMatchObject({ ok: false, code: 'CAMPGROUND_NOT_FOUND' });
      expect(f.gateway.intents.size).toBe(0);
    });

    it('a currency other than US dollars: UNSUPPORTED_CURRENCY', async () => {
      const { f, campground, weekend } = await setUp();
      const purchase = aPurchaseForm();

      for (const currency of ['eur', 'usd2', '']) {
        expect(
          await f.createPaymentIntent.execute({
            campgroundId: campground.id,
            membershipTypeId: weekend.id,
            currency,
            purchase,
            clientKey: '203.0.113.9',
          }),
        ).toEqual({
          ok: false,
          code: 'UNSUPPORTED_CURRENCY',
          message: 'Payments are accepted in US dollars (usd) only.',
        });
      }
      expect(f.gateway.intents.size).toBe(0);
    });

    it('a client amount higher than the total', async () => {
      const { f, campground, weekend } = await setUp();
      const total = feeBreakdown(6_000).total;

      expect(
        await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }, {}, total + 1),
      ).toMatchObject({ ok: false, code: 'AMOUNT_MISMATCH' });
      expect(f.gateway.intents.size).toBe(0);
    });

    it('more than 50 checkouts from one address in 10 minutes, while other addresses go on', async () => {
      const { f, campground } = await setUp();
      const attempt = (clientKey: string) =>
        f.createPaymentIntent.execute({
          campgroundId: campground.id,
          membershipTypeId: 'no-such-type',
          currency: 'usd',
          purchase: aPurchaseForm(),
          clientKey,
        });
      for (let i = 0; i < 50; i++) {
        expect(await attempt('203.0.113.50')).toMatchObject({ code: 'MEMBERSHIP_TYPE_NOT_FOUND' });
      }

      expect(await attempt('203.0.113.50')).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 600 });
      expect(await attempt('198.51.100.7')).toMatchObject({ code: 'MEMBERSHIP_TYPE_NOT_FOUND' });
      f.clock.advance({ minutes: 10 });
      expect(await attempt('203.0.113.50')).toMatchObject({ code: 'MEMBERSHIP_TYPE_NOT_FOUND' });
    });
  });

  it('takes the currency in any case and with blanks, or none at all, as US dollars', async () => {
    const { f, campground, weekend } = await setUp();

    for (const [currency, email] of [
      [' USD ', 'one@camppass.test'],
      [null, 'two@camppass.test'],
      [undefined, 'three@camppass.test'],
    ] as const) {
      const started = await f.createPaymentIntent.execute({
        campgroundId: campground.id,
        membershipTypeId: weekend.id,
        currency,
        purchase: aPurchaseForm({
          email,
          idPhotoUrl: await upload(f, 'selfie', SAMPLE_FILES.jpeg),
          signatureDataUrl: await upload(f, 'signature', SAMPLE_FILES.png),
        }),
        clientKey: '203.0.113.9',
      });
      expect(unwrap(started).currency).toBe('usd');
      expect(f.gateway.intents.get(unwrap(started).paymentIntentId)?.currency).toBe('usd');
    }
  });

  it('goes ahead when the client’s amount is the total, or when it names none', async () => {
    const { f, campground, weekend } = await setUp();
    const total = feeBreakdown(6_000).total;

    for (const [amount, email] of [
      [total, 'one@camppass.test'],
      [null, 'two@camppass.test'],
    ] as const) {
      const started = await f.createPaymentIntent.execute({
        campgroundId: campground.id,
        membershipTypeId: weekend.id,
        amount,
        currency: 'usd',
        purchase: aPurchaseForm({
          email,
          idPhotoUrl: await upload(f, 'selfie', SAMPLE_FILES.jpeg),
          signatureDataUrl: await upload(f, 'signature', SAMPLE_FILES.png),
        }),
        clientKey: '203.0.113.9',
      });
      expect(f.gateway.intents.get(unwrap(started).paymentIntentId)?.amountCents).toBe(total);
    }
  });

  it('charges the full price where the buyer is not military or the campground has the discount off', async () => {
    const { f, campground, annual } = await setUp();
    const full = feeBreakdown(120_000);
    const militaryDocumentUrl = await upload(f, 'military-document', SAMPLE_FILES.pdf);
    const civilian = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: annual.id }),
    );
    const off = await seedPublicCampground(f.repos, {
      campground: { militaryDiscountEnabled: false, militaryDiscountPercentage: 15 },
    });
    const offAnnual = off.types[1]?.id ?? '';

    const veteran = unwrap(
      await startCheckout(
        f,
        { campgroundId: off.campground.id, membershipTypeId: offAnnual },
        { isMilitary: true, militaryDocumentUrl },
      ),
    );

    expect(civilian.fees).toEqual(full);
    expect(veteran.fees).toEqual(full);
    expect(f.gateway.intents.get(veteran.paymentIntentId)?.amountCents).toBe(full.total);
  });

  it('tells the gateway who pays for what under a fresh checkout id', async () => {
    const { f, campground, weekend, annual } = await setUp();
    const ids: string[] = [];

    for (const [type, email] of [
      [weekend, 'one@camppass.test'],
      [annual, 'two@camppass.test'],
      [weekend, 'three@camppass.test'],
      [annual, 'four@camppass.test'],
    ] as const) {
      const started = unwrap(
        await startCheckout(f, { campgroundId: campground.id, membershipTypeId: type.id }, { email }),
      );
      const checkout = await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId);
      expect(f.gateway.intents.get(started.paymentIntentId)?.metadata).toEqual({
        checkoutId: checkout?.id,
        campgroundId: campground.id,
        membershipTypeId: type.id,
        memberEmail: email,
        memberName: 'Avery Stone',
      });
      ids.push(checkout?.id ?? '');
    }

    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(4);
  });

  describe('the uploads', () => {
    const pngDataUrl = `data:image/png;base64,${Buffer.from(SAMPLE_FILES.png).toString('base64')}`;
    const setUpAnnual = async () => {
      const { f, campground, annual } = await setUp();
      const attempt = (form: Partial<PurchaseForm>) =>
        f.createPaymentIntent.execute({
          campgroundId: campground.id,
          membershipTypeId: annual.id,
          currency: 'usd',
          purchase: aPurchaseForm(form),
          clientKey: '203.0.113.9',
        });
      return { f, attempt, selfie: () => upload(f, 'selfie', SAMPLE_FILES.jpeg) };
    };

    it('names each file it does not hold on its own field, the first as the message', async () => {
      const { f, attempt, selfie } = await setUpAnnual();
      const idPhotoUrl = await selfie();
      const signatureDataUrl = await upload(f, 'signature', SAMPLE_FILES.png);
      const gone = {
        idPhotoUrl: 'uploads/selfie/0123456789abcdef0123456789abcdef.jpg',
        signatureDataUrl: 'uploads/signature/0123456789abcdef0123456789abcdef.png',
        militaryDocumentUrl: 'uploads/military-document/0123456789abcdef0123456789abcdef.pdf',
      };

      expect(await attempt({ ...gone, isMilitary: true })).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        message: SELFIE_REQUIRED,
        fieldErrors: {
          selfieWithId: SELFIE_REQUIRED,
          militaryDocument: MILITARY_DOCUMENT_REQUIRED,
          signature: SIGNATURE_REQUIRED,
        },
      });
      expect(await attempt({ ...gone, idPhotoUrl })).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        message: SIGNATURE_REQUIRED,
        fieldErrors: { signature: SIGNATURE_REQUIRED },
      });
      expect(await attempt({ ...gone, idPhotoUrl, signatureDataUrl, isMilitary: true })).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        message: MILITARY_DOCUMENT_REQUIRED,
        fieldErrors: { militaryDocument: MILITARY_DOCUMENT_REQUIRED },
      });
      expect(unwrap(await attempt({ ...gone, idPhotoUrl, signatureDataUrl })).fees.discount).toBe(0);
      expect(f.gateway.intents.size).toBe(1);
    });

    it('stores a signature drawn on the page and sent inline as a PNG', async () => {
      const { f, attempt, selfie } = await setUpAnnual();

      const started = unwrap(
        await attempt({ idPhotoUrl: await selfie(), signatureDataUrl: ` ${pngDataUrl}\n` }),
      );

      const checkout = await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId);
      const signature = checkout?.uploads?.signature ?? '';
      expect(signature).toMatch(/^uploads\/signature\//);
      expect((await f.storage.get(signature))?.bytes).toEqual(SAMPLE_FILES.png);
    });

    it('refuses an inline signature that is not a PNG', async () => {
      const { f, attempt, selfie } = await setUpAnnual();
      const idPhotoUrl = await selfie();
      const stored = f.storage.files.size;

      for (const signatureDataUrl of [
        `data:image/png;base64,${Buffer.from(SAMPLE_FILES.text).toString('base64')}`,
        `data:image/jpeg;base64,${Buffer.from(SAMPLE_FILES.jpeg).toString('base64')}`,
        'data:image/png;base64,',
      ]) {
        expect(await attempt({ idPhotoUrl, signatureDataUrl })).toMatchObject({
          code: 'VALIDATION_ERROR',
          fieldErrors: { signature: SIGNATURE_REQUIRED },
        });
      }
      expect(f.storage.files.size).toBe(stored);
    });
  });
});
