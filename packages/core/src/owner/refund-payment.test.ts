import {
  REFUND_ALREADY_GIVEN,
  REFUND_AMOUNT_INVALID,
  REFUND_GATEWAY_FAILED,
  REFUND_NOT_CARD_PAYMENT,
  REFUND_NOTHING_LEFT,
  REFUND_OTHER_CAMPGROUND,
  REFUND_OWNER_ONLY,
  REFUND_PAYMENT_NOT_FOUND,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
  refundAboveLeftMessage,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { aPayment } from '../testing/builders';
import { seedUser, unwrap } from '../testing/contract-harness';
import { callerWith as grants, ownerMembersFixture } from '../testing/owner-members-fixture';
import { RefundPayment } from './refund-payment';

/** Bob's membership at Pine was paid $100.00 by card through the gateway. */
const setUp = async (options: { readonly destination?: boolean } = {}) => {
  const f = await ownerMembersFixture();
  const { gateway } = f.core;
  const intent = await gateway.createPaymentIntent({
    amountCents: 10_000,
    currency: 'usd',
    metadata: {},
    idempotencyKey: 'bob',
    ...(options.destination ? { destination: { accountId: 'acct_pine', applicationFeeCents: 700 } } : {}),
  });
  gateway.setStatus(intent.id, 'succeeded');
  const payment = unwrap(
    await f.repos.payments.create(
      aPayment({
        gatewayPaymentId: intent.id,
        userId: f.bob.memberId,
        campgroundId: f.pine.id,
        membershipId: f.bob.id,
        amountCents: 10_000,
        connectedAccountId: options.destination ? 'acct_pine' : null,
      }),
    ),
  );
  const clerk = await seedUser(f.repos, 'clerk@camp.test');
  const callerWith = (...roles: Parameters<typeof grants>): Principal => ({
    ...grants(...roles),
    userId: clerk.id,
  });
  const owner = callerWith(['owner', f.pine.id]);
  const refundMails = () =>
    [...f.unitOfWork.store.tables.outbox.values()].filter((m) => m.tags.kind === 'payment-refund');
  return {
    ...f,
    gateway,
    payment,
    clerk,
    callerWith,
    owner,
    refundMails,
    refunds: new RefundPayment(f.core),
  };
};

describe('RefundPayment', () => {
  it('refunds part, then the rest: wholly refunded, the membership cancelled, audited, and the member e-mailed each time', async () => {
    const f = await setUp({ destination: true });
    const half = unwrap(
      await f.refunds.execute({
        actor: f.owner,
        paymentId: f.payment.id,
        amountCents: 4_000,
        reason: '  Rained out  ',
      }),
    );
    expect(half.payment).toMatchObject({ refundedCents: 4_000, refunded: false });
    expect(half.membershipOutcome).toBe('none');
    expect(f.gateway.refundInputs[0]).toMatchObject({
      amountCents: 4_000,
      reverseTransfer: true,
      refundApplicationFee: true,
    });

    const rest = unwrap(
      await f.refunds.execute({ actor: f.owner, paymentId: f.payment.id, reason: 'Left early' }),
    );
    expect(rest.payment).toMatchObject({ refundedCents: 10_000, refunded: true });
    expect(rest.membership?.status).toBe('cancelled');
    expect(await f.repos.memberships.findById(f.bob.id)).toMatchObject({ status: 'cancelled' });
    expect(f.gateway.refundedCents(f.payment.gatewayPaymentId)).toBe(10_000);
    expect(
      (await f.repos.payments.listRefunds(f.payment.id)).map((r) => [r.amountCents, r.reason, r.refundedBy]),
    ).toEqual([
      [4_000, 'Rained out', f.clerk.id],
      [6_000, 'Left early', f.clerk.id],
    ]);
    const mails = f.refundMails();
    expect(mails.map((m) => m.to)).toEqual(['bob@camp.test', 'bob@camp.test']);
    expect(mails[0]?.text).toContain('Rained out');
    expect(mails[0]?.text).toContain('$40.00');
    expect(mails[1]?.text).toContain('refunded in full');
    expect(mails[1]?.text).toContain('PINE-2 is cancelled');
    const audit = f.unitOfWork.store.tables.auditLog.filter((e) => e.action === 'owner-refund-payment');
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({
      actorRole: 'owner',
      before: { refunded_cents: 4_000, membership_status: 'active' },
      after: { refunded_cents: 10_000, refunded: true, membership_status: 'cancelled', amount_cents: 6_000 },
    });

    expect(
      await f.refunds.execute({ actor: f.owner, paymentId: f.payment.id, reason: 'Again' }),
    ).toMatchObject({
      ok: false,
      code: 'PAYMENT_NOT_REFUNDABLE',
      message: REFUND_NOTHING_LEFT,
    });
  });

  it('keeps the membership when the owner chooses so', async () => {
    const f = await setUp();
    const done = unwrap(
      await f.refunds.execute({
        actor: f.owner,
        paymentId: f.payment.id,
        reason: 'Goodwill',
        membership: 'keep',
      }),
    );
    expect(done.membershipOutcome).toBe('kept');
    expect(await f.repos.memberships.findById(f.bob.id)).toMatchObject({ status: 'active' });
    expect(f.gateway.refundInputs[0]).not.toHaveProperty('reverseTransfer');
    expect(f.refundMails()[0]?.text).toContain('stays as it was');
  });

  it('refuses staff, another campground, an unknown payment, bad amounts and reasons, touching nothing', async () => {
    const f = await setUp();
    const asks = [
      [{ actor: f.callerWith(['staff', f.pine.id]) }, 'FORBIDDEN', REFUND_OWNER_ONLY],
      [{ actor: f.callerWith(['owner', f.oak.id]) }, 'FORBIDDEN', REFUND_OTHER_CAMPGROUND],
      [{ actor: f.callerWith(['member', null]) }, 'FORBIDDEN', REFUND_OTHER_CAMPGROUND],
      [{ paymentId: 'nope' }, 'NOT_FOUND', REFUND_PAYMENT_NOT_FOUND],
      [{ amountCents: 10_001 }, 'REFUND_EXCEEDS_LEFT', refundAboveLeftMessage('$100.00')],
      [{ amountCents: 0 }, 'VALIDATION_ERROR', expect.any(String)],
      [{ amountCents: 1.5 }, 'VALIDATION_ERROR', expect.any(String)],
      [{ reason: ' \u0000 ' }, 'VALIDATION_ERROR', REFUND_REASON_REQUIRED],
      [{ reason: 'x'.repeat(501) }, 'VALIDATION_ERROR', REFUND_REASON_TOO_LONG],
    ] as const;
    for (const [input, code, message] of asks) {
      expect(
        await f.refunds.execute({ actor: f.owner, paymentId: f.payment.id, reason: 'Why', ...input }),
      ).toMatchObject({ ok: false, code, message });
    }
    expect(f.gateway.refunds).toEqual([]);
    expect(await f.repos.payments.listRefunds(f.payment.id)).toEqual([]);
  });

  it('lets a super admin refund, and refuses a payment recorded at the office', async () => {
    const f = await setUp();
    const offline = unwrap(
      await f.repos.payments.create(
        aPayment({
          campgroundId: f.pine.id,
          paymentMethod: 'cash',
          recordedBy: f.clerk.id,
          gatewayPaymentId: 'offline_x',
        }),
      ),
    );
    expect(
      await f.refunds.execute({ actor: f.owner, paymentId: offline.id, reason: 'Cash back' }),
    ).toMatchObject({
      ok: false,
      code: 'PAYMENT_NOT_REFUNDABLE',
      message: REFUND_NOT_CARD_PAYMENT,
    });
    const admin = f.callerWith(['super_admin', null]);
    expect(
      unwrap(
        await f.refunds.execute({
          actor: admin,
          paymentId: f.payment.id,
          amountCents: 100,
          reason: 'Support',
        }),
      ).payment,
    ).toMatchObject({ refundedCents: 100 });
  });

  it('refunds once when 20 callers ask for the whole amount at once', async () => {
    const f = await setUp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.refunds.execute({ actor: f.owner, paymentId: f.payment.id, reason: 'Race' }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const refused of results.filter((r) => !r.ok))
      expect(refused).toMatchObject({ code: 'PAYMENT_NOT_REFUNDABLE', message: REFUND_NOTHING_LEFT });
    expect(f.gateway.refunds).toHaveLength(1);
    expect(await f.repos.payments.listRefunds(f.payment.id)).toHaveLength(1);
    expect(f.refundMails()).toHaveLength(1);
  });

  it('two callers racing for the same part refund it once', async () => {
    const f = await setUp();
    const results = await Promise.all(
      [1, 2].map(() =>
        f.refunds.execute({ actor: f.owner, paymentId: f.payment.id, amountCents: 500, reason: 'Race' }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ message: REFUND_ALREADY_GIVEN });
    expect(await f.repos.payments.findById(f.payment.id)).toMatchObject({ refundedCents: 500 });
  });

  it('records nothing when the gateway fails', async () => {
    const f = await setUp();
    f.gateway.refundFailure = new Error('gateway unreachable');
    expect(
      await f.refunds.execute({ actor: f.owner, paymentId: f.payment.id, reason: 'Storm' }),
    ).toMatchObject({
      ok: false,
      code: 'REFUND_FAILED',
      message: REFUND_GATEWAY_FAILED,
    });
    expect(await f.repos.payments.findById(f.payment.id)).toMatchObject({
      refundedCents: 0,
      refunded: false,
    });
    expect(await f.repos.payments.listRefunds(f.payment.id)).toEqual([]);
    expect(f.refundMails()).toEqual([]);
    expect(f.unitOfWork.store.tables.auditLog).toEqual([]);
  });
  it('keeps tabs and line breaks of the reason and drops other control characters', async () => {
    const f = await setUp();
    unwrap(
      await f.refunds.execute({
        actor: f.owner,
        paymentId: f.payment.id,
        amountCents: 100,
        reason: 'Rained\tout\r\nall\u0001 week\u007f',
      }),
    );
    expect((await f.repos.payments.listRefunds(f.payment.id))[0]?.reason).toBe('Rained\tout\r\nall week');
    expect(f.gateway.refundInputs[0]?.metadata).toEqual({ paymentId: f.payment.id, refundedBy: f.clerk.id });
  });

  it('names the field at fault: the reason or the amount', async () => {
    const f = await setUp();
    const ask = (input: { reason?: string; amountCents?: number }) =>
      f.refunds.execute({ actor: f.owner, paymentId: f.payment.id, reason: 'Why', ...input });
    expect(await ask({ reason: ' ' })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: REFUND_REASON_REQUIRED,
      fieldErrors: { reason: REFUND_REASON_REQUIRED },
    });
    expect(await ask({ reason: 'x'.repeat(501) })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: REFUND_REASON_TOO_LONG,
      fieldErrors: { reason: REFUND_REASON_TOO_LONG },
    });
    expect(await ask({ amountCents: -5 })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: REFUND_AMOUNT_INVALID,
      fieldErrors: { amount: REFUND_AMOUNT_INVALID },
    });
  });

  it('accepts the limits: a 500-character reason, one cent, then exactly what is left', async () => {
    const f = await setUp();
    const ask = (amountCents: number, reason = 'Why') =>
      f.refunds.execute({ actor: f.owner, paymentId: f.payment.id, amountCents, reason });
    expect(unwrap(await ask(1, 'x'.repeat(500))).payment).toMatchObject({ refundedCents: 1 });
    expect(unwrap(await ask(9_999)).payment).toMatchObject({ refundedCents: 10_000, refunded: true });
  });

  it('refuses a card payment that did not succeed', async () => {
    const f = await setUp();
    const failed = unwrap(
      await f.repos.payments.create(
        aPayment({ campgroundId: f.pine.id, status: 'failed', amountCents: 5_000 }),
      ),
    );
    expect(await f.refunds.execute({ actor: f.owner, paymentId: failed.id, reason: 'Why' })).toMatchObject({
      ok: false,
      code: 'PAYMENT_NOT_REFUNDABLE',
      message: REFUND_NOT_CARD_PAYMENT,
    });
  });

  it.each([
    ['failed', { status: 'failed' }],
    ['made on another payment', { paymentIntentId: 'pi_other' }],
  ] as const)('records nothing when the gateway answers a refund %s', async (_, change) => {
    const f = await setUp();
    const refundPayment = f.gateway.refundPayment.bind(f.gateway);
    f.gateway.refundPayment = async (input) => ({ ...(await refundPayment(input)), ...change });

    expect(await f.refunds.execute({ actor: f.owner, paymentId: f.payment.id, reason: 'Storm' })).toEqual({
      ok: false,
      code: 'REFUND_FAILED',
      message: REFUND_GATEWAY_FAILED,
    });
    expect(await f.repos.payments.findById(f.payment.id)).toMatchObject({ refundedCents: 0 });
    expect(f.refundMails()).toEqual([]);
  });
});
