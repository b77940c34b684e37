import { FUNCTIONS } from '@camppass/client';
import { UNIT_OF_WORK } from '@camppass/core';
import { renewalFees } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, type Exchange, loginAs, seedAccount, seedCampground } from '../../testing/http';
import { payWithCard, seedMembershipChanges } from '../../testing/membership-change-http';
import { type TestApp, testApp } from '../../testing/test-app';

// Automatic renewal over HTTP: every new function against every role (the super admin and another
// campground's owner included) and another member's ids; 50 parallel
// turn-on/off calls hold.

let test: TestApp;
let area: Awaited<ReturnType<typeof seedMembershipChanges>>;

const conforms = (name: keyof typeof FUNCTIONS, exchange: Exchange) => {
  expect(exchange.status, exchange.body).toBe(200);
  expect(FUNCTIONS[name].response.safeParse(exchange.json).error?.issues ?? []).toEqual([]);
};
const status = (exchange: Exchange) => [exchange.status, exchange.json.code];
const read = (membershipId: string) =>
  test.container.get(UNIT_OF_WORK).run(async (repos) => ({
    membership: await repos.memberships.findById(membershipId),
    card: await repos.autoRenewals.findCard(membershipId),
    charges: await repos.autoRenewals.listLatest([membershipId]),
  }));

/** The member renews their expired Annual with "Renew automatically": the card is saved. */
const renewWithAutoRenewal = async () => {
  const started = await call(test, 'create-membership-payment-intent', {
    token: area.tokens.member,
    body: {
      currency: 'usd',
      autoRenew: true,
      metadata: { type: 'membership_renewal', membershipId: area.expiredOwn.id },
    },
  });
  conforms('create-membership-payment-intent', started);
  const { paymentIntentId, clientSecret } = started.json as { paymentIntentId: string; clientSecret: string };
  await payWithCard(test, clientSecret, { webhook: false });
  const renewed = await call(test, 'renew-membership', {
    token: area.tokens.member,
    body: { membershipId: area.expiredOwn.id, paymentIntentId },
  });
  conforms('renew-membership', renewed);
};

const FUNCTIONS_OF_A_MEMBERSHIP = [
  ['set-auto-renewal', (membershipId: string) => ({ body: { membershipId, on: true } })],
  ['set-auto-renewal', (membershipId: string) => ({ body: { membershipId, on: false } })],
  ['start-card-update', (membershipId: string) => ({ body: { membershipId } })],
  ['finish-card-update', (membershipId: string) => ({ body: { membershipId, setupIntentId: 'seti_x' } })],
  ['get-renewal-payment', (membershipId: string) => ({ method: 'GET' as const, query: { membershipId } })],
  ['confirm-renewal-payment', (membershipId: string) => ({ body: { membershipId } })],
] as const;

describe('automatic renewal over HTTP', () => {
  beforeEach(async () => {
    test = await testApp();
    area = await seedMembershipChanges(test);
  });

  it('saves the card when the Renew dialog’s box is ticked, then turns off and on', async () => {
    const before = await call(test, 'get-auto-renewals', { method: 'GET', token: area.tokens.member });
    conforms('get-auto-renewals', before);
    expect((before.json.data as { on: boolean }[]).every((view) => !view.on)).toBe(true);
    await renewWithAutoRenewal();

    const listed = await call(test, 'get-auto-renewals', { method: 'GET', token: area.tokens.member });
    conforms('get-auto-renewals', listed);
    const view = (listed.json.data as { membershipId: string }[]).find(
      (v) => v.membershipId === area.expiredOwn.id,
    );
    expect(view).toMatchObject({
      offered: true,
      on: true,
      nextChargeDate: '2027-05-28',
      amount: renewalFees(120_000, false).total,
      card: { last4: '4242' },
      confirmationPending: false,
    });
    const off = await call(test, 'set-auto-renewal', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id, on: false },
    });
    conforms('set-auto-renewal', off);
    expect(off.json.data).toMatchObject({ on: false, nextChargeDate: null });
    const on = await call(test, 'set-auto-renewal', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id, on: true },
    });
    conforms('set-auto-renewal', on);
    expect(on.json.data).toMatchObject({ on: true, nextChargeDate: '2027-05-28' });

    const setup = await call(test, 'start-card-update', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id },
    });
    conforms('start-card-update', setup);
    const { setupIntentId } = setup.json.data as { setupIntentId: string };
    const unconfirmed = await call(test, 'finish-card-update', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id, setupIntentId },
    });
    expect(status(unconfirmed)).toEqual([409, 'CARD_NOT_SAVED']);
    const nothing = await call(test, 'get-renewal-payment', {
      method: 'GET',
      token: area.tokens.member,
      query: { membershipId: area.expiredOwn.id },
    });
    expect(status(nothing)).toEqual([404, 'NO_PENDING_RENEWAL_PAYMENT']);
    const noConfirm = await call(test, 'confirm-renewal-payment', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id },
    });
    expect(status(noConfirm)).toEqual([404, 'NO_PENDING_RENEWAL_PAYMENT']);
  });

  it('refuses turning on without a card, and for a membership shorter than a month', async () => {
    const noCard = await call(test, 'set-auto-renewal', {
      token: area.tokens.member,
      body: { membershipId: area.own.id, on: true },
    });
    expect(status(noCard)).toEqual([409, 'CARD_REQUIRED']);
    const weekly = await call(test, 'set-auto-renewal', {
      token: area.tokens.member,
      body: { membershipId: area.weeklyOwn.id, on: true },
    });
    expect(status(weekly)).toEqual([409, 'AUTO_RENEWAL_NOT_OFFERED']);
    const expired = await call(test, 'start-card-update', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id },
    });
    expect(status(expired)).toEqual([409, 'MEMBERSHIP_NOT_ACTIVE']);
  });

  it('answers every role and another member’s ids as the member area does', async () => {
    await renewWithAutoRenewal();
    for (const [name, input] of FUNCTIONS_OF_A_MEMBERSHIP) {
      const anonymous = await call(test, name, input(area.expiredOwn.id));
      expect(anonymous.status, name).toBe(401);
      const staff = await call(test, name, { token: area.tokens.staff, ...input(area.expiredOwn.id) });
      expect(status(staff), name).toEqual([403, 'FORBIDDEN']);
      for (const token of [area.tokens.other, area.tokens.owner]) {
        const foreign = await call(test, name, { token, ...input(area.expiredOwn.id) });
        expect(status(foreign), name).toEqual([404, 'MEMBERSHIP_NOT_FOUND']);
      }
      const unknown = await call(test, name, {
        token: area.tokens.member,
        ...input('00000000-0000-4000-8000-00000000beef'),
      });
      expect(status(unknown), name).toEqual([404, 'MEMBERSHIP_NOT_FOUND']);
      const bad = await call(
        test,
        name,
        name === 'get-renewal-payment'
          ? { method: 'GET', token: area.tokens.member, query: {} }
          : { token: area.tokens.member, body: { membershipId: 7 } },
      );
      expect(bad.status, name).toBe(400);
    }
    expect((await call(test, 'get-auto-renewals', { method: 'GET' })).status).toBe(401);
    expect(
      status(await call(test, 'get-auto-renewals', { method: 'GET', token: area.tokens.staff })),
    ).toEqual([403, 'FORBIDDEN']);
    const others = await call(test, 'get-auto-renewals', { method: 'GET', token: area.tokens.other });
    conforms('get-auto-renewals', others);
    expect((others.json.data as { membershipId: string }[]).map((v) => v.membershipId)).not.toContain(
      area.expiredOwn.id,
    );
    // The other member's ids did nothing to the member's membership.
    expect((await read(area.expiredOwn.id)).membership?.autoRenewal).toBe(true);
  });

  it('answers the super admin and another campground’s owner as strangers to the membership', async () => {
    await renewWithAutoRenewal();
    const elsewhere = await seedCampground(test, 'lakeside');
    const tokenOf = async (email: string, role: 'owner' | 'super_admin') => {
      const account = await seedAccount(test, {
        email,
        roles: [role === 'owner' ? { role, campgroundId: elsewhere.id } : { role }],
      });
      return (await loginAs(test, account, role === 'owner' ? 'owner' : 'superAdmin')).accessToken;
    };
    const strangers = [
      await tokenOf('lakeside-owner@camppass.test', 'owner'),
      await tokenOf('admin@camppass.test', 'super_admin'),
    ];
    for (const token of strangers) {
      for (const [name, input] of FUNCTIONS_OF_A_MEMBERSHIP) {
        const answer = await call(test, name, { token, ...input(area.expiredOwn.id) });
        expect(status(answer), name).toEqual([404, 'MEMBERSHIP_NOT_FOUND']);
      }
      const listed = await call(test, 'get-auto-renewals', { method: 'GET', token });
      conforms('get-auto-renewals', listed);
      expect(listed.json.data).toEqual([]);
    }
    // Nothing they sent changed the member's membership or card.
    const stored = await read(area.expiredOwn.id);
    expect(stored.membership?.autoRenewal).toBe(true);
    expect(stored.card?.last4).toBe('4242');
  });

  it('holds 50 parallel turn-on and turn-off calls', async () => {
    await renewWithAutoRenewal();
    const calls = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(test, 'set-auto-renewal', {
          token: area.tokens.member,
          body: { membershipId: area.expiredOwn.id, on: i % 2 === 0 },
        }),
      ),
    );
    expect(calls.map((c) => c.status)).toEqual(Array(50).fill(200));
    const last = await call(test, 'set-auto-renewal', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id, on: true },
    });
    expect(last.json.data).toMatchObject({ on: true, card: { last4: '4242' } });
    const stored = await read(area.expiredOwn.id);
    expect(stored.membership?.autoRenewal).toBe(true);
    expect(stored.card?.last4).toBe('4242');
  });
});
