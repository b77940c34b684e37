import { payoutFailedSubject } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { PAYOUT_FAILED, PAYOUT_PAID, type Payout } from '../ports/payment-gateway';
import { seedCampground, unwrap } from '../testing/contract-harness';
import { createInMemoryCore, seedAccount } from '../testing/in-memory-core';
import { anEnabledAccount } from '../testing/public-page-fixture';
import { HandlePaymentWebhook } from './handle-payment-webhook';
import { encodeStripeObjectEvent, toStripePayoutObject } from './webhook-event';

const payout = (status: Payout['status'], failureMessage: string | null = null): Payout => ({
  id: 'po_100',
  amountCents: 12_345,
  currency: 'usd',
  status,
  arrivalDate: new Date('2026-06-03T00:00:00Z'),
  createdAt: new Date('2026-06-01T00:00:00Z'),
  failureMessage,
});

const setUp = async () => {
  const core = createInMemoryCore();
  const pine = await seedCampground(core.repos, { name: 'Pine Valley' });
  const other = await seedCampground(core.repos, { name: 'Other' });
  for (const [email, campgroundId] of [
    ['owner@pine.test', pine.id],
    ['co-owner@pine.test', pine.id],
  ] as const)
    await seedAccount(core, { email, roles: [{ role: 'owner', campgroundId }] });
  await seedAccount(core, { email: 'staff@pine.test', roles: [{ role: 'staff', campgroundId: pine.id }] });
  await seedAccount(core, { email: 'owner@other.test', roles: [{ role: 'owner', campgroundId: other.id }] });
  await core.repos.payoutAccounts.create(
    pine.id,
    { ...anEnabledAccount('acct_pine'), chargesEnabled: true, payoutsEnabled: true },
    new Date(),
  );
  const webhook = new HandlePaymentWebhook(core);
  const deliver = async (id: string, type: string, body: Payout, accountId: string | null = 'acct_pine') => {
    const rawBody = encodeStripeObjectEvent({
      id,
      type,
      createdSeconds: Math.floor(core.clock.now().getTime() / 1000),
      object: toStripePayoutObject(body),
      accountId,
    });
    const delivery = await core.gateway.signedDelivery(
      rawBody,
      Math.floor(core.clock.now().getTime() / 1000),
    );
    return unwrap(await webhook.execute(delivery.rawBody, delivery.signatureHeader));
  };
  const failureMails = () =>
    [...core.unitOfWork.store.tables.outbox.values()].filter(
      (message) => message.tags.kind === 'payout-failed',
    );
  return { core, pine, deliver, failureMails };
};

describe('payout webhooks', () => {
  it('keeps a paid payout for the campground whose account it is; a replay changes nothing', async () => {
    const f = await setUp();
    expect(await f.deliver('evt_paid', PAYOUT_PAID, payout('paid'))).toEqual({ outcome: 'recorded' });
    expect(await f.core.repos.earnings.listPayouts(f.pine.id, 10)).toEqual([
      { ...payout('paid'), campgroundId: f.pine.id },
    ]);
    expect(await f.deliver('evt_paid', PAYOUT_PAID, payout('paid'))).toEqual({ outcome: 'duplicate' });
    expect(f.failureMails()).toEqual([]);
  });

  it('a failed payout e-mails each owner of the campground once, not staff nor other owners', async () => {
    const f = await setUp();
    await f.deliver('evt_paid', PAYOUT_PAID, payout('paid'));
    expect(
      await f.deliver('evt_failed', PAYOUT_FAILED, payout('failed', 'The bank account has been closed.')),
    ).toEqual({
      outcome: 'recorded',
    });
    await f.deliver('evt_failed', PAYOUT_FAILED, payout('failed', 'The bank account has been closed.'));
    // Another delivery of the same failure under a new event id: the payout was already failed.
    await f.deliver('evt_failed_again', PAYOUT_FAILED, payout('failed', 'The bank account has been closed.'));
    const mails = f.failureMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['co-owner@pine.test', 'owner@pine.test']);
    expect(mails[0]?.subject).toBe(payoutFailedSubject('Pine Valley'));
    expect(mails[0]?.text).toContain('$123.45');
    expect(mails[0]?.text).toContain('The bank account has been closed.');
    const [kept] = await f.core.repos.earnings.listPayouts(f.pine.id, 10);
    expect(kept).toMatchObject({ status: 'failed', failureMessage: 'The bank account has been closed.' });
  });

  it('acknowledges and ignores a payout of an account no campground has, or of no account', async () => {
    const f = await setUp();
    expect(await f.deliver('evt_x', PAYOUT_FAILED, payout('failed', 'x'), 'acct_unknown')).toEqual({
      outcome: 'ignored',
    });
    expect(await f.deliver('evt_y', PAYOUT_FAILED, payout('failed', 'x'), null)).toEqual({
      outcome: 'ignored',
    });
    expect(f.core.unitOfWork.store.tables.payouts.size).toBe(0);
    expect(f.failureMails()).toEqual([]);
  });
});
