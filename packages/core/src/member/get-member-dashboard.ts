import { err, ok, type Result } from '@camppass/domain';
import { keptCents } from '../checkout/kept-payments';
import type { CorePorts } from '../ports/core-ports';
import type { PaymentRecord } from '../ports/repositories/payment-repository';
import type { ProfileRecord } from '../ports/repositories/user-repository';
import type { Principal } from '../shared/principal';
import { actAsMember } from './member-access';
import { type ListedMembership, loadMemberMemberships, type MemberMembership } from './member-memberships';
import { PROFILE_NOT_FOUND_MESSAGE } from './policy';

export interface MemberPayment {
  readonly payment: PaymentRecord;
  /** The membership it paid for, when it is one of the member's own. */
  readonly membership: MemberMembership | null;
}

export interface MemberDashboard {
  readonly profile: ProfileRecord;
  readonly memberships: readonly ListedMembership[];
  /** 02 §3: active (expiring included), expiring within 7 days, expired; pending and cancelled in none. */
  readonly groups: {
    readonly active: readonly ListedMembership[];
    readonly expiring: readonly ListedMembership[];
    readonly expired: readonly ListedMembership[];
  };
  readonly payments: readonly MemberPayment[];
  /** Every payment of the member that succeeded, less those refunded, in cents. */
  readonly totalPaidCents: number;
}

/** The member dashboard's data (02 §3): profile, memberships grouped by status, payments. */
export class GetMemberDashboard {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly caller: Principal;
  }): Promise<Result<MemberDashboard, 'FORBIDDEN' | 'PROFILE_NOT_FOUND'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const profile = await repos.users.findProfile(member.value);
      if (!profile) return err('PROFILE_NOT_FOUND', PROFILE_NOT_FOUND_MESSAGE);
      const recorded = await repos.payments.listByUser(member.value);
      const memberships = await loadMemberMemberships(repos, member.value, now, recorded);
      const byId = new Map<string, MemberMembership>(memberships.map((m) => [m.membership.id, m]));
      const payments = recorded.map((payment) => ({
        payment,
        membership: payment.membershipId ? (byId.get(payment.membershipId) ?? null) : null,
      }));
      return ok({
        profile,
        memberships,
        groups: {
          active: memberships.filter((m) => m.status === 'active'),
          expiring: memberships.filter((m) => m.displayStatus === 'expiring'),
          expired: memberships.filter((m) => m.status === 'expired'),
        },
        payments,
        totalPaidCents: keptCents(recorded),
      });
    });
  }
}
