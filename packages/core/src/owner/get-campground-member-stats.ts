import {
  DEFAULT_TIME_ZONE,
  OWNER_EXPIRING_WINDOW_DAYS,
  ok,
  type Result,
  todayInZone,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { OwnerMemberFigures } from '../ports/repositories/owner-member-directory';
import type { Principal } from '../shared/principal';
import { campgroundScope } from './owner-members-scope';

/** The months the revenue chart shows: the 12 up to this one. */
const REVENUE_MONTHS = 12;

/** `YYYY-MM` of the `count` months ending with the month of `today`, oldest first. */
export const lastMonths = (today: string, count: number = REVENUE_MONTHS): string[] => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
};

/**
 * Member stats of 03 §3 over one campground of the caller or all of theirs: counts by status and type,
 * expiring within 30 days, documents, revenue from succeeded payments less refunds, by month.
 */
export class GetCampgroundMemberStats {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId?: string | null;
  }): Promise<Result<OwnerMemberFigures, 'FORBIDDEN'>> {
    const scope = campgroundScope(input.actor, input.campgroundId, 'view');
    if (!scope.ok) return scope;
    const now = this.ports.clock.now();
    const first = scope.value[0];
    const zone =
      (first ? await this.ports.repos.campgrounds.findById(first) : null)?.timeZone ?? DEFAULT_TIME_ZONE;
    const months = lastMonths(todayInZone(now, zone));
    // A day early, so the first month's start in any time zone is inside; the months are kept by name.
    const since = new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - 86_400_000);
    const figures = await this.ports.repos.ownerMembers.memberStats({
      campgroundIds: scope.value,
      now,
      expiringWithinDays: OWNER_EXPIRING_WINDOW_DAYS,
      revenueSince: since,
    });
    const byMonth = new Map(figures.revenueByMonth.map((entry) => [entry.month, entry.revenueCents]));
    return ok({
      ...figures,
      revenueByMonth: months.map((month) => ({ month, revenueCents: byMonth.get(month) ?? 0 })),
    });
  }
}
