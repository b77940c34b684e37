import {
  MEMBER_OTHER_CAMPGROUND,
  OFFLINE_PAYMENT_ALREADY_PAID,
  OFFLINE_PAYMENT_FAILED_STATUS,
  OFFLINE_PAYMENT_NOTE_TOO_LONG,
  OFFLINE_PAYMENT_RECORDED,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { type MatrixCaller, ownerOnlyAnswer } from '../../testing/access-callers';
import { seedMembershipAt } from '../../testing/card-payments-http';
import { call } from '../../testing/http';
import { seedOwnerMembers } from '../../testing/owner-members-http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

type Seeded = Awaited<ReturnType<typeof seedOwnerMembers>>;
type Caller = MatrixCaller;

/** What each caller gets for a pending membership at Pine Valley ('own') and at the other campground. */
const expected = (caller: Caller, where: 'own' | 'other') =>
  ownerOnlyAnswer(caller, where, {
    elsewhere: MEMBER_OTHER_CAMPGROUND,
    staff: OWNER_ONLY_ACTION,
    member: undefined,
  });

describe.each([
  ['in memory', () => testApp()],
  ['PGlite', pgliteTestApps()],
] as const)('owner-record-payment over HTTP (%s)', (_label, makeApp) => {
  let test: TestApp;
  let s: Seeded;
  let made = 0;
  beforeEach(async () => {
    test = await makeApp();
    s = await seedOwnerMembers(test);
  });

  /** A membership bought at the counter and not yet paid, at Pine Valley or the other campground. */
  const pendingMembership = async (where: 'own' | 'other', priceCents = 9_900) => {
    const campgroundId = where === 'own' ? s.campground.id : s.other.id;
    made += 1;
    return seedMembershipAt(test, campgroundId, `counter-${made}@camppass.test`, {
      membershipCode: `CTR-${String(made).padStart(4, '0')}`,
      status: 'pending',
      paymentStatus: 'pending',
      pricePaidCents: priceCents,
    });
  };
  const record = (token: string | undefined, body: Record<string, unknown>) =>
    call(test, 'owner-record-payment', { token, body });

  it('records the membership’s price, whatever amount is sent, and the profile shows it paid', async () => {
    const membership = await pendingMembership('own', 12_345);
    const res = await record(s.tokens.owner, {
      membership_id: membership.id,
      method: 'bank_transfer',
      note: 'Transfer ref 88',
      amount: 1,
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: OFFLINE_PAYMENT_RECORDED,
      data: {
        membership: { id: membership.id, status: 'active', payment_status: 'paid' },
        payment: {
          status: 'succeeded',
          amount: 12_345,
          amount_formatted: '$123.45',
          payment_method: 'bank_transfer',
          note: 'Transfer ref 88',
          refunded: false,
        },
      },
    });
    const detail = await call(test, 'get-campground-member', {
      method: 'GET',
      token: s.tokens.staff,
      query: { membership_id: membership.id },
    });
    expect(detail.json.data).toMatchObject({
      member: { payment_status: 'paid', status: 'active' },
      payment: { total_paid_cents: 12_345, payments: [expect.objectContaining({ note: 'Transfer ref 88' })] },
    });
    expect((detail.json.data as { attention: string[] }).attention).not.toContain('payment_pending');
  });

  it('answers 409 for a payment already paid or failed, and 400 for a bad method or note', async () => {
    const membership = await pendingMembership('own');
    expect((await record(s.tokens.owner, { membership_id: membership.id, method: 'cash' })).status).toBe(200);
    const again = await record(s.tokens.owner, { membership_id: membership.id, method: 'cash' });
    expect([again.status, again.json.error, again.json.code]).toEqual([
      409,
      OFFLINE_PAYMENT_ALREADY_PAID,
      'PAYMENT_NOT_PENDING',
    ]);
    const failed = await pendingMembership('own');
    await test.container
      .get(REPOSITORIES)
      .memberships.update(failed.id, { paymentStatus: 'failed' }, test.clock.now());
    const refused = await record(s.tokens.owner, { membership_id: failed.id, method: 'check' });
    expect([refused.status, refused.json.error]).toEqual([409, OFFLINE_PAYMENT_FAILED_STATUS]);
    const other = await pendingMembership('own');
    expect((await record(s.tokens.owner, { membership_id: other.id, method: 'card' })).status).toBe(400);
    const long = await record(s.tokens.owner, {
      membership_id: other.id,
      method: 'cash',
      note: 'x'.repeat(501),
    });
    expect([long.status, long.json.error]).toEqual([400, OFFLINE_PAYMENT_NOTE_TOO_LONG]);
    const missing = await record(s.tokens.owner, { membership_id: 'no-such-membership', method: 'cash' });
    expect(missing.status).toBe(404);
  });

  it('lets only the owner of the membership’s campground, or a super admin, record it', async () => {
    const callers: readonly Caller[] = ['owner', 'staff', 'otherOwner', 'member', 'anonymous', 'admin'];
    for (const caller of callers) {
      for (const where of ['own', 'other'] as const) {
        const membership = await pendingMembership(where);
        const token = caller === 'anonymous' ? undefined : s.tokens[caller];
        const res = await record(token, { membership_id: membership.id, method: 'cash' });
        const want = expected(caller, where);
        expect([caller, where, res.status], res.body).toEqual([caller, where, want.status]);
        const after = await test.container.get(REPOSITORIES).memberships.findById(membership.id);
        expect([caller, where, after?.paymentStatus]).toEqual([
          caller,
          where,
          want.status === 200 ? 'paid' : 'pending',
        ]);
        if (want.status === 200) continue;
        expect(res.json).not.toHaveProperty('data');
        expect(res.body).not.toContain(membership.membershipCode);
        if (want.error) expect(res.json.error).toBe(want.error);
      }
    }
  });
});
