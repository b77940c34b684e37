import { AUTO_RENEWAL_MESSAGES, MEMBERSHIP_CHANGE_REFUSALS } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { setUpAutoRenewals } from '../testing/auto-renewal-fixture';
import { ListAutoRenewals } from './manage-auto-renewal';

// Pine Valley's today is 2026-06-01 (Chicago) at the fixture's clock.

describe('turning automatic renewal on', () => {
  it('refuses a membership that is not active, with the catalogue message', async () => {
    const f = await setUpAutoRenewals();
    for (const status of ['cancelled', 'pending', 'expired'] as const) {
      const membership = await f.autoRenewing('succeeds', { status, autoRenewal: false });
      expect(
        await f.use.setAutoRenewal.execute({ caller: f.caller, membershipId: membership.id, on: true }),
      ).toEqual({
        ok: false,
        code: 'MEMBERSHIP_NOT_ACTIVE',
        message: MEMBERSHIP_CHANGE_REFUSALS.MEMBERSHIP_NOT_ACTIVE,
      });
      expect((await f.repos.memberships.findById(membership.id))?.autoRenewal).toBe(false);
    }
  });

  it('refuses an active membership that ended yesterday, but accepts one ending today', async () => {
    const f = await setUpAutoRenewals();
    const ended = await f.autoRenewing('succeeds', { endDate: '2026-05-31', autoRenewal: false });
    expect(
      await f.use.setAutoRenewal.execute({ caller: f.caller, membershipId: ended.id, on: true }),
    ).toMatchObject({ ok: false, code: 'MEMBERSHIP_NOT_ACTIVE' });
    const endsToday = await f.autoRenewing('succeeds', { endDate: '2026-06-01', autoRenewal: false });
    expect(
      await f.use.setAutoRenewal.execute({ caller: f.caller, membershipId: endsToday.id, on: true }),
    ).toMatchObject({ ok: true, value: { on: true } });
  });

  it('asks for a card first when none is saved for the membership', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.membership(f.member.user.id, {
      startDate: '2025-06-05',
      endDate: '2026-06-04',
      pricePaidCents: 123_000,
    });
    expect(
      await f.use.setAutoRenewal.execute({ caller: f.caller, membershipId: membership.id, on: true }),
    ).toEqual({ ok: false, code: 'CARD_REQUIRED', message: AUTO_RENEWAL_MESSAGES.CARD_REQUIRED });
    expect((await f.repos.memberships.findById(membership.id))?.autoRenewal).toBe(false);
  });

  it('stores the choice when a card is saved and answers the card and next charge date', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds', { autoRenewal: false });
    const on = await f.use.setAutoRenewal.execute({
      caller: f.caller,
      membershipId: membership.id,
      on: true,
    });
    expect(on).toMatchObject({
      ok: true,
      value: { on: true, nextChargeDate: '2026-06-01', card: { brand: 'visa', last4: '4242' } },
    });
    expect((await f.repos.memberships.findById(membership.id))?.autoRenewal).toBe(true);
    // Turning it on again changes nothing.
    expect(
      await f.use.setAutoRenewal.execute({ caller: f.caller, membershipId: membership.id, on: true }),
    ).toEqual(on);
  });

  it('is not offered where the campground stopped offering it', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds', { autoRenewal: false });
    await f.repos.campgrounds.updateSettings(
      f.campground.id,
      { offerAutoRenewal: false },
      f.core.clock.now(),
    );
    expect(
      await f.use.setAutoRenewal.execute({ caller: f.caller, membershipId: membership.id, on: true }),
    ).toEqual({
      ok: false,
      code: 'AUTO_RENEWAL_NOT_OFFERED',
      message: AUTO_RENEWAL_MESSAGES.AUTO_RENEWAL_NOT_OFFERED,
    });
  });
});

describe('updating the card', () => {
  it('opens a new setup intent each time the member starts over', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds');
    const first = await f.use.startCardUpdate.execute({ caller: f.caller, membershipId: membership.id });
    const second = await f.use.startCardUpdate.execute({ caller: f.caller, membershipId: membership.id });
    if (!first.ok || !second.ok) throw new Error('the card update did not start');
    expect(second.value.setupIntentId).not.toBe(first.value.setupIntentId);
    expect(f.gateway.savedCards.setupIntents.get(first.value.setupIntentId)?.metadata).toEqual({
      membershipId: membership.id,
      userId: f.member.user.id,
    });
  });

  it('refuses a setup intent the gateway has not finished, even with a card attached', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds');
    const setup = await f.use.startCardUpdate.execute({ caller: f.caller, membershipId: membership.id });
    if (!setup.ok) throw new Error(setup.message);
    const confirmed = f.gateway.savedCards.confirmSetup(setup.value.setupIntentId);
    f.gateway.savedCards.setupIntents.set(setup.value.setupIntentId, { ...confirmed, status: 'processing' });
    expect(
      await f.use.finishCardUpdate.execute({
        caller: f.caller,
        membershipId: membership.id,
        setupIntentId: setup.value.setupIntentId,
      }),
    ).toEqual({ ok: false, code: 'CARD_NOT_SAVED', message: AUTO_RENEWAL_MESSAGES.CARD_NOT_SAVED });
  });

  it("refuses a setup intent opened for the member's other membership", async () => {
    const f = await setUpAutoRenewals();
    const first = await f.autoRenewing('succeeds');
    const second = await f.autoRenewing('succeeds', { endDate: '2026-12-31' });
    const setup = await f.use.startCardUpdate.execute({ caller: f.caller, membershipId: first.id });
    if (!setup.ok) throw new Error(setup.message);
    f.gateway.savedCards.confirmSetup(setup.value.setupIntentId);
    expect(
      await f.use.finishCardUpdate.execute({
        caller: f.caller,
        membershipId: second.id,
        setupIntentId: setup.value.setupIntentId,
      }),
    ).toMatchObject({ ok: false, code: 'CARD_NOT_SAVED' });
    expect((await f.repos.autoRenewals.findCard(second.id))?.last4).toBe('4242');
  });

  it('refuses a setup intent made out to another user for this membership', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds');
    const customer = await f.gateway.ensureCustomer({
      idempotencyKey: `customer-${f.member.user.id}`,
      email: 'member@camppass.test',
      name: 'Jamie Rivers',
      metadata: { userId: f.member.user.id },
    });
    const setup = await f.gateway.createSetupIntent({
      customerId: customer.id,
      idempotencyKey: 'forged',
      metadata: { membershipId: membership.id, userId: f.other.user.id },
    });
    f.gateway.savedCards.confirmSetup(setup.id, 'declines_off_session');
    expect(
      await f.use.finishCardUpdate.execute({
        caller: f.caller,
        membershipId: membership.id,
        setupIntentId: setup.id,
      }),
    ).toMatchObject({ ok: false, code: 'CARD_NOT_SAVED' });
    expect((await f.repos.autoRenewals.findCard(membership.id))?.last4).toBe('4242');
  });

  it('saves the new card and turns automatic renewal on when it was off', async () => {
    const f = await setUpAutoRenewals();
    const membership = await f.autoRenewing('succeeds', { autoRenewal: false });
    const setup = await f.use.startCardUpdate.execute({ caller: f.caller, membershipId: membership.id });
    if (!setup.ok) throw new Error(setup.message);
    f.gateway.savedCards.confirmSetup(setup.value.setupIntentId, 'authenticates');
    expect(
      await f.use.finishCardUpdate.execute({
        caller: f.caller,
        membershipId: membership.id,
        setupIntentId: setup.value.setupIntentId,
      }),
    ).toMatchObject({ ok: true, value: { on: true, card: { last4: '3184' } } });
    expect(await f.repos.memberships.findById(membership.id)).toMatchObject({ autoRenewal: true });
    expect((await f.repos.autoRenewals.findCard(membership.id))?.last4).toBe('3184');
  });
});

describe('listing automatic renewals', () => {
  it("answers each of the caller's memberships by id, on or off", async () => {
    const f = await setUpAutoRenewals();
    const on = await f.autoRenewing('succeeds');
    const off = await f.membership(f.member.user.id, { startDate: '2025-07-02', endDate: '2026-07-01' });
    await f.autoRenewing('succeeds', {}, f.other.user.id);
    const listed = await new ListAutoRenewals(f.ports).execute({ caller: f.caller });
    if (!listed.ok) throw new Error(listed.message);
    expect([...listed.value.keys()].sort()).toEqual([on.id, off.id].sort());
    expect(listed.value.get(on.id)).toMatchObject({ on: true, card: { last4: '4242' } });
    expect(listed.value.get(off.id)).toMatchObject({ on: false, card: null, nextChargeDate: null });
  });
});
