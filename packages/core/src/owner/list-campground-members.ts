import { type CalendarDate, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Page } from '../ports/list';
import { nextChargeDates } from './next-charge-dates';
import {
  campgroundScope,
  describeMember,
  type OwnerMembersInput,
  type OwnerMemberView,
  ownerMembersQuery,
} from './owner-members-scope';

/** A member of the list, with the day their automatic renewal is next charged (null unless on). */
export interface OwnerMemberListItem extends OwnerMemberView {
  readonly nextChargeDate: CalendarDate | null;
}

/**
 * get-campground-members (03 §2.5, §7): a page of the members of the caller's campgrounds (owner,
 * staff or super admin), searched, filtered, sorted and counted by the database.
 */
export class ListCampgroundMembers {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock' | 'config'>) {}

  async execute(input: OwnerMembersInput): Promise<Result<Page<OwnerMemberListItem>, 'FORBIDDEN'>> {
    const scope = campgroundScope(input.actor, input.campgroundId, 'view');
    if (!scope.ok) return scope;
    const now = this.ports.clock.now();
    const page = await this.ports.repos.ownerMembers.listMembers(ownerMembersQuery(input, scope.value, now));
    const charges = await nextChargeDates(
      this.ports,
      page.items.filter((row) => row.autoRenewal).map((row) => row.id),
    );
    return ok({
      ...page,
      items: page.items.map((row) => ({
        ...describeMember(row, now),
        nextChargeDate: charges.get(row.id) ?? null,
      })),
    });
  }
}
