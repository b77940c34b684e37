import { InMemoryPaymentGateway } from '@camppass/core/testing';
import {
  REFUND_ALREADY_GIVEN,
  REFUND_GATEWAY_FAILED,
  REFUND_NOTHING_LEFT,
  REFUND_OTHER_CAMPGROUND,
  REFUND_OWNER_ONLY,
  REFUND_REASON_REQUIRED,
  refundAboveLeftMessage,
  refundGivenMessage,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { type MatrixCaller, ownerOnlyAnswer } from '../../testing/access-callers';
import { seedCardPayment, withGateway } from '../../testing/card-payments-http';
import { call } from '../../testing/http';
import { seedOwnerMembers } from '../../testing/owner-members-http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

type Seeded = Awaited<ReturnType<typeof seedOwnerMembers>>;
type Caller = MatrixCaller;

/** What each caller gets refunding a card payment at Pine Valley ('own') or the other campground. */
const expected = (caller: Caller, where: 'own' | 'other') =>
  ownerOnlyAnswer(caller, where, {
    elsewhere: REFUND_OTHER_CAMPGROUND,
    staff: REFUND_OWNER_ONLY,
    member: REFUND_OTHER_CAMPGROUND,
  });

/** Each app's card processor: a fresh in-memory gateway, made before the app. */
let gateway = new InMemoryPaymentGateway();
const cardGateway = withGateway(() => gateway);

describe.each([
  ['in memory', () => testApp(cardGateway)],
  ['PGlite', pgliteTestApps(cardGateway)],
] as const)('owner-refund-payment over HTTP (%s)', (_label, makeApp) => {
  let test: TestApp;
  let s: Seeded;
  let made = 0;
  beforeEach(async () => {
    gateway = new InMemoryPaymentGateway();
    test = await makeApp();
    s = await seedOwnerMembers(test);
  });

  /** A membership paid $100.00 by card at Pine Valley or the other campground. */
  const paidByCard = async (where: 'own' | 'other' = 'own') => {
    const campgroundId = where === 'own' ? s.campground.id : s.other.id;
    made += 1;
    const email = `card-${made}-${Date.now()}@camppass.test`;
    const { membership, payment } = await seedCardPayment(test, gateway, {
      campgroundId,
      email,
      idempotencyKey: `intent-${email}`,
      membership: { membershipCode: `CRD-${String(made).padStart(4, '0')}`, pricePaidCents: 10_000 },
      createdAt: test.clock.now(),
    });
    return { membership, payment, email };
  };
  const refund = (token: string | undefined, body: Record<string, unknown>) =>
    call(test, 'owner-refund-payment', { token, body });
  const refundMails = async (to: string) =>
    (await test.container.get(REPOSITORIES).outbox.list({ limit: 100, offset: 0 })).items.filter(
      (m) => m.to === to && m.tags.kind === 'payment-refund',
    );

  it('refunds part, then the rest: wholly refunded, membership cancelled, a mail for each, the profile shows it', async () => {
    const { membership, payment, email } = await paidByCard();
    const half = await refund(s.tokens.owner, {
      payment_id: payment.id,
      amount: 4_000,
      reason: 'Rained out',
    });
    expect(half.status, half.body).toBe(200);
    expect(half.json).toMatchObject({
      message: refundGivenMessage('$40.00'),
      data: {
        payment: { refunded: false, refunded_cents: 4_000, refundable_cents: 6_000 },
        refund: { amount: 4_000, reason: 'Rained out' },
        membership: { id: membership.id, status: 'active' },
      },
    });
    // What was paid and kept is counted less the part given back.
    const partly = await call(test, 'get-campground-member', {
      method: 'GET',
      token: s.tokens.owner,
      query: { membership_id: membership.id },
    });
    expect(partly.json.data).toMatchObject({ payment: { total_paid_cents: 6_000 } });
    const rest = await refund(s.tokens.owner, { payment_id: payment.id, reason: 'Left early' });
    expect(rest.json).toMatchObject({
      data: {
        payment: { refunded: true, refunded_cents: 10_000, refundable_cents: 0 },
        refund: { amount: 6_000 },
        membership: { status: 'cancelled' },
      },
    });
    // Newest first.
    expect((await refundMails(email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('$60.00'),
      expect.stringContaining('$40.00'),
    ]);
    const detail = await call(test, 'get-campground-member', {
      method: 'GET',
      token: s.tokens.owner,
      query: { membership_id: membership.id },
    });
    expect(detail.json.data).toMatchObject({
      payment: {
        total_paid_cents: 0,
        payments: [expect.objectContaining({ refunded: true, refunded_cents: 10_000 })],
      },
    });
  });

  it('keeps the membership when asked, and refuses above what is left and odd input', async () => {
    const { payment } = await paidByCard();
    const above = await refund(s.tokens.owner, { payment_id: payment.id, amount: 10_001, reason: 'x' });
    expect([above.status, above.json.code, above.json.error]).toEqual([
      409,
      'REFUND_EXCEEDS_LEFT',
      refundAboveLeftMessage('$100.00'),
    ]);
    const odd = [
      { payment_id: payment.id, reason: '\u0000\u0000' },
      { payment_id: payment.id, reason: 'x', amount: 1.5 },
      { payment_id: payment.id, reason: 'x', amount: '100' },
      { payment_id: payment.id, reason: 'x', amount: -1 },
      { payment_id: payment.id, reason: 'x', membership: 'delete' },
      { payment_id: `${payment.id}\u0000`, reason: 'x' },
      { payment_id: 'x'.repeat(101), reason: 'x' },
      { payment_id: payment.id },
    ];
    for (const body of odd) {
      const res = await refund(s.tokens.owner, body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), expect.any(Number)]);
      expect(res.status === 400 || res.status === 404, `${JSON.stringify(body)} → ${res.status}`).toBe(true);
    }
    expect((await refund(s.tokens.owner, { payment_id: payment.id, reason: ' \n\t ' })).json.error).toBe(
      REFUND_REASON_REQUIRED,
    );
    const kept = await refund(s.tokens.owner, {
      payment_id: payment.id,
      reason: 'Goodwill',
      membership: 'keep',
    });
    expect(kept.json).toMatchObject({
      data: { payment: { refunded: true }, membership: { status: 'active' } },
    });
    const again = await refund(s.tokens.owner, { payment_id: payment.id, reason: 'Again' });
    expect([again.status, again.json.error]).toEqual([409, REFUND_NOTHING_LEFT]);
  });

  it('refunds once when 20 calls ask for the whole amount at once', async () => {
    const { payment, email } = await paidByCard();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund(s.tokens.owner, { payment_id: payment.id, reason: 'Race' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect([REFUND_NOTHING_LEFT, REFUND_ALREADY_GIVEN]).toContain(refused.json.error);
    }
    const repos = test.container.get(REPOSITORIES);
    expect(await repos.payments.listRefunds(payment.id)).toHaveLength(1);
    expect(await repos.payments.findById(payment.id)).toMatchObject({
      refundedCents: 10_000,
      refunded: true,
    });
    expect(gateway.refunds).toEqual([expect.objectContaining({ paymentIntentId: payment.gatewayPaymentId })]);
    expect(await refundMails(email)).toHaveLength(1);
  });

  it('records nothing when the card processor fails', async () => {
    const { payment, email } = await paidByCard();
    gateway.refundFailure = new Error('unreachable');
    const res = await refund(s.tokens.owner, { payment_id: payment.id, reason: 'Storm' });
    expect([res.status, res.json.code, res.json.error]).toEqual([
      502,
      'REFUND_FAILED',
      REFUND_GATEWAY_FAILED,
    ]);
    const repos = test.container.get(REPOSITORIES);
    expect(await repos.payments.listRefunds(payment.id)).toEqual([]);
    expect(await repos.payments.findById(payment.id)).toMatchObject({ refundedCents: 0, refunded: false });
    expect(await refundMails(email)).toEqual([]);
  });

  it('lets only the owner of the payment’s campground, or a super admin, refund it', async () => {
    const callers: readonly Caller[] = ['owner', 'staff', 'otherOwner', 'member', 'anonymous', 'admin'];
    for (const caller of callers) {
      for (const where of ['own', 'other'] as const) {
        const { payment } = await paidByCard(where);
        const token = caller === 'anonymous' ? undefined : s.tokens[caller];
        const res = await refund(token, { payment_id: payment.id, amount: 100, reason: 'Check' });
        const want = expected(caller, where);
        expect([caller, where, res.status], res.body).toEqual([caller, where, want.status]);
        const after = await test.container.get(REPOSITORIES).payments.findById(payment.id);
        expect([caller, where, after?.refundedCents]).toEqual([caller, where, want.status === 200 ? 100 : 0]);
        if (want.status === 200) continue;
        expect(res.json).not.toHaveProperty('data');
        if (want.error) expect(res.json.error).toBe(want.error);
      }
    }
  });
});
