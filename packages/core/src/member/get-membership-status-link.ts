import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { issueCardPass } from '../shared/card-pass-keys';
import type { Principal } from '../shared/principal';
import { passClaims } from './card-pass-claims';
import { actAsMember, ownMembership } from './member-access';
import { issueStatusToken } from './membership-status-token';
import { statusLink } from './policy';

export interface StatusLink {
  readonly membershipId: string;
  readonly statusUrl: string;
}

/**
 * The public status link of one of the caller's memberships (what its card's QR code opens). With
 * `replace`, a new token takes the old one's place and the old link stops working.
 */
export class GetMembershipStatusLink {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'tokens' | 'clock' | 'config'>) {}

  async execute(input: {
    readonly caller: Principal;
    readonly membershipId: string;
    readonly replace?: boolean;
  }): Promise<Result<StatusLink, 'FORBIDDEN' | 'MEMBERSHIP_NOT_FOUND'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const membership = await ownMembership(repos, member.value, input.membershipId);
      if (!membership.ok) return membership;
      const id = membership.value.id;
      let token: string;
      if (input.replace) {
        token = this.ports.tokens.generate();
        await repos.statusTokens.replace(id, token, now);
      } else {
        token = await issueStatusToken(repos, this.ports.tokens, id, now);
      }
      const pass = await issueCardPass(repos, this.ports.config, passClaims(membership.value), now);
      return ok({ membershipId: id, statusUrl: statusLink(this.ports.config, token, pass) });
    });
  }
}
