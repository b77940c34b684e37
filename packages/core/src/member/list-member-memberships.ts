import { ok, type Result } from '@camppass/domain';
import type { Principal } from '../auth/sessions';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { actAsMember, ownUserId } from './member-access';
import { loadMemberMemberships, type MemberMembership } from './member-memberships';

/** user-memberships (02 §7): the caller's own memberships, newest first. */
export class ListMemberMemberships {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly caller: Principal;
    readonly userId?: string | null;
  }): Promise<Result<readonly MemberMembership[], 'FORBIDDEN' | 'PROFILE_NOT_FOUND'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const own = ownUserId(member.value, input.userId);
    if (!own.ok) return own;
    return ok(
      await this.unitOfWork.run((repos) => loadMemberMemberships(repos, own.value, this.clock.now())),
    );
  }
}
