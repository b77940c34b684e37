import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { setUpMembershipChanges } from '../testing/membership-change-fixture';

// "Renew automatically" when the member renews or extends: the card is saved for later renewals
// only when there is a payment to save it from, and only when the member asks for it.

describe('starting a membership change with automatic renewal', () => {
  const expiredAnnual = (f: Awaited<ReturnType<typeof setUpMembershipChanges>>) =>
    f.membership(f.member.user.id, { startDate: '2025-05-01', endDate: '2026-04-30', status: 'expired' });

  it("saves the renewal's card to the member's customer when asked", async () => {
    const f = await setUpMembershipChanges();
    const expired = await expiredAnnual(f);
    const started = unwrap(
      await f.start.execute({
        caller: f.caller,
        request: { kind: 'renewal', membershipId: expired.id },
        autoRenew: true,
      }),
    );
    const intent = f.gateway.intents.get(started.paymentIntentId);
    expect(intent?.customerId).toMatch(/^cus_/);
    expect(intent?.metadata.autoRenewal).toBe('true');
    expect(await f.repos.autoRenewals.findCustomer(f.member.user.id)).toBe(intent?.customerId);
  });

  it('saves no card when the member does not ask for automatic renewal', async () => {
    const f = await setUpMembershipChanges();
    const expired = await expiredAnnual(f);
    const started = unwrap(
      await f.start.execute({
        caller: f.caller,
        request: { kind: 'renewal', membershipId: expired.id },
        autoRenew: false,
      }),
    );
    const intent = f.gateway.intents.get(started.paymentIntentId);
    expect(intent?.customerId ?? null).toBeNull();
    expect(intent?.metadata.autoRenewal).toBeUndefined();
    expect(f.gateway.savedCards.customers.size).toBe(0);
  });

  it('creates no customer at the gateway for a change with nothing to pay', async () => {
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
    const started = unwrap(
      await f.start.execute({
        caller: f.caller,
        request: { kind: 'extension', membershipId: weekend.id, newMembershipTypeId: monthly.id },
        autoRenew: true,
      }),
    );
    expect(started.amountCents).toBe(0);
    expect(f.gateway.savedCards.customers.size).toBe(0);
    expect(await f.repos.autoRenewals.findCustomer(f.member.user.id)).toBeNull();
  });
});
