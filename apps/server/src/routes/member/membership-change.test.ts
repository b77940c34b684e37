import { FUNCTIONS } from '@camppass/client';
import { UNIT_OF_WORK } from '@camppass/core';
import { extensionFees, renewalFees } from '@camppass/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call, type Exchange } from '../../testing/http';
import {
  extensionIntent,
  militaryDocumentOf,
  payWithCard,
  renewalIntent,
  seedMembershipChanges,
} from '../../testing/membership-change-http';
import { sharedPglite } from '../../testing/pglite';
import { type TestApp, testApp } from '../../testing/test-app';

let test: TestApp;
let area: Awaited<ReturnType<typeof seedMembershipChanges>>;

const conforms = (name: keyof typeof FUNCTIONS, exchange: Exchange) => {
  expect(exchange.status, exchange.body).toBe(200);
  expect(FUNCTIONS[name].response.safeParse(exchange.json).error?.issues ?? []).toEqual([]);
};
const intentOf = (exchange: Exchange) =>
  exchange.json as { paymentIntentId: string; clientSecret: string; amount: number };
const membership = (id: string) =>
  test.container.get(UNIT_OF_WORK).run((repos) => repos.memberships.findById(id));
const paymentsOf = (userId: string) =>
  test.container.get(UNIT_OF_WORK).run((repos) => repos.payments.listByUser(userId));

const pglite = sharedPglite();
afterAll(pglite.close);

describe.each([
  ['in memory', undefined],
  ['PGlite', pglite.persistence],
] as const)('renewing and extending a membership (%s)', (_label, persistence) => {
  beforeEach(async () => {
    test = await testApp(persistence ? { persistence } : {});
    area = await seedMembershipChanges(test);
  });

  it('extends Weekly to Annual at the server’s price: the card payment, then extend-membership, once', async () => {
    const started = await extensionIntent(test, area.tokens.member, area.weeklyOwn.id, area.type.id);
    conforms('create-membership-payment-intent', started);
    expect(started.json).toMatchObject({
      amount: extensionFees(120_000, 2_500).total,
      data: {
        kind: 'extension',
        membershipTypeName: 'Annual',
        newStartDate: '2026-05-30',
        newEndDate: '2027-05-29',
      },
    });
    const { paymentIntentId, clientSecret } = intentOf(started);
    await payWithCard(test, clientSecret, { webhook: false });

    const body = {
      membershipId: area.weeklyOwn.id,
      newMembershipTypeId: area.type.id,
      paymentIntentId,
      paymentMethod: 'stripe',
    };
    const extended = await call(test, 'extend-membership', { token: area.tokens.member, body });
    conforms('extend-membership', extended);
    expect(extended.json).toMatchObject({
      data: {
        membership: { membershipTypeChanged: true, newEndDate: '2027-05-29', membershipTypeId: area.type.id },
        payment: { transactionId: paymentIntentId },
      },
    });
    const again = await call(test, 'extend-membership', { token: area.tokens.member, body });
    expect(again.json).toEqual(extended.json);
    expect((await paymentsOf(area.member.id)).filter((p) => p.purpose === 'extension')).toHaveLength(1);
  });

  it('quotes each choice before payment at the price and dates the payment then charges, starting nothing', async () => {
    const quote = (metadata: Record<string, string>) =>
      call(test, 'quote-membership-change', { token: area.tokens.member, body: { metadata } });
    const extension = {
      type: 'membership_extension',
      membershipId: area.weeklyOwn.id,
      newMembershipTypeId: area.type.id,
    };
    const quoted = await quote(extension);
    conforms('quote-membership-change', quoted);
    expect(quoted.json).toMatchObject({
      amount: extensionFees(120_000, 2_500).total,
      breakdown: { subtotal: 1_175, total: extensionFees(120_000, 2_500).total / 100 },
      data: { kind: 'extension', membershipTypeName: 'Annual', newEndDate: '2027-05-29' },
    });
    const renewal = await quote({
      type: 'membership_renewal',
      membershipId: area.expiredOwn.id,
      newStartDate: '2026-06-10',
    });
    conforms('quote-membership-change', renewal);
    expect(renewal.json).toMatchObject({
      amount: renewalFees(120_000, false).total,
      data: { kind: 'renewal', newStartDate: '2026-06-10', newEndDate: '2027-06-09' },
    });
    // Nothing was started: no payment intent, no pending checkout.
    const pending = await test.container
      .get(UNIT_OF_WORK)
      .run((repos) => repos.checkouts.listPendingCreatedBetween(new Date(0), new Date('2100-01-01'), 10));
    expect(pending).toEqual([]);
    const started = await extensionIntent(test, area.tokens.member, area.weeklyOwn.id, area.type.id);
    expect(intentOf(started).amount).toBe((quoted.json as { amount: number }).amount);

    const shorter = await quote({
      ...extension,
      membershipId: area.own.id,
      newMembershipTypeId: area.weekly.id,
    });
    expect([shorter.status, shorter.json.code]).toEqual([400, 'INVALID_EXTENSION_TYPE']);
    const foreign = await quote({ type: 'membership_renewal', membershipId: area.expiredForeign.id });
    expect([foreign.status, foreign.json.code]).toEqual([404, 'MEMBERSHIP_NOT_FOUND']);
  });

  it('refuses a tampered amount, and a type that is not longer', async () => {
    const tampered = await extensionIntent(test, area.tokens.member, area.weeklyOwn.id, area.type.id, 100);
    expect([tampered.status, tampered.json.code]).toEqual([409, 'AMOUNT_MISMATCH']);
    const shorter = await extensionIntent(test, area.tokens.member, area.own.id, area.weekly.id);
    expect([shorter.status, shorter.json.code]).toEqual([400, 'INVALID_EXTENSION_TYPE']);
  });

  it('gives the military 10 % on a renewal only once the military document is approved', async () => {
    const priced = async () =>
      (await renewalIntent(test, area.tokens.member, area.expiredOwn.id)).json as {
        amount: number;
        breakdown: { discountPercentage: number };
      };
    expect(await priced()).toMatchObject({ amount: renewalFees(120_000, false).total });
    await militaryDocumentOf(test, area, 'rejected');
    expect((await priced()).breakdown.discountPercentage).toBe(0);
    await militaryDocumentOf(test, area, 'pending');
    expect((await priced()).breakdown.discountPercentage).toBe(0);
    await militaryDocumentOf(test, area, 'approved');
    expect(await priced()).toMatchObject({
      amount: renewalFees(120_000, true).total,
      breakdown: { discountPercentage: 10 },
    });
  });

  it('renews the expired membership with the military 10 %, completed by the webhook alone', async () => {
    await militaryDocumentOf(test, area, 'approved');
    const started = await renewalIntent(test, area.tokens.member, area.expiredOwn.id);
    conforms('create-membership-payment-intent', started);
    expect(started.json).toMatchObject({
      amount: renewalFees(120_000, true).total,
      breakdown: { discountPercentage: 10 },
      data: { kind: 'renewal', newStartDate: '2026-06-01', newEndDate: '2027-05-31' },
    });
    // The simulated gateway's webhook reaches the app; the browser's follow-up call never comes.
    await payWithCard(test, intentOf(started).clientSecret);
    expect(await membership(area.expiredOwn.id)).toMatchObject({
      status: 'active',
      startDate: '2026-06-01',
      endDate: '2027-05-31',
    });
    const renewed = await call(test, 'renew-membership', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id, paymentIntentId: intentOf(started).paymentIntentId },
    });
    conforms('renew-membership', renewed);
    expect(renewed.json).toMatchObject({
      data: { membership: { membershipTypeChanged: false, newEndDate: '2027-05-31' } },
    });
  });

  it('refuses renewing an active membership, and a renewal before it is paid', async () => {
    const active = await renewalIntent(test, area.tokens.member, area.own.id);
    expect([active.status, active.json.code]).toEqual([409, 'MEMBERSHIP_NOT_EXPIRED']);
    const started = await renewalIntent(test, area.tokens.member, area.expiredOwn.id);
    const unpaid = await call(test, 'renew-membership', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id, paymentIntentId: intentOf(started).paymentIntentId },
    });
    expect([unpaid.status, unpaid.json.code]).toEqual([402, 'PAYMENT_NOT_SUCCEEDED']);
    const skipped = await call(test, 'renew-membership', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id, paymentIntentId: 'no-payment-needed' },
    });
    expect([skipped.status, skipped.json.code]).toEqual([402, 'PAYMENT_REQUIRED']);
  });

  it('answers another member’s membership and payment exactly like unknown ones, for members and owners', async () => {
    const unknown = '00000000-0000-4000-8000-00000000dead';
    for (const token of [area.tokens.member, area.tokens.owner]) {
      const foreign = await renewalIntent(test, token, area.expiredForeign.id);
      const missing = await renewalIntent(test, token, unknown);
      expect([foreign.status, foreign.body]).toEqual([missing.status, missing.body]);
      expect([foreign.status, foreign.json.code]).toEqual([404, 'MEMBERSHIP_NOT_FOUND']);
    }
    const theirs = await renewalIntent(test, area.tokens.other, area.expiredForeign.id);
    await payWithCard(test, intentOf(theirs).clientSecret, { webhook: false });
    const stolen = await call(test, 'renew-membership', {
      token: area.tokens.member,
      body: { membershipId: area.expiredForeign.id, paymentIntentId: intentOf(theirs).paymentIntentId },
    });
    const made_up = await call(test, 'renew-membership', {
      token: area.tokens.member,
      body: { membershipId: area.expiredForeign.id, paymentIntentId: 'pi_made_up' },
    });
    expect([stolen.status, stolen.body]).toEqual([made_up.status, made_up.body]);
    expect(stolen.status).toBe(404);
    expect(await membership(area.expiredForeign.id)).toMatchObject({ endDate: '2026-04-30' });
  });

  it('refuses anonymous calls (401) and staff alone (403)', async () => {
    const calls = [
      [
        'quote-membership-change',
        { metadata: { type: 'membership_renewal', membershipId: area.expiredOwn.id } },
      ],
      [
        'create-membership-payment-intent',
        { metadata: { type: 'membership_renewal', membershipId: area.expiredOwn.id } },
      ],
      ['renew-membership', { membershipId: area.expiredOwn.id, paymentIntentId: 'pi_x' }],
      [
        'extend-membership',
        { membershipId: area.weeklyOwn.id, newMembershipTypeId: area.type.id, paymentIntentId: 'pi_x' },
      ],
    ] as const;
    for (const [name, body] of calls) {
      expect((await call(test, name, { body })).status, name).toBe(401);
      const staff = await call(test, name, { body, token: area.tokens.staff });
      expect([staff.status, staff.json.code], name).toEqual([403, 'FORBIDDEN']);
    }
  });
});

describe('the same confirmation many times at once', () => {
  it('extends once for 20 parallel calls with one payment id (PGlite)', async () => {
    test = await testApp({ persistence: pglite.persistence });
    area = await seedMembershipChanges(test);
    const started = await extensionIntent(test, area.tokens.member, area.weeklyOwn.id, area.type.id);
    const { paymentIntentId, clientSecret } = intentOf(started);
    await payWithCard(test, clientSecret, { webhook: false });
    const body = { membershipId: area.weeklyOwn.id, newMembershipTypeId: area.type.id, paymentIntentId };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(test, 'extend-membership', { token: area.tokens.member, body })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await membership(area.weeklyOwn.id)).toMatchObject({
      endDate: '2027-05-29',
      membershipTypeId: area.type.id,
    });
    expect(
      (await paymentsOf(area.member.id)).filter((p) => p.gatewayPaymentId === paymentIntentId),
    ).toHaveLength(1);
  });
});
