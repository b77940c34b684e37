import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_CURRENCY_MESSAGE } from '../checkout/create-payment-intent';
import { setUpMembershipChanges } from '../testing/membership-change-fixture';
import { NO_PAYMENT_NEEDED } from './complete-membership-change';

// The campground's today at T0 is 2026-06-01 (Chicago). Weekend: 3 days, $60; Annual: 365 days, $1,200.

describe('what a membership change checks of the call', () => {
  it('completes a payment only for the membership and the kind of change it was started for', async () => {
    const f = await setUpMembershipChanges();
    const expired = await f.membership(f.member.user.id, { startDate: '2025-05-01', endDate: '2026-04-30' });
    const other = await f.membership(f.member.user.id, { startDate: '2025-05-02', endDate: '2026-05-01' });
    const renewal = { kind: 'renewal', membershipId: expired.id } as const;
    const paid = await f.pay(renewal);
    for (const request of [
      { kind: 'renewal', membershipId: other.id },
      { kind: 'extension', membershipId: expired.id, newMembershipTypeId: f.annual.id },
    ] as const) {
      expect(
        await f.complete.execute({ caller: f.caller, request, paymentIntentId: ` ${paid.paymentIntentId} ` }),
      ).toMatchObject({ ok: false, code: 'PAYMENT_INTENT_NOT_FOUND' });
    }
    expect(await f.repos.memberships.findById(other.id)).toMatchObject({ endDate: '2026-05-01' });
    // The payment id is read without the spaces around it.
    expect(
      await f.complete.execute({
        caller: f.caller,
        request: renewal,
        paymentIntentId: ` ${paid.paymentIntentId} `,
      }),
    ).toMatchObject({ ok: true, value: { transactionId: paid.paymentIntentId } });
  });

  it('asks for a payment when the change costs something and none is named', async () => {
    const f = await setUpMembershipChanges();
    const expired = await f.membership(f.member.user.id, { startDate: '2025-05-01', endDate: '2026-04-30' });
    const request = { kind: 'renewal', membershipId: expired.id } as const;
    for (const paymentIntentId of [undefined, null, '', '  ', NO_PAYMENT_NEEDED])
      expect(await f.complete.execute({ caller: f.caller, request, paymentIntentId })).toMatchObject({
        ok: false,
        code: 'PAYMENT_REQUIRED',
      });
    expect(await f.repos.memberships.findById(expired.id)).toMatchObject({ endDate: '2026-04-30' });
  });

  it('charges in US dollars only, written in any case, and only the amount the server prices', async () => {
    const f = await setUpMembershipChanges();
    const expired = await f.membership(f.member.user.id, { startDate: '2025-05-01', endDate: '2026-04-30' });
    const request = { kind: 'renewal', membershipId: expired.id } as const;
    expect(await f.start.execute({ caller: f.caller, request, currency: 'eur' })).toEqual({
      ok: false,
      code: 'UNSUPPORTED_CURRENCY',
      message: UNSUPPORTED_CURRENCY_MESSAGE,
    });
    const started = await f.start.execute({ caller: f.caller, request, currency: ' USD ' });
    if (!started.ok) throw new Error(started.message);
    expect(started.value.amountCents).toBe(started.value.fees.total);
    expect(
      await f.start.execute({ caller: f.caller, request, amount: started.value.fees.total + 1 }),
    ).toMatchObject({ ok: false, code: 'AMOUNT_MISMATCH' });
    for (const amount of [started.value.fees.total, null])
      expect(await f.start.execute({ caller: f.caller, request, amount })).toMatchObject({ ok: true });
  });
});
