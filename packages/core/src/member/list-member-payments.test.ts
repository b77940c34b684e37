import { describe, expect, it } from 'vitest';
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
});
