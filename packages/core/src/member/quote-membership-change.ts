import type { Result } from '@camppass/domain';
import {
  type MembershipChangeCode,
  type MembershipChangeRequest,
  type PricedChange,
  priceMembershipChange,
} from '../checkout/price-membership-change';
import type { CorePorts } from '../ports/core-ports';
import type { Principal } from '../shared/principal';
import { actAsMember } from './member-access';

/**
 * quote-membership-change: a renewal or extension priced and dated as its payment would charge it,
 * with nothing opened at the gateway or recorded: what the member is shown on each choice before
 * going to payment. The payment prices again, so the charge is always the server's price of that moment.
 */
export class QuoteMembershipChange {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly caller: Principal;
    readonly request: MembershipChangeRequest;
  }): Promise<Result<PricedChange, MembershipChangeCode | 'FORBIDDEN'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    return this.ports.unitOfWork.run((repos) =>
      priceMembershipChange(repos, member.value, input.request, this.ports.clock),
    );
  }
}
