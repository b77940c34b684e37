import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Page } from '../ports/list';
import {
  campgroundScope,
  describeMember,
  type OwnerMembersInput,
  type OwnerMemberView,
  ownerMembersQuery,
} from './owner-members-scope';

/**
 * get-campground-members (03 §2.5, §7): a page of the members of the caller's campgrounds (owner,
 * staff or super admin), searched, filtered, sorted and counted by the database.
 */
export class ListCampgroundMembers {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock'>) {}

  async execute(input: OwnerMembersInput): Promise<Result<Page<OwnerMemberView>, 'FORBIDDEN'>> {
    const scope = campgroundScope(input.actor, input.campgroundId, 'view');
    if (!scope.ok) return scope;
    const now = this.ports.clock.now();
    const page = await this.ports.repos.ownerMembers.listMembers(ownerMembersQuery(input, scope.value, now));
    return ok({ ...page, items: page.items.map((row) => describeMember(row, now)) });
  }
}
