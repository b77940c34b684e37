import {
  MEMBER_NOT_FOUND,
  MEMBER_OTHER_CAMPGROUND,
  OFFLINE_PAYMENT_ALREADY_PAID,
  OFFLINE_PAYMENT_FAILED_STATUS,
  OFFLINE_PAYMENT_NOTE_TOO_LONG,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { Repositories } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
import { seedUser } from '../testing/contract-harness';
import { callerWith as grants, ownerMembersFixture } from '../testing/owner-members-fixture';
import { RecordOfflinePayment } from './record-offline-payment';

const auditOf = async (repos: Repositories, campgroundId: string) =>
  (
    await repos.auditLog.list({
      page: 1,
      pageSize: 50,
      search: null,
      sort: { field: 'createdAt', direction: 'desc' },
      filter: { campgroundId, actorId: null, actions: null, from: null, to: null },
    })
  ).items;

const setUp = async () => {
  const f = await ownerMembersFixture();
  // Ada bought at the counter and has not paid yet: the membership waits on its payment.
  await f.repos.memberships.update(f.ada.id, { status: 'pending', pricePaidCents: 8_500 }, f.clock.now());
  const clerk = await seedUser(f.repos, 'clerk@camp.test');
  // The audit log names a real account: every caller here is that one account with other grants.
  const callerWith = (...roles: Parameters<typeof grants>): Principal => ({
    ...grants(...roles),
    userId: clerk.id,
  });
  return { ...f, clerk, callerWith, record: new RecordOfflinePayment(f.core) };
};

describe('RecordOfflinePayment', () => {
  it('records the membership’s own price as a succeeded payment, marks it paid and active, and audits it', async () => {
    const f = await setUp();
    const owner = f.callerWith(['owner', f.pine.id]);
    const result = await f.record.execute({
      actor: owner,
      membershipId: f.ada.id,
      method: 'check',
      note: '  Cheque #1042  ',
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.membership).toMatchObject({ paymentStatus: 'paid', status: 'active' });
    expect(result.value.payment).toMatchObject({
      gatewayPaymentId: `offline_${f.ada.id}`,
      currency: 'usd',
      membershipId: f.ada.id,
      campgroundId: f.pine.id,
      userId: f.ada.memberId,
      amountCents: 8_500,
      status: 'succeeded',
      refunded: false,
      paymentMethod: 'check',
      recordedBy: f.clerk.id,
      note: 'Cheque #1042',
      createdAt: f.clock.now(),
    });
    expect(await f.repos.memberships.findById(f.ada.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await auditOf(f.repos, f.pine.id)).toEqual([
      expect.objectContaining({
        action: 'owner-record-payment',
        actorRole: 'owner',
        subjectId: f.ada.id,
        before: { payment_status: 'pending', status: 'pending' },
        after: expect.objectContaining({ payment_status: 'paid', amount_cents: 8_500, method: 'check' }),
      }),
    ]);
  });

  it('keeps a cancelled membership cancelled while settling its payment', async () => {
    const f = await setUp();
    await f.repos.memberships.update(f.ada.id, { status: 'cancelled' }, f.clock.now());
    const result = await f.record.execute({
      actor: f.callerWith(['super_admin', null]),
      membershipId: f.ada.id,
      method: 'cash',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { membership: { status: 'cancelled', paymentStatus: 'paid' } },
    });
  });

  it('refuses a payment that is not pending, recording nothing', async () => {
    const f = await setUp();
    const owner = f.callerWith(['owner', f.pine.id]);
    expect(await f.record.execute({ actor: owner, membershipId: f.bob.id, method: 'cash' })).toMatchObject({
      ok: false,
      code: 'PAYMENT_NOT_PENDING',
      message: OFFLINE_PAYMENT_ALREADY_PAID,
    });
    await f.repos.memberships.update(f.bob.id, { paymentStatus: 'failed' }, f.clock.now());
    expect(await f.record.execute({ actor: owner, membershipId: f.bob.id, method: 'cash' })).toMatchObject({
      ok: false,
      code: 'PAYMENT_NOT_PENDING',
      message: OFFLINE_PAYMENT_FAILED_STATUS,
    });
    expect(await f.record.execute({ actor: owner, membershipId: f.ada.id, method: 'cash' })).toMatchObject({
      ok: true,
    });
    expect(await f.record.execute({ actor: owner, membershipId: f.ada.id, method: 'cash' })).toMatchObject({
      ok: false,
      message: OFFLINE_PAYMENT_ALREADY_PAID,
    });
    expect((await f.repos.payments.listByUser(f.bob.memberId)).length).toBe(0);
    expect((await f.repos.payments.listByUser(f.ada.memberId)).length).toBe(1);
    expect(await auditOf(f.repos, f.pine.id)).toHaveLength(1);
  });

  it('lets only the owner or a super admin record: staff and other campgrounds are refused', async () => {
    const f = await setUp();
    const tries = [
      [f.callerWith(['staff', f.pine.id]), f.ada.id],
      [f.callerWith(['owner', f.oak.id]), f.ada.id],
      [f.callerWith(['member', f.pine.id]), f.ada.id],
      [f.callerWith(['owner', f.pine.id]), 'no-such-membership'],
    ] as const;
    const answers = [];
    for (const [actor, membershipId] of tries)
      answers.push(await f.record.execute({ actor, membershipId, method: 'cash' }));
    expect(answers.map((a) => !a.ok && [a.code, a.message])).toEqual([
      ['FORBIDDEN', OWNER_ONLY_ACTION],
      ['FORBIDDEN', MEMBER_OTHER_CAMPGROUND],
      ['FORBIDDEN', MEMBER_OTHER_CAMPGROUND],
      ['NOT_FOUND', MEMBER_NOT_FOUND],
    ]);
    expect(await f.repos.memberships.findById(f.ada.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await f.repos.payments.listByUser(f.ada.memberId)).toEqual([]);
  });

  it('takes a note of exactly 500 characters', async () => {
    const f = await setUp();
    const result = await f.record.execute({
      actor: f.callerWith(['owner', f.pine.id]),
      membershipId: f.ada.id,
      method: 'other',
      note: 'x'.repeat(500),
    });
    expect(result.ok && result.value.payment.note).toBe('x'.repeat(500));
  });

  it('refuses a note over 500 characters before touching anything', async () => {
    const f = await setUp();
    const result = await f.record.execute({
      actor: f.callerWith(['owner', f.pine.id]),
      membershipId: f.ada.id,
      method: 'other',
      note: 'x'.repeat(501),
    });
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: { note: OFFLINE_PAYMENT_NOTE_TOO_LONG },
    });
  });
});
