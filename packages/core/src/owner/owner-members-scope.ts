import {
  addDays,
  CAMPGROUND_ACCESS_DENIED,
  type CalendarDate,
  currentStatus,
  daysUntilExpiration,
  err,
  isMilitaryMember,
  type MembershipCurrentStatus,
  OWNER_EXPIRING_WINDOW_DAYS,
  OWNER_MEMBER_STATUS_LABELS,
  ok,
  type Result,
  startsOnLabel,
  todayInZone,
} from '@camppass/domain';
import { type ListDefaults, type ListQuery, listQuery } from '../ports/list';
import type {
  OwnerMemberExportRow,
  OwnerMemberFilter,
  OwnerMemberRow,
  OwnerMemberSort,
  OwnerMemberStatusFilter,
} from '../ports/repositories/owner-member-directory';
import type { Principal } from '../shared/principal';
import { campgroundIdsOf, mayAct, type OwnerAction, refusal } from './owner-access';

/** What the members list and the export receive: the caller, the campground (or all of theirs), the filters. */
export interface OwnerMembersInput {
  readonly actor: Principal;
  /** One of the caller's campgrounds, or null for every campground where they may act. */
  readonly campgroundId?: string | null;
  readonly status?: OwnerMemberStatusFilter | null;
  readonly search?: string | null;
  readonly sortField?: OwnerMemberSort | null;
  readonly sortDirection?: 'asc' | 'desc' | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

const holdsOwnerAreaRole = (actor: Principal): boolean =>
  actor.roles.some(
    (grant) => grant.role === 'owner' || grant.role === 'staff' || grant.role === 'super_admin',
  );

/**
 * The campgrounds a request reads: the one it names when the caller may take `action` there (403
 * otherwise), or every campground of the caller where they may (none for an owner without one).
 * A caller with no owner-area role at all is refused.
 */
export const campgroundScope = (
  actor: Principal,
  campgroundId: string | null | undefined,
  action: OwnerAction,
): Result<string[], 'FORBIDDEN'> => {
  if (campgroundId) {
    const refused = refusal(actor, campgroundId, action);
    return refused ?? ok([campgroundId]);
  }
  if (!holdsOwnerAreaRole(actor)) return err('FORBIDDEN', CAMPGROUND_ACCESS_DENIED);
  const ids = campgroundIdsOf(actor).filter((id) => mayAct(actor, id, action));
  if (ids.length === 0 && campgroundIdsOf(actor).length > 0) {
    // Staff asking for an owner-only action over "all" their campgrounds: refused, not an empty answer.
    const first = campgroundIdsOf(actor)[0] as string;
    return refusal(actor, first, action) ?? ok([]);
  }
  return ok(ids);
};

const MEMBER_LIST_DEFAULTS: ListDefaults<
  Omit<OwnerMemberFilter, 'campgroundIds' | 'now'>,
  OwnerMemberSort
> = {
  filter: { status: 'all' },
  sortFields: ['createdAt', 'name', 'endDate'],
  sort: { field: 'createdAt', direction: 'desc' },
};

/** The list query of a request over the campgrounds in scope, at `now` (03 §4: newest joined first). */
export const ownerMembersQuery = (
  input: OwnerMembersInput,
  campgroundIds: readonly string[],
  now: Date,
): ListQuery<OwnerMemberFilter, OwnerMemberSort> => {
  const query = listQuery(
    {
      filter: input.status ? { status: input.status } : {},
      search: input.search ?? null,
      sortField: input.sortField ?? null,
      sortDirection: input.sortDirection ?? null,
      page: input.page ?? null,
      pageSize: input.pageSize ?? null,
    },
    MEMBER_LIST_DEFAULTS,
  );
  return { ...query, filter: { ...query.filter, campgroundIds, now } };
};

/** A member record with what the owner sees derived from it at `now` (03 §3, §4). */
export interface OwnerMemberView extends OwnerMemberRow {
  readonly today: CalendarDate;
  readonly effectiveStatus: MembershipCurrentStatus;
  readonly statusLabel: string;
  /** Active and ending within 30 days. */
  readonly isExpiringSoon: boolean;
  readonly daysUntilExpiration: number;
  readonly isMilitaryMember: boolean;
  readonly fullName: string;
}

/**
 * The status (03 §4) of a membership on `today` by the domain's one rule (`currentStatus`: expired
 * past its end date, upcoming before its first day), and whether it is Expiring Soon (by `expiringBy`).
 */
export const memberStatusOn = (
  row: Pick<OwnerMemberRow, 'status' | 'startDate' | 'endDate'>,
  today: CalendarDate,
  expiringBy: CalendarDate,
): {
  readonly effectiveStatus: OwnerMemberView['effectiveStatus'];
  readonly isExpiringSoon: boolean;
  readonly startDate: CalendarDate;
} => {
  // An archived membership is over whatever its dates say.
  const effectiveStatus =
    row.status === 'archived'
      ? 'expired'
      : currentStatus({ status: row.status, startDate: row.startDate, endDate: row.endDate }, today);
  return {
    effectiveStatus,
    isExpiringSoon: effectiveStatus === 'active' && row.endDate <= expiringBy,
    startDate: row.startDate,
  };
};

/** The last day a membership ending on it counts as Expiring Soon on `today`. */
export const expiringByOn = (today: CalendarDate): CalendarDate => addDays(today, OWNER_EXPIRING_WINDOW_DAYS);

export const memberStatusLabel = (status: ReturnType<typeof memberStatusOn>): string => {
  if (status.effectiveStatus === 'upcoming') return startsOnLabel(status.startDate);
  return status.isExpiringSoon
    ? OWNER_MEMBER_STATUS_LABELS.expiringSoon
    : OWNER_MEMBER_STATUS_LABELS[status.effectiveStatus];
};

/** The member's full name as shown, else the e-mail. */
export const memberFullName = (row: Pick<OwnerMemberExportRow, 'profile' | 'email'>): string =>
  `${row.profile.firstName} ${row.profile.lastName}`.trim() || row.email;

export const describeMember = (row: OwnerMemberRow, now: Date): OwnerMemberView => {
  const today = todayInZone(now, row.campgroundTimeZone);
  const status = memberStatusOn(row, today, expiringByOn(today));
  return {
    ...row,
    today,
    ...status,
    statusLabel: memberStatusLabel(status),
    daysUntilExpiration: daysUntilExpiration(row.endDate, today),
    isMilitaryMember: isMilitaryMember({
      isMilitaryDiscount: row.isMilitaryDiscount,
      militaryStatus: row.profile.militaryStatus,
    }),
    fullName: memberFullName(row),
  };
};
