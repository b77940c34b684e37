import { err, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { ProfileRecord } from '../ports/repositories/user-repository';
import type { Principal } from '../shared/principal';
import { actAsMember } from './member-access';
import { PROFILE_NOT_FOUND_MESSAGE } from './policy';

/** GET update-profile (02 §7): the caller's own profile. */
export class GetMemberProfile {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  async execute(input: {
    readonly caller: Principal;
  }): Promise<Result<ProfileRecord, 'FORBIDDEN' | 'PROFILE_NOT_FOUND'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const profile = await this.ports.unitOfWork.run((repos) => repos.users.findProfile(member.value));
    return profile ? ok(profile) : err('PROFILE_NOT_FOUND', PROFILE_NOT_FOUND_MESSAGE);
  }
}
