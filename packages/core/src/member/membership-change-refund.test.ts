import { EXTEND_ACTIVE_ONLY_MESSAGE, formatUsd, RENEW_EXPIRED_ONLY_MESSAGE } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { MembershipChangeRequest } from '../checkout/price-membership-change';
import { setUpMembershipChanges } from '../testing/membership-change-fixture';

// A paid renewal or extension that can no longer be applied is refunded, marked so in the payment
// history, and the member's e-mail speaks of that renewal or extension, not of a new purchase.

/** Pays the same change twice; the first payment applies it, the second comes too late. */
const paidTwice = async (
  f: Awaited<ReturnType<typeof setUpMembershipChanges>>,
  request: MembershipChangeRequest,
) => {
  const first = await f.pay(request);
  const second = await f.pay(request);
  await f.complete.execute({ caller: f.caller, request, paymentIntentId: first.paymentIntentId });
  const late = await f.complete.execute({
    caller: f.caller,
    request,
    paymentIntentId: second.paymentIntentId,
  });
  expect(late).toMatchObject({ ok: false, code: 'PAYMENT_REFUNDED' });
  const mails = (await f.repos.outbox.list({ limit: 10, offset: 0 })).items;
  return { second, mails };
};

describe('the refund e-mail of a renewal or extension that could not be applied', () => {
  it('speaks of the renewal of that membership', async () => {
    const f = await setUpMembershipChanges();
    const expired = await f.membership(f.member.user.id, {
      startDate: '2025-05-01',
      endDate: '2026-04-30',
      status: 'expired',
    });
    const { second, mails } = await paidTwice(f, { kind: 'renewal', membershipId: expired.id });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: 'member@camppass.test',
      subject: `Your renewal payment to ${f.campground.name} was refunded`,
      tags: { kind: 'renewal-refund' },
    });
    expect(mail?.text).toContain(
      `We could not renew your Annual membership ${expired.membershipCode} at ${f.campground.name}. ${RENEW_EXPIRED_ONLY_MESSAGE}`,
    );
    expect(mail?.text).toContain(
      'Your renewal payment was refunded in full, and your membership stays as it was.',
    );
    expect(await f.repos.payments.findByGatewayPaymentId(second.paymentIntentId)).toMatchObject({
      refunded: true,
      purpose: 'renewal',
    });
    expect(mail?.text).toContain(`Amount refunded: ${formatUsd(second.amountCents)}`);
    expect(mail?.text).toContain(`Payment reference: ${second.paymentIntentId}`);
    expect(mail?.html).toContain('We could not renew your Annual membership');
    expect(`${mail?.subject} ${mail?.text}`).not.toMatch(/issue your membership|purchase/i);
  });

  it('speaks of the extension of that membership to the type chosen', async () => {
    const f = await setUpMembershipChanges();
    const weekend = await f.membership(f.member.user.id, {
      membershipTypeId: f.weekend.id,
      startDate: '2026-05-31',
      endDate: '2026-06-02',
    });
    const { mails } = await paidTwice(f, {
      kind: 'extension',
      membershipId: weekend.id,
      newMembershipTypeId: f.annual.id,
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      subject: `Your extension payment to ${f.campground.name} was refunded`,
      tags: { kind: 'extension-refund' },
    });
    expect(mail?.text).toContain(
      `We could not extend your membership ${weekend.membershipCode} at ${f.campground.name} to Annual. ${EXTEND_ACTIVE_ONLY_MESSAGE}`,
    );
    expect(mail?.text).toContain('Your extension payment was refunded in full');
    expect(`${mail?.subject} ${mail?.text}`).not.toMatch(/issue your membership|purchase/i);
  });
});
