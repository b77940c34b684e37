import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { type ListRequest, listQuery, type Page } from '../ports/list';
import { PAYMENT_SORT_FIELDS, type PaymentListFilter } from '../ports/repositories/payment-repository';
import type { Principal } from '../shared/principal';
import type { MemberPayment } from './get-member-dashboard';
import { actAsMember } from './member-access';
import { describeMembership, membershipLookups } from './member-memberships';

/**
 * The Payments tab's list (02 §2): the caller's own payments, sorted (date newest or oldest, amount
 * either way, status), searched and paged by the database. The filter is always the caller.
 */
export class ListMemberPayments {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly caller: Principal;
    readonly request: Omit<ListRequest<PaymentListFilter>, 'filter'>;
  }): Promise<Result<Page<MemberPayment>, 'FORBIDDEN'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const query = listQuery(
      {
        ...input.request,
        // Stryker disable next-line ObjectLiteral: equivalent, an empty filter leaves the defaults' filter (the same caller) in force
        filter: { userId: member.value },
      },
      {
        filter: { userId: member.value },
        sortFields: PAYMENT_SORT_FIELDS,
        sort: { field: 'date', direction: 'desc' },
      },
    );
    const now = this.ports.clock.now();
    return ok(
      await this.ports.unitOfWork.run(async (repos) => {
        const page = await repos.payments.listPage(query);
        const find = membershipLookups(repos);
        const paidFor = page.items.flatMap((payment) => (payment.membershipId ? [payment.membershipId] : []));
        const memberships = new Map((await repos.memberships.listByIds(paidFor)).map((m) => [m.id, m]));
        const items: MemberPayment[] = [];
        for (const payment of page.items) {
          const membership = payment.membershipId ? memberships.get(payment.membershipId) : undefined;
          items.push({
            payment,
            membership:
              membership && membership.memberId === member.value
                ? await describeMembership(membership, find, now)
                : null,
          });
        }
        return { ...page, items };
      }),
    );
  }
}
