import { describe, expect, it, vi } from 'vitest';
import { aPayment, minutesAfterT0 } from '../testing/builders';
import { setUpMemberArea } from '../testing/member-area-fixture';
import { ListMemberPayments } from './list-member-payments';

describe('member payments list', () => {
  it('pages and sorts the caller’s payments only, whatever filter is asked for', async () => {
    const f = await setUpMemberArea();
    const own = await f.membership(f.member.user.id, { membershipCode: 'CAM-PAY01' });
    for (const [minutes, amountCents] of [
      [1, 5_000],
      [2, 9_000],
      [3, 1_000],
    ] as const) {
      await f.repos.payments.create(
        aPayment({
          userId: f.member.user.id,
          membershipId: own.id,
          amountCents,
          createdAt: minutesAfterT0(minutes),
        }),
      );
    }
    await f.repos.payments.create(aPayment({ userId: f.other.user.id, amountCents: 99_999 }));
    const list = new ListMemberPayments(f.core);
    const smuggled = { filter: { userId: f.other.user.id } } as object;
    const result = await list.execute({
      caller: f.member.principal,
      request: { sortField: 'amount', sortDirection: 'desc', pageSize: 10, ...smuggled },
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.items.map((i) => i.payment.amountCents)).toEqual([9_000, 5_000, 1_000]);
    expect(result.value.items[0]?.membership?.membership.membershipCode).toBe('CAM-PAY01');
    expect(result.value.total).toBe(3);

    const oldest = await list.execute({
      caller: f.member.principal,
      request: { sortField: 'date', sortDirection: 'asc' },
    });
    expect(oldest.ok && oldest.value.items.map((i) => i.payment.amountCents)).toEqual([5_000, 9_000, 1_000]);
    const unknownSort = await list.execute({
      caller: f.member.principal,
      request: { sortField: 'user_id; drop table' },
    });
    expect(unknownSort.ok && unknownSort.value.items.map((i) => i.payment.amountCents)).toEqual([
      1_000, 9_000, 5_000,
    ]);
  });

  it('never shows another person’s membership beside the caller’s payment', async () => {
    const f = await setUpMemberArea();
    const theirs = await f.membership(f.other.user.id, { membershipCode: 'CAM-THEIRS' });
    await f.repos.payments.create(aPayment({ userId: f.member.user.id, membershipId: theirs.id }));
    const result = await new ListMemberPayments(f.core).execute({ caller: f.member.principal, request: {} });
    expect(result.ok && result.value.items.map((i) => [i.payment.membershipId, i.membership])).toEqual([
      [theirs.id, null],
    ]);
  });

  it('reads the page’s memberships in one read, however many payments the page holds', async () => {
    const f = await setUpMemberArea();
    for (const n of [1, 2, 3, 4]) {
      const membership = await f.membership(f.member.user.id, { membershipCode: `CAM-PAGE${n}` });
      await f.repos.payments.create(
        aPayment({ userId: f.member.user.id, membershipId: membership.id, createdAt: minutesAfterT0(n) }),
      );
    }
    const byId = vi.spyOn(f.repos.memberships, 'findById');
    const byIds = vi.spyOn(f.repos.memberships, 'listByIds');

    const result = await new ListMemberPayments(f.core).execute({
      caller: f.member.principal,
      request: { page: 1, pageSize: 10 },
    });

    if (!result.ok) throw new Error(result.message);
    expect(result.value.items.map((i) => i.membership?.membership.membershipCode)).toEqual([
      'CAM-PAGE4',
      'CAM-PAGE3',
      'CAM-PAGE2',
      'CAM-PAGE1',
    ]);
    expect(byId).not.toHaveBeenCalled();
    expect(byIds).toHaveBeenCalledTimes(1);
  });
});
