import {
  CHANGE_PAYMENT_REQUIRED_MESSAGE,
  EXTENSIONS_NOT_ALLOWED_MESSAGE,
  extensionFees,
  feeBreakdown,
  NO_EXTENSION_TARGETS_MESSAGE,
  RENEW_EXPIRED_ONLY_MESSAGE,
  RENEWAL_START_DATE_MESSAGE,
  RENEWALS_NOT_ALLOWED_MESSAGE,
  renewalFees,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { aCampground, aMembershipType, T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { setUpMembershipChanges } from '../testing/membership-change-fixture';
import { NO_PAYMENT_NEEDED } from './complete-membership-change';
import { QuoteMembershipChange } from './quote-membership-change';

// The campground's today at T0 is 2026-06-01 (Chicago). Weekend: 3 days, $60; Annual: 365 days, $1,200.

describe('extending a membership', () => {
  it('prices the extension on the server, charges it once, and changes type and end date', async () => {
    const f = await setUpMembershipChanges();
    const weekend = await f.membership(f.member.user.id, {
      membershipTypeId: f.weekend.id,
      startDate: '2026-05-31',
      endDate: '2026-06-02',
      pricePaidCents: 6_500,
    });
    const request = {
      kind: 'extension',
      membershipId: weekend.id,
      newMembershipTypeId: f.annual.id,
    } as const;
    const wrongAmount = await f.start.execute({ caller: f.caller, request, amount: 100 });
    expect(wrongAmount).toMatchObject({ ok: false, code: 'AMOUNT_MISMATCH' });

    const started = await f.pay(request);
    expect(started.fees).toEqual(extensionFees(120_000, 6_000));
    expect(started.amountCents).toBe(extensionFees(120_000, 6_000).total);
    const intent = await f.gateway.retrievePaymentIntent(started.paymentIntentId);
    expect(intent?.metadata).toMatchObject({ type: 'membership_extension', membershipId: weekend.id });

    const first = await f.complete.execute({
      caller: f.caller,
      request,
      paymentIntentId: started.paymentIntentId,
    });
    const again = await f.complete.execute({
      caller: f.caller,
      request,
      paymentIntentId: started.paymentIntentId,
    });
    for (const answer of [first, again]) {
      expect(answer).toMatchObject({
        ok: true,
        value: {
          membershipTypeChanged: true,
          newEndDate: '2027-05-30',
          transactionId: started.paymentIntentId,
        },
      });
    }
    const changed = await f.repos.memberships.findById(weekend.id);
    expect(changed).toMatchObject({
      membershipTypeId: f.annual.id,
      startDate: '2026-05-31',
      endDate: '2027-05-30',
    });
    const payments = await f.repos.payments.listByUser(f.member.user.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      purpose: 'extension',
      membershipId: weekend.id,
      amountCents: started.amountCents,
    });
    // The member is sent the extension's own receipt with the membership's new type and end date.
    const mails = f.core.mailer.sentTo('member@camppass.test');
    expect(mails.map((m) => m.tags?.kind)).toEqual(['extension-receipt']);
    expect(mails[0]?.text).toMatch(/was extended from .+ to .+, now valid until \d\d\/\d\d\/\d{4}\./);
    expect(`${mails[0]?.subject} ${mails[0]?.text}`).not.toMatch(/purchase/i);
  });

  it('refuses a type that is not longer, another campground’s type, and a campground that turned extensions off', async () => {
    const f = await setUpMembershipChanges();
    const annual = await f.membership(f.member.user.id, { startDate: '2026-05-01', endDate: '2027-04-30' });
    const toWeekend = {
      kind: 'extension',
      membershipId: annual.id,
      newMembershipTypeId: f.weekend.id,
    } as const;
    expect(await f.start.execute({ caller: f.caller, request: toWeekend })).toMatchObject({
      ok: false,
      code: 'INVALID_EXTENSION_TYPE',
      message: NO_EXTENSION_TARGETS_MESSAGE,
    });
    const weekend = await f.membership(f.member.user.id, {
      membershipTypeId: f.weekend.id,
      endDate: '2026-06-03',
    });
    // A longer, active type that would qualify, but sold by another campground.
    const elsewhere = unwrap(await f.repos.campgrounds.create(aCampground()));
    const elsewhereAnnual = await f.repos.membershipTypes.create(
      aMembershipType({ campgroundId: elsewhere.id, name: 'annual', durationDays: 365, priceCents: 90_000 }),
    );
    for (const use of [f.start, new QuoteMembershipChange(f.core)]) {
      expect(
        await use.execute({
          caller: f.caller,
          request: { kind: 'extension', membershipId: weekend.id, newMembershipTypeId: elsewhereAnnual.id },
        }),
      ).toMatchObject({ ok: false, code: 'INVALID_EXTENSION_TYPE', message: NO_EXTENSION_TARGETS_MESSAGE });
    }
    expect(await f.repos.memberships.findById(weekend.id)).toMatchObject({ membershipTypeId: f.weekend.id });
    await f.repos.campgrounds.updateSettings(f.campground.id, { allowMemberExtensions: false }, T0);
    expect(
      await f.start.execute({
        caller: f.caller,
        request: { kind: 'extension', membershipId: weekend.id, newMembershipTypeId: f.annual.id },
      }),
    ).toMatchObject({ ok: false, code: 'EXTENSIONS_NOT_ALLOWED', message: EXTENSIONS_NOT_ALLOWED_MESSAGE });
  });

  it('applies an extension whose price is 0 without a payment, and refuses to skip a payment that is due', async () => {
    const f = await setUpMembershipChanges();
    const monthly = await f.repos.membershipTypes.create({
      ...f.weekend,
      name: 'monthly',
      displayName: 'Monthly',
      durationDays: 30,
      priceCents: 5_000,
      createdAt: T0,
    });
    const weekend = await f.membership(f.member.user.id, {
      membershipTypeId: f.weekend.id,
      endDate: '2026-06-02',
    });
    const toMonthly = {
      kind: 'extension',
      membershipId: weekend.id,
      newMembershipTypeId: monthly.id,
    } as const;
    const free = await f.complete.execute({
      caller: f.caller,
      request: toMonthly,
      paymentIntentId: NO_PAYMENT_NEEDED,
    });
    expect(free).toMatchObject({ ok: true, value: { membershipTypeChanged: true, transactionId: '' } });
    expect(await f.repos.payments.listByUser(f.member.user.id)).toEqual([]);

    const toAnnual = {
      kind: 'extension',
      membershipId: weekend.id,
      newMembershipTypeId: f.annual.id,
    } as const;
    expect(
      await f.complete.execute({ caller: f.caller, request: toAnnual, paymentIntentId: NO_PAYMENT_NEEDED }),
    ).toMatchObject({ ok: false, code: 'PAYMENT_REQUIRED', message: CHANGE_PAYMENT_REQUIRED_MESSAGE });
  });
});

describe('renewing a membership', () => {
  const expiredAnnual = (f: Awaited<ReturnType<typeof setUpMembershipChanges>>, military = false) =>
    f.membership(f.member.user.id, {
      startDate: '2025-05-01',
      endDate: '2026-04-30',
      status: 'expired',
      isMilitaryDiscount: military,
    });

  it('prices with 10 % off for a military membership and renews from the chosen start date', async () => {
    const f = await setUpMembershipChanges();
    const expired = await expiredAnnual(f, true);
    // The member's military status stands: the campground approved their military document.
    await f.repos.identityDocuments.create({
      membershipId: expired.id,
      userId: f.member.user.id,
      campgroundId: f.campground.id,
      kind: 'military-document',
      storageKey: 'uploads/military-document/approved.png',
      contentType: 'image/png',
      status: 'approved',
      createdAt: T0,
    });
    const request = { kind: 'renewal', membershipId: expired.id, newStartDate: '2026-06-10' } as const;
    const started = await f.pay(request);
    expect(started.fees).toEqual(renewalFees(120_000, true));
    expect(started.fees.discountPercentage).toBe(10);

    const done = await f.complete.execute({
      caller: f.caller,
      request,
      paymentIntentId: started.paymentIntentId,
    });
    expect(done).toMatchObject({
      ok: true,
      value: { membershipTypeChanged: false, newEndDate: '2027-06-09' },
    });
    expect(await f.repos.memberships.findById(expired.id)).toMatchObject({
      status: 'active',
      startDate: '2026-06-10',
      endDate: '2027-06-09',
    });
    expect((await f.repos.payments.listByUser(f.member.user.id))[0]).toMatchObject({ purpose: 'renewal' });
    // The renewal's own receipt, not the purchase's, with the new end date and the way to the card.
    const [receipt] = f.core.mailer.sentTo('member@camppass.test');
    expect(receipt?.tags?.kind).toBe('renewal-receipt');
    expect(receipt?.text).toContain('is renewed, now valid until 06/09/2027.');
    expect(receipt?.text).toMatch(
      /View your membership card: https:\/\/portal\.camppass\.test\/membership-status\/\S+/,
    );
    expect(`${receipt?.subject} ${receipt?.text}`).not.toMatch(/purchase/i);
  });

  it('refuses an active membership, a start date before today, and a campground that turned renewals off', async () => {
    const f = await setUpMembershipChanges();
    const active = await f.membership(f.member.user.id, { endDate: '2026-12-31' });
    expect(
      await f.start.execute({ caller: f.caller, request: { kind: 'renewal', membershipId: active.id } }),
    ).toMatchObject({ ok: false, code: 'MEMBERSHIP_NOT_EXPIRED', message: RENEW_EXPIRED_ONLY_MESSAGE });
    const expired = await expiredAnnual(f);
    expect(
      await f.start.execute({
        caller: f.caller,
        request: { kind: 'renewal', membershipId: expired.id, newStartDate: '2026-05-31' },
      }),
    ).toMatchObject({ ok: false, code: 'INVALID_START_DATE', message: RENEWAL_START_DATE_MESSAGE });
    await f.repos.campgrounds.updateSettings(f.campground.id, { allowMemberRenewals: false }, T0);
    expect(
      await f.start.execute({ caller: f.caller, request: { kind: 'renewal', membershipId: expired.id } }),
    ).toMatchObject({ ok: false, code: 'RENEWALS_NOT_ALLOWED', message: RENEWALS_NOT_ALLOWED_MESSAGE });
  });

  it('is free when the campground does not require payment for renewals', async () => {
    const f = await setUpMembershipChanges();
    await f.repos.campgrounds.updateSettings(f.campground.id, { requirePaymentForRenewals: false }, T0);
    const expired = await expiredAnnual(f);
    const request = { kind: 'renewal', membershipId: expired.id } as const;
    const started = await f.start.execute({ caller: f.caller, request });
    expect(started).toMatchObject({ ok: true, value: { amountCents: 0, fees: feeBreakdown(0) } });
    const done = await f.complete.execute({ caller: f.caller, request, paymentIntentId: NO_PAYMENT_NEEDED });
    expect(done).toMatchObject({ ok: true, value: { newEndDate: '2027-05-31', transactionId: '' } });
  });

  it('is applied by the webhook alone, and by reconciliation when neither call came', async () => {
    const f = await setUpMembershipChanges();
    const byWebhook = await expiredAnnual(f);
    const paid = await f.pay({ kind: 'renewal', membershipId: byWebhook.id });
    expect(await f.deliverWebhook(paid.paymentIntentId)).toMatchObject({
      ok: true,
      value: { outcome: 'fulfilled', membershipId: byWebhook.id },
    });
    expect(await f.repos.memberships.findById(byWebhook.id)).toMatchObject({ endDate: '2027-05-31' });

    const byReconciliation = await expiredAnnual(f);
    await f.pay({ kind: 'renewal', membershipId: byReconciliation.id });
    f.core.clock.advance({ minutes: 30 });
    const report = await f.reconcile.execute({ olderThanMinutes: 0 });
    expect(report).toMatchObject({ fulfilled: 1 });
    expect(await f.repos.memberships.findById(byReconciliation.id)).toMatchObject({ status: 'active' });
  });
});

describe('quoting a change before payment', () => {
  it('prices and dates each choice as the payment would, opening nothing and refusing what the payment refuses', async () => {
    const f = await setUpMembershipChanges();
    await f.repos.campgrounds.updateSettings(f.campground.id, { requirePaymentForRenewals: false }, T0);
    const weekend = await f.membership(f.member.user.id, {
      membershipTypeId: f.weekend.id,
      startDate: '2026-05-31',
      endDate: '2026-06-02',
    });
    const expired = await f.membership(f.member.user.id, {
      startDate: '2025-05-01',
      endDate: '2026-04-30',
      status: 'expired',
    });
    const extension = {
      kind: 'extension',
      membershipId: weekend.id,
      newMembershipTypeId: f.annual.id,
    } as const;
    const renewal = { kind: 'renewal', membershipId: expired.id, newStartDate: '2026-06-10' } as const;
    for (const request of [extension, renewal]) {
      const quoted = await new QuoteMembershipChange(f.core).execute({ caller: f.caller, request });
      if (!quoted.ok) throw new Error(quoted.message);
      const started = await f.start.execute({ caller: f.caller, request });
      if (!started.ok) throw new Error(started.message);
      expect(quoted.value.fees).toEqual(started.value.fees);
      expect(quoted.value.change).toEqual(started.value.priced.change);
    }
    const quotedExtension = await new QuoteMembershipChange(f.core).execute({
      caller: f.caller,
      request: extension,
    });
    expect(quotedExtension).toMatchObject({
      ok: true,
      value: { fees: extensionFees(120_000, 6_000), change: { endDate: '2027-05-30' } },
    });
    expect(
      await new QuoteMembershipChange(f.core).execute({ caller: f.caller, request: renewal }),
    ).toMatchObject({
      ok: true,
      value: { fees: feeBreakdown(0), change: { startDate: '2026-06-10', endDate: '2027-06-09' } },
    });
    const before = await f.repos.checkouts.listPendingCreatedBetween(new Date(0), new Date('2100-01-01'), 10);
    await new QuoteMembershipChange(f.core).execute({ caller: f.caller, request: extension });
    expect(
      await f.repos.checkouts.listPendingCreatedBetween(new Date(0), new Date('2100-01-01'), 10),
    ).toHaveLength(before.length);
    expect(
      await new QuoteMembershipChange(f.core).execute({
        caller: f.caller,
        request: { ...extension, newMembershipTypeId: f.weekend.id },
      }),
    ).toMatchObject({ ok: false, code: 'INVALID_EXTENSION_TYPE' });
    const staff = await f.account('staff@camppass.test', ['staff']);
    expect(
      await new QuoteMembershipChange(f.core).execute({ caller: staff.principal, request: renewal }),
    ).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });
});

describe('whose membership', () => {
  it('answers another member’s membership and payment like unknown ones, and refuses staff', async () => {
    const f = await setUpMembershipChanges();
    const theirs = await f.membership(f.other.user.id, { startDate: '2025-05-01', endDate: '2026-04-30' });
    const request = { kind: 'renewal', membershipId: theirs.id } as const;
    expect(await f.start.execute({ caller: f.caller, request })).toMatchObject({
      ok: false,
      code: 'MEMBERSHIP_NOT_FOUND',
    });
    const unknown = { kind: 'renewal', membershipId: 'no-such-id' } as const;
    expect(await f.start.execute({ caller: f.caller, request: unknown })).toMatchObject({
      ok: false,
      code: 'MEMBERSHIP_NOT_FOUND',
    });
    const theirPayment = await f.pay(request, f.other.principal);
    expect(
      await f.complete.execute({ caller: f.caller, request, paymentIntentId: theirPayment.paymentIntentId }),
    ).toMatchObject({ ok: false, code: 'PAYMENT_INTENT_NOT_FOUND' });
    expect(await f.repos.memberships.findById(theirs.id)).toMatchObject({ endDate: '2026-04-30' });

    const staff = await f.account('staff@camppass.test', ['staff']);
    expect(await f.start.execute({ caller: staff.principal, request })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });
});
