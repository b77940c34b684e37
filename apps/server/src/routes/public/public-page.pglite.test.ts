import { FILE_STORAGE, SIMULATED_CARD_PAYMENTS, signWebhookPayload, UNIT_OF_WORK } from '@camppass/core';
import { ReconcileCheckouts } from '@camppass/core/checkout/reconcile-checkouts';
import { aMembership, SAMPLE_FILES } from '@camppass/core/testing';
import {
  ELIGIBILITY_MESSAGES,
  feeBreakdown,
  REMINDER_NO_ACTIVE_MEMBERSHIP,
  refundedPurchaseMessage,
  VALIDITY_MESSAGES,
} from '@camppass/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { USE_CASES } from '../../container/core-module';
import { call, SOCKET } from '../../testing/http';
import { sharedPglite } from '../../testing/pglite';
import {
  confirmCard,
  confirmWithoutWebhook,
  seedPineValley,
  startFreePurchase,
  startPurchase,
  uploadFile,
} from '../../testing/public-page-http';
import { type TestApp, testApp } from '../../testing/test-app';

const pglite = sharedPglite();
afterAll(pglite.close);

const open = () => testApp({ persistence: pglite.persistence });

let test: TestApp;
let pine: Awaited<ReturnType<typeof seedPineValley>>;
const weekend = () => ({ campgroundId: pine.campground.id, membershipTypeId: pine.types[0]?.id ?? '' });
const count = async (table: string) => {
  const [row] =
    (await pglite.database?.sql.query<{ n: number }>(`select count(*)::int as n from ${table}`)) ?? [];
  return row?.n ?? -1;
};

beforeEach(async () => {
  test = await open();
  pine = await seedPineValley(test);
});

describe('public page over HTTP (PGlite)', () => {
  it('get-campground by id and slug, list-campgrounds by name', async () => {
    const byId = await call(test, `get-campground?id=${pine.campground.id}`, { method: 'GET' });
    const bySlug = await call(test, 'get-campground?slug=pine-valley', { method: 'GET' });
    const missing = await call(test, 'get-campground?slug=nowhere', { method: 'GET' });
    const list = await call(test, 'list-campgrounds', { method: 'GET' });

    expect(byId.status).toBe(200);
    expect(byId.json).toMatchObject({
      success: true,
      data: {
        campground: { id: pine.campground.id, slug: 'pine-valley', military_discount_percentage: 15 },
        membershipTypes: [
          { display_name: 'Weekend', price: 60, duration_days: 3 },
          { display_name: 'Annual', price: 1200, military_discount_eligible: true },
        ],
        descriptions: { hasCustomMembershipTypes: false },
      },
    });
    expect(bySlug.json).toEqual(byId.json);
    expect(missing).toMatchObject({
      status: 404,
      json: { code: 'CAMPGROUND_NOT_FOUND', error: 'Campground not found' },
    });
    expect(list.json).toMatchObject({ success: true, data: { campgrounds: [{ slug: 'pine-valley' }] } });
  });

  it('lists the public functions in the OpenAPI document', async () => {
    const res = await test.app.request('/functions/v1/openapi.json', {}, SOCKET);
    const paths = Object.keys(((await res.json()) as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/functions/v1/create-payment-intent', '/functions/v1/validate-membership']),
    );
  });

  it('a full purchase: uploads, server-priced intent, card, purchase-membership, e-mails', async () => {
    const total = feeBreakdown(6_000).total;
    const started = await startPurchase(test, weekend(), {}, total);
    expect(started.status, started.body).toBe(200);
    expect(started.json).toMatchObject({
      amount: total,
      currency: 'usd',
      breakdown: { subtotal: 60, platformFee: 3.5, total: total / 100 },
    });
    const clientSecret = started.json.clientSecret as string;

    const early = await call(test, 'purchase-membership', {
      body: { paymentIntentId: started.json.paymentIntentId },
    });
    expect(early).toMatchObject({ status: 402, json: { code: 'PAYMENT_NOT_SUCCEEDED' } });

    expect((await confirmCard(test, clientSecret)).json).toMatchObject({
      success: true,
      status: 'succeeded',
    });
    const bought = await call(test, 'purchase-membership', {
      body: { paymentIntentId: started.json.paymentIntentId },
    });
    expect(bought.status, bought.body).toBe(200);
    const membership = (bought.json.data as { membership: { membership_code: string } }).membership;
    expect(membership.membership_code).toMatch(/^PIN-[A-Z]{4}\d{4}$/);
    expect(bought.json).toMatchObject({ data: { logicalDelete: { deletedCount: 0 } } });
    expect(await count('memberships')).toBe(1);
    expect(await count('identity_documents')).toBe(2);
    const outbox = await pglite.database?.sql.query<{ subject: string }>(
      'select subject from outbox order by created_at',
    );
    expect(outbox?.map((m) => m.subject)).toEqual([
      'Welcome to Pine Valley: set your password',
      `Your membership at Pine Valley: ${membership.membership_code}`,
    ]);

    const valid = await call(test, 'validate-membership', {
      body: {
        membershipCode: membership.membership_code.toLowerCase(),
        email: 'Avery.Stone@camppass.test',
        campgroundSlug: 'pine-valley',
        dateRanges: [['2026-06-05', '2026-06-07']],
      },
    });
    expect(valid.json).toMatchObject({ success: true, valid: true, status: 'active' });
  });

  it('a declined card creates nothing', async () => {
    const started = await startPurchase(test, weekend());
    const declined = await confirmCard(test, started.json.clientSecret as string, '4000 0000 0000 0002');
    expect(declined).toMatchObject({
      status: 402,
      json: { code: 'CARD_DECLINED', error: 'Your card was declined.' },
    });
    const bought = await call(test, 'purchase-membership', {
      body: { paymentIntentId: started.json.paymentIntentId },
    });
    expect(bought.status).toBe(402);
    expect(await count('memberships')).toBe(0);
  });

  it('20 concurrent purchase-membership calls with one payment id create one membership', async () => {
    const started = await startPurchase(test, weekend());
    await confirmWithoutWebhook(test, started.json.clientSecret as string);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(test, 'purchase-membership', { body: { paymentIntentId: started.json.paymentIntentId } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.json.data)))).toHaveProperty('size', 1);
    expect(await count('memberships')).toBe(1);
    expect(await count('payments')).toBe(1);
    expect(await count('users')).toBe(1);
    expect(await count('identity_documents')).toBe(2);
  });

  it('a $0 plan needs no card: 20 parallel purchase-membership calls make one membership and no payment', async () => {
    const started = await startFreePurchase(test, pine.campground.id);
    expect(started.status, started.body).toBe(200);
    expect(started.json).toMatchObject({ clientSecret: '', amount: 0, breakdown: { total: 0 } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(test, 'purchase-membership', { body: { paymentIntentId: started.json.paymentIntentId } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.json.data)))).toHaveProperty('size', 1);
    expect(answers[0]?.json.data).toMatchObject({ membership: { price_paid: 0, status: 'active' } });
    expect(await count('memberships')).toBe(1);
    expect(await count('payments')).toBe(0);
    expect(await count('users')).toBe(1);
    expect(await count('identity_documents')).toBe(2);
  });

  it('refunds a second paid purchase that lost the race, once, tells the buyer and keeps it in the history', async () => {
    const first = await startPurchase(test, weekend());
    const second = await startPurchase(test, weekend());
    await confirmWithoutWebhook(test, first.json.clientSecret as string);
    await confirmWithoutWebhook(test, second.json.clientSecret as string);
    const won = await call(test, 'purchase-membership', {
      body: { paymentIntentId: first.json.paymentIntentId },
    });
    expect(won.status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(test, 'purchase-membership', { body: { paymentIntentId: second.json.paymentIntentId } }),
      ),
    );
    expect(answers.map((a) => [a.status, a.json.code])).toEqual(Array(5).fill([409, 'PAYMENT_REFUNDED']));
    expect(answers[0]?.json.error).toBe(
      refundedPurchaseMessage(ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS, true),
    );
    const gateway = test.container.get(SIMULATED_CARD_PAYMENTS);
    const refund = await gateway.findRefund(second.json.paymentIntentId as string);
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: second.json.amount });
    const payments = await pglite.database?.sql.query<{ gateway_payment_id: string; refunded: boolean }>(
      'select gateway_payment_id, refunded from payments order by seq',
    );
    expect(payments).toEqual([
      { gateway_payment_id: first.json.paymentIntentId, refunded: false },
      { gateway_payment_id: second.json.paymentIntentId, refunded: true },
    ]);
    const mails = await pglite.database?.sql.query<{ subject: string }>(
      `select subject from outbox where tags->>'kind' = 'purchase-refund'`,
    );
    expect(mails).toEqual([{ subject: `Your payment to ${pine.campground.name} was refunded` }]);
    expect(await count('memberships')).toBe(1);
  });

  it('the webhook alone creates the membership; a replay is deduplicated', async () => {
    const started = await startPurchase(test, weekend());
    // The campground's onboarding sent its own event (account.updated) before.
    const events = await count('webhook_events');
    await confirmCard(test, started.json.clientSecret as string);
    expect(await count('memberships')).toBe(1);
    expect(await count('webhook_events')).toBe(events + 1);
    const later = await call(test, 'purchase-membership', {
      body: { paymentIntentId: started.json.paymentIntentId },
    });
    expect(later.status).toBe(200);
    expect(await count('memberships')).toBe(1);
  });

  it('reconciliation completes a paid checkout whose browser call and webhook were both lost', async () => {
    const started = await startPurchase(test, weekend());
    await confirmWithoutWebhook(test, started.json.clientSecret as string);
    const reconcile = test.container.get(USE_CASES)(ReconcileCheckouts);

    expect(await reconcile.execute({ olderThanMinutes: 15 })).toMatchObject({ examined: 0 });
    test.clock.advance({ minutes: 16 });
    expect(await reconcile.execute({ olderThanMinutes: 15 })).toMatchObject({ examined: 1, fulfilled: 1 });
    expect(await count('memberships')).toBe(1);
    expect(await reconcile.execute({ olderThanMinutes: 15 })).toMatchObject({ examined: 0 });
  });

  it('refuses forged and stale webhooks, tampered amounts, and events the gateway does not confirm', async () => {
    const started = await startPurchase(test, weekend());
    const intentId = started.json.paymentIntentId as string;
    const now = Math.floor(test.clock.now().getTime() / 1000);
    const event = (amount: number) =>
      JSON.stringify({
        id: `evt_forged_${amount}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: now,
        data: {
          object: {
            id: intentId,
            object: 'payment_intent',
            amount,
            currency: 'usd',
            status: 'succeeded',
            metadata: {},
          },
        },
      });
    const post = (body: string, signature: string) =>
      test.app.request(
        '/functions/v1/payments-webhook',
        {
          method: 'POST',
          headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
          body,
        },
        SOCKET,
      );

    const forged = await post(event(1), await signWebhookPayload(event(1), 'whsec_not_ours_at_all', now));
    const stale = await post(event(1), await signWebhookPayload(event(1), 'whsec_test_simulated', now - 600));
    const unsigned = await post(event(1), '');
    expect([forged.status, stale.status, unsigned.status]).toEqual([400, 400, 400]);
    expect((await stale.json()) as object).toMatchObject({ code: 'STALE_EVENT' });
    expect((await forged.json()) as object).toMatchObject({ code: 'INVALID_SIGNATURE' });

    // Signed with the right secret, but the gateway itself says the intent is unpaid.
    const genuine = await post(event(1), await signWebhookPayload(event(1), 'whsec_test_simulated', now));
    expect(genuine.status).toBe(200);
    expect(await count('memberships')).toBe(0);

    const tampered = await startPurchase(test, weekend(), { email: 'second@camppass.test' }, 100);
    expect(tampered).toMatchObject({ status: 409, json: { code: 'AMOUNT_MISMATCH' } });
  });

  it('refuses bytes that are no image whatever the declared type, and answers 413 for oversize', async () => {
    const text = await uploadFile(test, 'selfie', SAMPLE_FILES.text, 'image/jpeg');
    const pdfSelfie = await uploadFile(test, 'selfie', SAMPLE_FILES.pdf, 'image/png');
    expect(text).toMatchObject({ status: 415, json: { code: 'INVALID_FILE_TYPE' } });
    expect(pdfSelfie.status).toBe(415);

    const declared = await test.app.request(
      '/functions/v1/upload-document?kind=selfie',
      {
        method: 'POST',
        headers: { 'content-length': String(10 * 1024 * 1024 + 1) },
        body: SAMPLE_FILES.jpeg,
      },
      SOCKET,
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      error: 'File size must be less than 10MB',
    });

    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const streamed = await test.app.request(
      '/functions/v1/upload-document?kind=selfie',
      {
        method: 'POST',
        body: new ReadableStream({
          pull(controller) {
            sent += 1;
            if (sent > 20) controller.close();
            else controller.enqueue(sent === 1 ? Uint8Array.from([...SAMPLE_FILES.jpeg, ...chunk]) : chunk);
          },
        }),
        duplex: 'half',
      } as RequestInit,
      SOCKET,
    );
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });

  it('keeps identity files unreachable without a valid, unexpired signed link', async () => {
    const selfie = await uploadFile(test, 'selfie', SAMPLE_FILES.jpeg);
    const key = selfie.json.data?.uploadId ?? '';
    const link = new URL(
      (await test.container.get(FILE_STORAGE).signedUrl(key, { expiresInSeconds: 60 })).url,
    );
    const get = (path: string) => test.app.request(path, {}, SOCKET);

    const opened = await get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(SAMPLE_FILES.jpeg);
    const refused = async (path: string) => {
      const res = await get(path);
      const body = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(body).includes(Buffer.from(SAMPLE_FILES.jpeg))).toBe(false);
      return res.status;
    };
    expect(await refused(link.pathname)).toBe(403);
    const forged = new URL(link);
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect(await refused(`${forged.pathname}${forged.search}`)).toBe(403);
    test.clock.advance({ seconds: 61 });
    expect(await refused(`${link.pathname}${link.search}`)).toBe(403);
  });

  it('validate-membership answers each code', async () => {
    const member = await test.container.get(UNIT_OF_WORK).run(async (repos) => {
      const user = await repos.users.create({
        email: 'member@camppass.test',
        passwordHash: null,
        createdAt: test.clock.now(),
      });
      if (!user.ok) throw new Error(user.message);
      const base = {
        campgroundId: pine.campground.id,
        memberId: user.value.id,
        membershipTypeId: weekend().membershipTypeId,
      };
      await repos.memberships.create(
        aMembership({
          ...base,
          membershipCode: 'PIN-OK000001',
          startDate: '2026-06-01',
          endDate: '2026-06-07',
        }),
      );
      await repos.memberships.create(
        aMembership({
          ...base,
          membershipCode: 'PIN-OLD00001',
          startDate: '2026-05-01',
          endDate: '2026-05-03',
          status: 'expired',
        }),
      );
      await repos.memberships.create(
        aMembership({ ...base, membershipCode: 'PIN-PEN00001', status: 'pending' }),
      );
      return user.value;
    });
    const ask = (code: string, ranges: [string, string][], email = member.email) =>
      call(test, 'validate-membership', {
        body: { membershipCode: code, email, campgroundSlug: 'pine-valley', dateRanges: ranges },
      });
    const inside: [string, string][] = [['2026-06-02', '2026-06-04']];
    const cases: [Promise<Awaited<ReturnType<typeof ask>>>, keyof typeof VALIDITY_MESSAGES][] = [
      [ask('PIN-NONE', inside), 'MEMBERSHIP_NOT_FOUND'],
      [ask('PIN-OK000001', inside, 'x@camppass.test'), 'EMAIL_MISMATCH'],
      [ask('PIN-OLD00001', inside), 'MEMBERSHIP_EXPIRED'],
      [ask('PIN-PEN00001', inside), 'MEMBERSHIP_INACTIVE'],
      [ask('PIN-OK000001', [['2026-06-06', '2026-06-09']]), 'OUTSIDE_MEMBERSHIP_PERIOD'],
      [ask('PIN-OK000001', [['2026-06-01', '2026-06-30']]), 'DURATION_EXCEEDED'],
      [ask('PIN-OK000001', [['2026-06-04', '2026-06-01']]), 'INVALID_DATES'],
    ];
    for (const [answer, code] of cases) {
      expect((await answer).json).toEqual({
        success: true,
        valid: false,
        code,
        message: VALIDITY_MESSAGES[code],
        error: VALIDITY_MESSAGES[code],
      });
    }
    expect((await ask('pin-ok000001', inside)).json).toMatchObject({
      valid: true,
      message: 'Membership verification successful! Your membership is valid for the selected dates.',
      data: { startDate: '2026-06-01', endDate: '2026-06-07' },
    });
  });

  it('send-membership-email answers 400, 404 and 200', async () => {
    const started = await startPurchase(test, weekend());
    await confirmCard(test, started.json.clientSecret as string);
    const send = (email: string) =>
      call(test, 'send-membership-email', { body: { email, campgroundSlug: 'pine-valley' } });

    expect(await send('not-an-email')).toMatchObject({ status: 400, json: { code: 'INVALID_EMAIL' } });
    expect(await send('nobody@camppass.test')).toMatchObject({
      status: 404,
      json: { code: 'NO_ACTIVE_MEMBERSHIP', error: REMINDER_NO_ACTIVE_MEMBERSHIP },
    });
    expect(await send('AVERY.STONE@camppass.test')).toMatchObject({ status: 200, json: { success: true } });
  });

  it('check-email answers PROCEED, then ACTIVE_MEMBERSHIP with the login link', async () => {
    const ask = () =>
      call(test, 'check-email', { body: { email: 'avery.stone@camppass.test', ...weekend() } });
    expect((await ask()).json).toMatchObject({ success: true, canProceed: true, code: 'PROCEED' });
    const started = await startPurchase(test, weekend());
    await confirmCard(test, started.json.clientSecret as string);
    expect((await ask()).json).toMatchObject({
      canProceed: false,
      code: 'ACTIVE_MEMBERSHIP',
      loginUrl: 'http://camppass.test/member-login',
    });
  });
});
