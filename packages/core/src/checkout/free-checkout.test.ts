import { ELIGIBILITY_MESSAGES, MEMBERSHIP_CHANGE_REFUSALS } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { setUpFreePlan, startCheckout } from '../testing/public-page-fixture';
import { FREE_CHECKOUT_PREFIX } from './policy';

describe('a plan priced at $0', () => {
  it('is checked like any purchase and recorded without asking the gateway', async () => {
    const { f, campground, free } = await setUpFreePlan();
    const target = { campgroundId: campground.id, membershipTypeId: free.id };
    expect(await startCheckout(f, target, { firstName: '' }, 0)).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
    expect(await startCheckout(f, target, {}, 100)).toMatchObject({ ok: false, code: 'AMOUNT_MISMATCH' });

    const started = unwrap(await startCheckout(f, target, {}, 0));
    expect(started.paymentIntentId.startsWith(FREE_CHECKOUT_PREFIX)).toBe(true);
    expect(started).toMatchObject({ clientSecret: '', amountCents: 0, fees: { total: 0, platformFee: 0 } });
    expect(f.gateway.intents.size).toBe(0);
    expect(await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId)).toMatchObject({
      status: 'pending',
      amountCents: 0,
    });
  });

  it('becomes one membership with its documents and no payment, however often it is completed', async () => {
    const { f, campground, free } = await setUpFreePlan();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: free.id }, {}, 0),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }),
      ),
    );
    const fulfilments = answers.map((answer) => unwrap(answer));
    expect(new Set(fulfilments.map((x) => x.membership.id)).size).toBe(1);
    expect(fulfilments.filter((x) => x.created)).toHaveLength(1);
    const membership = fulfilments[0]?.membership;
    expect(membership).toMatchObject({ status: 'active', pricePaidCents: 0, paymentId: null });
    const memberships = await f.repos.memberships.listByMemberEmail(
      campground.id,
      'avery.stone@camppass.test',
    );
    expect(memberships).toHaveLength(1);
    expect(await f.repos.payments.listByUser(membership?.memberId ?? '')).toEqual([]);
    expect(
      (await f.repos.identityDocuments.listByMembership(membership?.id ?? '')).map((d) => d.kind).sort(),
    ).toEqual(['selfie', 'signature']);
  });

  it('is not fulfilled by reconciliation when the buyer never completed it', async () => {
    const { f, campground, free } = await setUpFreePlan();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: free.id }, {}, 0),
    );
    f.clock.advance({ minutes: 11 });
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toMatchObject({ examined: 1, fulfilled: 0 });
    expect((await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId))?.status).toBe('pending');
  });

  it('a second free checkout that lost the race is refused with its reason and nothing to refund', async () => {
    const { f, campground, free } = await setUpFreePlan();
    const target = { campgroundId: campground.id, membershipTypeId: free.id };
    const first = unwrap(await startCheckout(f, target, {}, 0));
    const second = unwrap(await startCheckout(f, target, {}, 0));
    unwrap(await f.purchaseMembership.execute({ paymentIntentId: first.paymentIntentId }));

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId })).toMatchObject({
        ok: false,
        code: 'MEMBERSHIP_ACTIVE_EXISTS',
      });
    }
    f.clock.advance({ minutes: 11 });
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toMatchObject({
      refunded: 0,
      refundsPending: 0,
    });
    expect(f.gateway.intents.size).toBe(0);
    const [membership] = await f.repos.memberships.listByMemberEmail(
      campground.id,
      'avery.stone@camppass.test',
    );
    expect(await f.repos.payments.listByUser(membership?.memberId ?? '')).toEqual([]);
  });

  it('is refused when the buyer’s e-mail became a staff account meanwhile, and says so again', async () => {
    const { f, campground, free } = await setUpFreePlan();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: free.id }, {}, 0),
    );
    const staff = unwrap(
      await f.repos.users.create({ email: 'avery.stone@camppass.test', passwordHash: 'h', createdAt: T0 }),
    );
    await f.repos.roles.grant({
      userId: staff.id,
      role: 'owner',
      campgroundId: campground.id,
      createdAt: T0,
    });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).toEqual({
        ok: false,
        code: 'EMAIL_ASSOCIATED',
        message: ELIGIBILITY_MESSAGES.EMAIL_ASSOCIATED,
      });
    }
    expect(f.unitOfWork.store.tables.memberships.size).toBe(0);
  });

  it.each([
    [
      'a renewal refusal',
      'MEMBERSHIP_NOT_EXPIRED',
      'MEMBERSHIP_NOT_EXPIRED',
      MEMBERSHIP_CHANGE_REFUSALS.MEMBERSHIP_NOT_EXPIRED,
    ],
    [
      'an extension refusal',
      'MEMBERSHIP_NOT_ACTIVE',
      'MEMBERSHIP_NOT_ACTIVE',
      MEMBERSHIP_CHANGE_REFUSALS.MEMBERSHIP_NOT_ACTIVE,
    ],
    [
      '“proceed”, which is no refusal',
      'PROCEED',
      'MEMBERSHIP_ACTIVE_EXISTS',
      ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS,
    ],
    [
      'an unknown code',
      'SOMETHING_ELSE',
      'MEMBERSHIP_ACTIVE_EXISTS',
      ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS,
    ],
  ])(
    'answers a free checkout refused with %s from the refusal catalogue',
    async (_, stored, code, message) => {
      const { f, campground, free } = await setUpFreePlan();
      const started = unwrap(
        await startCheckout(f, { campgroundId: campground.id, membershipTypeId: free.id }, {}, 0),
      );
      const checkouts = f.unitOfWork.store.tables.checkouts;
      const [id, checkout] = [...checkouts.entries()][0] ?? [];
      if (!id || !checkout) throw new Error('checkout not started');
      checkouts.set(id, { ...checkout, status: 'refused', refusalCode: stored });

      expect(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).toEqual({
        ok: false,
        code,
        message,
      });
    },
  );
});
