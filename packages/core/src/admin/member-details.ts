import { err, MEMBER_NOT_FOUND, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { MemberDetails } from '../ports/repositories/admin-directory';
import type { Principal } from '../shared/principal';
import { requireSuperAdmin } from './super-admin';

/** The member details modal (03 §2.10): 'Member not found' for an account that is not a member. */
export class GetMemberDetails {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly memberId: string;
  }): Promise<Result<MemberDetails, 'FORBIDDEN' | 'NOT_FOUND'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    const details = await this.ports.unitOfWork.run((repos) => repos.admin.memberDetails(input.memberId));
    if (!details?.roles.some((grant) => grant.role === 'member')) return err('NOT_FOUND', MEMBER_NOT_FOUND);
    return ok(details);
  }
}
