import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { ProfileRecord } from '../ports/repositories/user-repository';
import type { Principal } from '../shared/principal';
import { actAsMember, ownUserId } from './member-access';
import { type ListedMembership, loadMemberMemberships } from './member-memberships';

export interface MemberMemberships {
  /** Whose they are: the name and e-mail each membership shows (02 §3 memberName, memberEmail). */
  readonly profile: ProfileRecord | null;
  readonly memberships: readonly ListedMembership[];
}

/** user-memberships (02 §7): the caller's own memberships, newest first. */
export class ListMemberMemberships {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly caller: Principal;
    readonly userId?: string | null;
  }): Promise<Result<MemberMemberships, 'FORBIDDEN' | 'PROFILE_NOT_FOUND'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const own = ownUserId(member.value, input.userId);
    if (!own.ok) return own;
    const now = this.ports.clock.now();
    return ok(
      await this.ports.unitOfWork.run(async (repos) => ({
        profile: await repos.users.findProfile(own.value),
        memberships: await loadMemberMemberships(
          repos,
          own.value,
          now,
          await repos.payments.listByUser(own.value),
        ),
      })),
    );
  }
}
