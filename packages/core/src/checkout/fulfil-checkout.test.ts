import {
  calendarDate,
  ELIGIBILITY_MESSAGES,
  PAYMENT_REFUNDED_NOTE,
  platformShare,
  refundedPurchaseMessage,
  stepOneFormOf,
  validatePurchaseStepOne,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { PAYMENT_INTENT_SUCCEEDED, type PaymentIntentDetails } from '../ports/payment-gateway';
import { T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import {
  aPurchaseForm,
  createPublicPageFixture,
  type PublicPageFixture,
  SAMPLE_FILES,
  seedPublicCampground,
  setUpPurchase as setUp,
  setUpStartedCheckout,
  startCheckout,
  uploadSample,
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
    // The receipt opens the card (the status link its QR code holds) and the dashboard.
    const token = await f.repos.statusTokens.issue(first.membership.id, 'unused', f.clock.now());
    expect(mails[1]?.text).toContain(
      `View your membership card: https://portal.camppass.test/membership-status/${encodeURIComponent(token)}`,
    );
    expect(mails[1]?.text).toContain('Open your dashboard: https://portal.camppass.test/member-dashboard');
  });

  it.each<[string, (intent: PaymentIntentDetails) => Partial<PaymentIntentDetails>]>([
    ['a lower amount', (intent) => ({ amountCents: intent.amountCents - 1 })],
    ['a higher amount', (intent) => ({ amountCents: intent.amountCents + 100 })],
    ['another currency', () => ({ currency: 'eur' })],
    ["another checkout's id", (intent) => ({ metadata: { ...intent.metadata, checkoutId: 'f'.repeat(32) } })],
    ['no checkout id', ({ metadata: { checkoutId: _, ...metadata } }) => ({ metadata })],
    ['another campground', (intent) => ({ metadata: { ...intent.metadata, campgroundId: 'elsewhere' } })],
    ['another type', (intent) => ({ metadata: { ...intent.metadata, membershipTypeId: 'other-type' } })],
  ])('refuses a succeeded payment whose intent has %s, creating nothing', async (_, tamper) => {
    const { f, started } = await paid();
    const intent = f.gateway.intents.get(started.paymentIntentId);
    if (!intent) throw new Error('no intent');
    f.gateway.intents.set(intent.id, { ...intent, status: 'succeeded', ...tamper(intent) });

    expect(await f.fulfil.execute(started.paymentIntentId)).toEqual({
      ok: false,
      code: 'PAYMENT_MISMATCH',
      message: 'The payment does not match this purchase. Please contact support before trying again.',
    });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(0);
    expect(f.unitOfWork.store.tables.payments.size).toBe(0);
    expect((await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId))?.status).toBe('pending');
  });

  it('records the payment as the card purchase of that membership, and its discount and documents with their sizes', async () => {
    const { f, campground, annual } = await setUp();
    const militaryDocumentUrl = await uploadSample(f, 'military-document', SAMPLE_FILES.pdf);
    const started = unwrap(
      await startCheckout(
        f,
        { campgroundId: campground.id, membershipTypeId: annual.id },
        { isMilitary: true, militaryDocumentUrl },
      ),
    );
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    const { membership } = unwrap(await f.fulfil.execute(started.paymentIntentId));

    expect(membership).toMatchObject({
      isMilitaryDiscount: true,
      autoRenewal: false,
      pricePaidCents: started.amountCents,
    });
    expect([...f.unitOfWork.store.tables.payments.values()]).toEqual([
      expect.objectContaining({
        gatewayPaymentId: started.paymentIntentId,
        membershipId: membership.id,
        purpose: 'purchase',
        status: 'succeeded',
        refunded: false,
        paymentMethod: 'card',
        description: 'Annual membership at Pine Valley',
        currency: 'usd',
        amountCents: started.amountCents,
        // The destination charge's platform share and account, as the gateway made it.
        applicationFeeCents: platformShare(started.fees),
        connectedAccountId: f.unitOfWork.store.tables.payoutAccounts.get(campground.id)?.accountId,
        listPriceCents: started.fees.subtotal,
        discountPercentage: started.fees.discountPercentage,
        discountCents: started.fees.discount,
      }),
    ]);
    expect(started.fees.discountPercentage).toBeGreaterThan(0);
    expect(started.fees.discount).toBeGreaterThan(0);
    const documents = [...f.unitOfWork.store.tables.identityDocuments.values()];
    expect(
      documents
        .map(({ kind, contentType, status, sizeBytes }) => [kind, contentType, status, sizeBytes])
        .sort(),
    ).toEqual([
      ['military-document', 'application/pdf', 'pending', SAMPLE_FILES.pdf.byteLength],
      ['selfie', 'image/jpeg', 'pending', SAMPLE_FILES.jpeg.byteLength],
      ['signature', 'image/png', 'pending', SAMPLE_FILES.png.byteLength],
    ]);
  });

  it('gives a membership without the discount when the buyer is not military', async () => {
    const { f, started } = await paid();
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    expect(unwrap(await f.fulfil.execute(started.paymentIntentId)).membership.isMilitaryDiscount).toBe(false);
  });

  it('keeps the profile of a buyer who has an account, and sends no welcome', async () => {
    const { f, started } = await paid();
    const user = unwrap(
      await f.repos.users.create({ email: 'avery.stone@camppass.test', passwordHash: 'hash', createdAt: T0 }),
    );
    await f.repos.users.saveProfile(user.id, { firstName: 'Avy', lastName: 'Stone', status: 'active' }, T0);
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    const { membership } = unwrap(await f.fulfil.execute(started.paymentIntentId));

    expect(membership.memberId).toBe(user.id);
    expect(await f.repos.users.findProfile(user.id)).toMatchObject({ firstName: 'Avy', numid: null });
    expect(f.mailer.sentTo('avery.stone@camppass.test').map((m) => m.tags?.kind)).toEqual([
      'purchase-receipt',
    ]);
  });

  it('answers a fulfilled payment again from what it recorded, without asking the gateway', async () => {
    const { f, started } = await paid();
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');
    const first = unwrap(await f.fulfil.execute(started.paymentIntentId));
    f.gateway.retrievePaymentIntent = async () => {
      throw new Error('gateway unreachable');
    };

    expect(await f.fulfil.execute(started.paymentIntentId)).toEqual({
      ok: true,
      value: { ...first, created: false },
    });
  });

  it('creates one membership for simultaneous calls with one payment, and answers each the same', async () => {
    const { f, started } = await paid();
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => f.fulfil.execute(started.paymentIntentId)),
    );

    const created = answers.map((answer) => unwrap(answer).created);
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(new Set(answers.map((answer) => unwrap(answer).membership.id)).size).toBe(1);
    expect(f.unitOfWork.store.tables.memberships.size).toBe(1);
    expect(f.unitOfWork.store.tables.payments.size).toBe(1);
  });

  it('leaves the consecutive counter alone with random codes', async () => {
    const { f, campground, started } = await paid();
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    unwrap(await f.fulfil.execute(started.paymentIntentId));

    expect((await f.repos.campgrounds.findSettings(campground.id))?.codeLastConsecutiveNumber).toBe(0);
  });

  it('fails loudly, creating nothing and keeping the checkout pending, when no code is free', async () => {
    const f = createPublicPageFixture();
    const { campground, types } = await seedPublicCampground(f.repos, {
      campground: { slug: 'tiny' },
      settings: { codeUseLetters: false, codeNumberMin: 7, codeNumberMax: 7, codeLength: 3 },
    });
    const target = { campgroundId: campground.id, membershipTypeId: types[0]?.id ?? '' };
    const first = unwrap(await startCheckout(f, target, { email: 'first@camppass.test' }));
    const second = unwrap(await startCheckout(f, target, { email: 'second@camppass.test' }));
    f.gateway.setStatus(first.paymentIntentId, 'succeeded');
    f.gateway.setStatus(second.paymentIntentId, 'succeeded');
    unwrap(await f.fulfil.execute(first.paymentIntentId));

    await expect(f.fulfil.execute(second.paymentIntentId)).rejects.toThrow(
      `No free membership code at campground ${campground.id} after 20 attempts`,
    );
    expect(f.unitOfWork.store.tables.memberships.size).toBe(1);
    expect(f.unitOfWork.store.tables.payments.size).toBe(1);
    expect((await f.repos.checkouts.findByPaymentIntentId(second.paymentIntentId))?.status).toBe('pending');
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
  /** Two checkouts for one e-mail and plan, both paid, the first fulfilled. */
  const twoPaid = async () => {
    const { f, campground, weekend } = await setUp();
    const target = { campgroundId: campground.id, membershipTypeId: weekend.id };
    const first = unwrap(await startCheckout(f, target));
    const second = unwrap(await startCheckout(f, target));
    f.gateway.setStatus(first.paymentIntentId, 'succeeded');
    f.gateway.setStatus(second.paymentIntentId, 'succeeded');
    const won = unwrap(await f.purchaseMembership.execute({ paymentIntentId: first.paymentIntentId }));
    return { f, campground, second, won };
  };
  const refundMails = (f: PublicPageFixture) =>
    [...f.unitOfWork.store.tables.outbox.values()].filter((m) => m.tags.kind === 'purchase-refund');

  it('is refunded once, says so, e-mails the buyer through the outbox and shows in the payment history', async () => {
    const { f, campground, second, won } = await twoPaid();

    const refused = await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId });
    const again = await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId });

    expect(refused).toEqual({
      ok: false,
      code: 'PAYMENT_REFUNDED',
      message: `${ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS} ${PAYMENT_REFUNDED_NOTE}`,
    });
    expect(again).toEqual(refused);
    expect(f.gateway.refunds).toEqual([
      expect.objectContaining({ paymentIntentId: second.paymentIntentId, amountCents: second.amountCents }),
    ]);
    expect(await f.repos.checkouts.findByPaymentIntentId(second.paymentIntentId)).toMatchObject({
      status: 'refused',
      refusalCode: 'MEMBERSHIP_ACTIVE_EXISTS',
      refundId: f.gateway.refunds[0]?.id,
      refundedAt: f.clock.now(),
    });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(1);
    const history = await f.repos.payments.listByUser(won.membership.memberId);
    expect(history.map((p) => [p.gatewayPaymentId, p.status, p.refunded, p.membershipId])).toEqual(
      expect.arrayContaining([
        [won.paymentId, 'succeeded', false, won.membership.id],
        [second.paymentIntentId, 'succeeded', true, null],
      ]),
    );
    expect(history).toHaveLength(2);
    // The refund is kept with the payment, whole.
    const refundedPayment = history.find((p) => p.gatewayPaymentId === second.paymentIntentId);
    expect(refundedPayment?.refundedCents).toBe(second.amountCents);
    expect(await f.repos.payments.listRefunds(refundedPayment?.id ?? '')).toEqual([
      expect.objectContaining({
        gatewayRefundId: f.gateway.refunds[0]?.id,
        amountCents: second.amountCents,
        reason: ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS,
        refundedBy: null,
      }),
    ]);
    const mails = refundMails(f);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'avery.stone@camppass.test',
      subject: `Your payment to ${campground.name} was refunded`,
    });
    expect(mails[0]?.text).toContain(second.paymentIntentId);
    expect(mails[0]?.text).toContain(ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS);
  });

  it('takes a destination charge’s refund back from the campground and returns the platform’s share', async () => {
    const { f, second } = await twoPaid();
    const intent = f.gateway.intents.get(second.paymentIntentId);
    if (!intent) throw new Error('no intent');
    f.gateway.intents.set(intent.id, {
      ...intent,
      destination: { accountId: 'acct_1', applicationFeeCents: 350 },
    });

    await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId });

    expect(f.gateway.refundInputs).toEqual([
      expect.objectContaining({ reverseTransfer: true, refundApplicationFee: true }),
    ]);
  });

  it('makes one refund and one e-mail when the purchase call, webhooks and reconciliation race', async () => {
    const { f, second } = await twoPaid();
    f.clock.advance({ hours: 1 });
    const now = Math.floor(f.clock.now().getTime() / 1000);
    const deliveries = await Promise.all(
      ['evt_a', 'evt_b'].map((eventId) =>
        f.gateway.webhookDelivery({
          eventId,
          type: PAYMENT_INTENT_SUCCEEDED,
          intentId: second.paymentIntentId,
          timestampSeconds: now,
        }),
      ),
    );

    const answers = await Promise.all([
      f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId }),
      ...deliveries.map((d) => f.handleWebhook.execute(d.rawBody, d.signatureHeader)),
      f.reconcile.execute({ olderThanMinutes: 10 }),
      f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId }),
    ]);

    expect(answers[0]).toMatchObject({ ok: false, code: 'PAYMENT_REFUNDED' });
    expect(answers[4]).toMatchObject({ ok: false, code: 'PAYMENT_REFUNDED' });
    expect(answers[1]).toEqual({ ok: true, value: { outcome: 'refused', code: 'PAYMENT_REFUNDED' } });
    expect(f.gateway.refunds).toHaveLength(1);
    expect(refundMails(f)).toHaveLength(1);
    const payments = [...f.unitOfWork.store.tables.payments.values()];
    expect(payments.filter((p) => p.gatewayPaymentId === second.paymentIntentId)).toEqual([
      expect.objectContaining({ refunded: true }),
    ]);
  });

  it('says the refund is pending while the gateway cannot refund, and reconciliation makes it later', async () => {
    const { f, second } = await twoPaid();
    f.gateway.refundFailure = new Error('gateway unreachable');

    const refused = await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId });
    expect(refused).toEqual({
      ok: false,
      code: 'PAYMENT_REFUND_PENDING',
      message: refundedPurchaseMessage(ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS, false),
    });
    expect(refundMails(f)).toHaveLength(0);
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toMatchObject({
      refunded: 0,
      refundsPending: 1,
    });

    f.gateway.refundFailure = null;
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toMatchObject({
      refunded: 1,
      refundsPending: 0,
    });
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toMatchObject({ refunded: 0 });
    expect(f.gateway.refunds).toHaveLength(1);
    expect(refundMails(f)).toHaveLength(1);
    expect(await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId })).toMatchObject({
      code: 'PAYMENT_REFUNDED',
    });
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
    const purchase = { ...checked.value, isMilitary: true };
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
