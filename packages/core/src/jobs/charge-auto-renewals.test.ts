import { calendarDate, EXPIRATION_REMINDER_WORDS, renewalFees } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { setUpAutoRenewals } from '../testing/auto-renewal-fixture';
import { SendExpirationReminders } from './send-expiration-reminders';

// Issue 25 "Done when": the charge job with a fixed clock, at Pine Valley (Chicago time).

describe('charge-auto-renewals', () => {
  it('charges once 3 days before the end date and renews from the end date, with a receipt', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds', { endDate: '2026-06-04' });
    f.at('2026-05-31');
    expect((await f.job.execute()).opened).toBe(0);
    f.at('2026-06-01');

    const report = await f.job.execute();
    expect(report).toMatchObject({ opened: 1, renewed: 1, failed: 0 });
    const renewed = await f.repos.memberships.findById(membership.id);
    expect(renewed).toMatchObject({ startDate: '2025-06-05', endDate: '2027-06-04', status: 'active' });
    const fees = renewalFees(120_000, false);
    expect(f.gateway.savedCards.offSessionCharges).toHaveLength(1);
    expect(f.gateway.savedCards.offSessionCharges[0]).toMatchObject({
      amountCents: fees.total,
      idempotencyKey: `renewal-${membership.id}-2026-06-04`,
      destination: { applicationFeeCents: fees.total - fees.subtotalAfterDiscount },
    });
    expect(f.charges()).toEqual([expect.objectContaining({ status: 'succeeded', totalCents: fees.total })]);
    const payments = (await f.repos.payments.listByUser(f.member.user.id)).filter(
      (p) => p.membershipId === membership.id,
    );
    expect(payments).toEqual([
      expect.objectContaining({ purpose: 'renewal', amountCents: fees.total, status: 'succeeded' }),
    ]);
    expect(f.mailTo().map((m) => m.subject)).toEqual(['Your membership at Pine Valley renewed']);

    // Later runs, the next day too, find nothing more to charge for this period.
    expect(await f.job.execute()).toMatchObject({ opened: 0, renewed: 0 });
    f.at('2026-06-02');
    expect(await f.job.execute()).toMatchObject({ opened: 0, renewed: 0 });
    expect(f.gateway.savedCards.offSessionCharges).toHaveLength(1);
  });

  it('charges once with two workers at once and a retried run', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds');
    const reports = await Promise.all([f.job.execute(), f.otherWorker.execute(), f.job.execute()]);
    expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(1);
    expect(f.gateway.savedCards.offSessionCharges).toHaveLength(1);
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2027-06-04');
    expect(
      (await f.repos.payments.listByUser(f.member.user.id)).filter((p) => p.membershipId === membership.id),
    ).toHaveLength(1);
  });

  it('a run that crashed after the gateway charged is finished by the next under the same key', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds');
    let crash = true;
    // The database goes away after the gateway took the money, before the renewal is written.
    const payments = f.repos.payments;
    const create = payments.create.bind(payments);
    payments.create = async (row) => {
      if (crash) {
        crash = false;
        throw new Error('connection lost');
      }
      return create(row);
    };
    expect(await f.job.execute()).toMatchObject({ failed: 1, renewed: 0 });
    f.core.clock.advance({ minutes: 16 });
    expect(await f.job.execute()).toMatchObject({ renewed: 1 });
    expect(f.gateway.savedCards.offSessionCharges).toHaveLength(1);
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2027-06-04');
  });

  it('prices a military renewal exactly as the manual renewal, to the cent', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds', { isMilitaryDiscount: true });
    await f.repos.identityDocuments.create({
      membershipId: membership.id,
      userId: f.member.user.id,
      campgroundId: f.campground.id,
      kind: 'military-document',
      storageKey: `uploads/military-document/${membership.id}.png`,
      contentType: 'image/png',
      status: 'approved',
      createdAt: f.core.clock.now(),
    });
    await f.job.execute();
    const manual = renewalFees(120_000, true);
    expect(manual).toMatchObject({ discountPercentage: 10, discount: 12_000 });
    expect(f.charges()[0]).toMatchObject({
      listPriceCents: manual.subtotal,
      discountPercentage: 10,
      discountCents: manual.discount,
      feeCents: manual.total - manual.subtotalAfterDiscount,
      totalCents: manual.total,
    });
    expect(f.gateway.savedCards.offSessionCharges[0]?.amountCents).toBe(manual.total);
  });

  it('asks the member to confirm a payment their bank wants, and confirming renews', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('authenticates');
    expect(await f.job.execute()).toMatchObject({ authenticationRequired: 1, renewed: 0 });
    const [mail] = f.mailTo();
    expect(mail?.subject).toBe('Confirm your membership renewal at Pine Valley');
    expect(mail?.text).toContain(`/member-dashboard?tab=memberships&renewal-payment=${membership.id}`);
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2026-06-04');

    const pending = await f.use.renewalPayment.execute({ caller: f.caller, membershipId: membership.id });
    if (!pending.ok) throw new Error(pending.message);
    expect(pending.value.amountCents).toBe(renewalFees(120_000, false).total);
    const early = await f.use.confirmRenewalPayment.execute({
      caller: f.caller,
      membershipId: membership.id,
    });
    expect(early).toMatchObject({ ok: false, code: 'RENEWAL_PAYMENT_NOT_CONFIRMED' });

    f.gateway.savedCards.authenticate(pending.value.paymentIntentId);
    const confirmed = await f.use.confirmRenewalPayment.execute({
      caller: f.caller,
      membershipId: membership.id,
    });
    expect(confirmed).toMatchObject({ ok: true, value: { endDate: '2027-06-04' } });
    const again = await f.use.confirmRenewalPayment.execute({
      caller: f.caller,
      membershipId: membership.id,
    });
    expect(again).toMatchObject({ ok: true, value: { endDate: '2027-06-04' } });
    expect(
      (await f.repos.payments.listByUser(f.member.user.id)).filter((p) => p.membershipId === membership.id),
    ).toHaveLength(1);
    expect(
      await f.use.renewalPayment.execute({ caller: f.caller, membershipId: membership.id }),
    ).toMatchObject({
      ok: false,
      code: 'NO_PENDING_RENEWAL_PAYMENT',
    });
    // The job does not charge a period again once the member confirmed it.
    expect(await f.job.execute()).toMatchObject({ opened: 0, renewed: 0 });
  });

  it('retries a declined card 1, 3 and 5 days later, then lets the membership end and says so', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('declines_off_session');
    expect(await f.job.execute()).toMatchObject({ declined: 1 });
    expect(f.mailTo().at(-1)?.text).toContain('We will try again on 06/02/2026');
    expect(f.mailTo().at(-1)?.text).toContain(
      `/member-dashboard?tab=memberships&update-card=${membership.id}`,
    );
    expect(await f.job.execute()).toMatchObject({ declined: 0 });

    f.at('2026-06-02');
    expect(await f.job.execute()).toMatchObject({ declined: 1 });
    f.at('2026-06-03');
    expect(await f.job.execute()).toMatchObject({ declined: 0 });
    f.at('2026-06-04');
    expect(await f.job.execute()).toMatchObject({ declined: 1 });
    f.at('2026-06-06');
    expect(await f.job.execute()).toMatchObject({ givenUp: 1 });
    expect(f.mailTo().at(-1)?.text).toContain('We will not try again: your membership ends on 06/04/2026');
    f.at('2026-06-20');
    expect(await f.job.execute()).toMatchObject({ declined: 0, givenUp: 0, opened: 0 });
    expect(f.gateway.savedCards.offSessionCharges.map((c) => c.idempotencyKey)).toEqual([
      `renewal-${membership.id}-2026-06-04`,
      `renewal-${membership.id}-2026-06-04-retry-1`,
      `renewal-${membership.id}-2026-06-04-retry-2`,
      `renewal-${membership.id}-2026-06-04-retry-3`,
    ]);
    expect(f.charges()[0]).toMatchObject({ status: 'given_up', attempts: 4 });
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2026-06-04');
  });

  it('renews a membership that ended while retries ran from the payment day, not back-dated', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('declines_off_session');
    await f.job.execute();
    f.at('2026-06-02');
    await f.job.execute();
    // A working card is saved meanwhile; the next try (5 days after the first) finds the membership ended.
    const card = f.gateway.savedCards.saveCard(
      (await f.repos.autoRenewals.findCard(membership.id))?.customerId ?? null,
    );
    const saved = await f.repos.autoRenewals.findCard(membership.id);
    if (!saved) throw new Error('no card');
    await f.repos.autoRenewals.saveCard(
      { ...saved, paymentMethodId: card.paymentMethodId },
      f.core.clock.now(),
    );
    f.at('2026-06-06');
    expect(await f.job.execute()).toMatchObject({ renewed: 1 });
    expect(await f.repos.memberships.findById(membership.id)).toMatchObject({
      startDate: '2026-06-06',
      endDate: '2027-06-05',
    });
  });

  it('updates the card through a setup intent, and the declined charge is tried again at once', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('declines_off_session');
    await f.job.execute();
    const setup = await f.use.startCardUpdate.execute({ caller: f.caller, membershipId: membership.id });
    if (!setup.ok) throw new Error(setup.message);
    const unconfirmed = await f.use.finishCardUpdate.execute({
      caller: f.caller,
      membershipId: membership.id,
      setupIntentId: setup.value.setupIntentId,
    });
    expect(unconfirmed).toMatchObject({ ok: false, code: 'CARD_NOT_SAVED' });
    f.gateway.savedCards.confirmSetup(setup.value.setupIntentId);
    const updated = await f.use.finishCardUpdate.execute({
      caller: f.caller,
      membershipId: membership.id,
      setupIntentId: setup.value.setupIntentId,
    });
    expect(updated).toMatchObject({ ok: true, value: { on: true, card: { last4: '4242' } } });
    // Another member cannot use this setup intent for their own membership, nor see this one.
    const theirs = await f.autoRenewing('succeeds', { endDate: '2026-12-31' }, f.other.user.id);
    expect(
      await f.use.finishCardUpdate.execute({
        caller: f.other.principal,
        membershipId: theirs.id,
        setupIntentId: setup.value.setupIntentId,
      }),
    ).toMatchObject({ ok: false, code: 'CARD_NOT_SAVED' });
    expect(
      await f.use.startCardUpdate.execute({ caller: f.other.principal, membershipId: membership.id }),
    ).toMatchObject({ ok: false, code: 'MEMBERSHIP_NOT_FOUND' });
    f.core.clock.advance({ minutes: 1 });
    expect(await f.job.execute()).toMatchObject({ renewed: 1 });
    expect((await f.repos.memberships.findById(membership.id))?.endDate).toBe('2027-06-04');
  });

  it('stops pending retries when the member turns automatic renewal off', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('declines_off_session');
    await f.job.execute();
    const off = await f.use.setAutoRenewal.execute({
      caller: f.caller,
      membershipId: membership.id,
      on: false,
    });
    expect(off).toMatchObject({ ok: true, value: { on: false, nextChargeDate: null } });
    expect(f.charges()[0]).toMatchObject({ status: 'cancelled', nextAttemptAt: null });
    for (const day of ['2026-06-02', '2026-06-04', '2026-06-06']) {
      f.at(day);
      expect(await f.job.execute()).toMatchObject({ declined: 0, givenUp: 0, renewed: 0 });
    }
    expect(f.gateway.savedCards.offSessionCharges).toHaveLength(1);
  });

  it('leaves memberships alone where the campground stopped offering automatic renewal', async () => {
    const f = await setUpAutoRenewals();
    await f.autoRenewing('succeeds');
    await f.repos.campgrounds.updateSettings(
      f.campground.id,
      { offerAutoRenewal: false },
      f.core.clock.now(),
    );
    expect(await f.job.execute()).toMatchObject({ campgrounds: 0, opened: 0 });
    expect(f.gateway.savedCards.offSessionCharges).toHaveLength(0);
  });
});

describe('the expiration reminder of a membership that renews itself', () => {
  it('says when it will renew instead of asking to renew now', async () => {
    const f = await setUpAutoRenewals();
    // Both end 30 days after the campground's today, the default reminder day.
    await f.autoRenewing('succeeds', { endDate: '2026-07-01' });
    await f.membership(f.member.user.id, { startDate: '2025-07-02', endDate: '2026-07-01' });
    const reminders = new SendExpirationReminders(f.ports);
    expect(await reminders.execute()).toMatchObject({ sent: 2 });
    const texts = f.mailTo().map((m) => m.text);
    expect(
      texts.filter((t) => t.includes(EXPIRATION_REMINDER_WORDS.autoRenews(calendarDate('2026-06-28')))),
    ).toHaveLength(1);
    expect(texts.filter((t) => !t.includes('renews automatically'))).toHaveLength(1);
  });
});
