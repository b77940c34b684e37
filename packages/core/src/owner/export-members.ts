import {
  type CalendarDate,
  formatUsd,
  isMilitaryMember,
  MEMBER_EXPORT_YES_NO,
  memberExportFileName,
  ok,
  type Result,
  todayInZone,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { OwnerMemberExportRow } from '../ports/repositories/owner-member-directory';
import {
  campgroundScope,
  expiringByOn,
  memberFullName,
  memberStatusLabel,
  memberStatusOn,
  type OwnerMembersInput,
  ownerMembersQuery,
} from './owner-members-scope';

const yesNo = (value: boolean): string => (value ? MEMBER_EXPORT_YES_NO.yes : MEMBER_EXPORT_YES_NO.no);
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One member's 15 cells at `now`, as text (the CSV writer makes formula-like cells safe). Each
 * campground zone's today is worked out once per export, not once per row.
 */
const exportCellsAt = (now: Date): ((member: OwnerMemberExportRow) => string[]) => {
  const days = new Map<string, { readonly today: CalendarDate; readonly expiringBy: CalendarDate }>();
  const dayIn = (zone: string) => {
    let day = days.get(zone);
    if (!day) {
      const today = todayInZone(now, zone);
      day = { today, expiringBy: expiringByOn(today) };
      days.set(zone, day);
    }
    return day;
  };
  return (member) => {
    const { today, expiringBy } = dayIn(member.campgroundTimeZone);
    return [
      memberFullName(member),
      member.email,
      member.profile.phone ?? '',
      member.campgroundName,
      member.membershipTypeName,
      memberStatusLabel(memberStatusOn(member, today, expiringBy)),
      member.startDate,
      member.endDate,
      capitalised(member.paymentStatus),
      formatUsd(member.pricePaidCents),
      member.membershipCode,
      yesNo(
        isMilitaryMember({
          isMilitaryDiscount: member.isMilitaryDiscount,
          militaryStatus: member.profile.militaryStatus,
        }),
      ),
      yesNo(member.hasIdPhoto),
      member.profile.city ?? '',
      member.profile.stateProvince ?? '',
    ];
  };
};

/** Rows read per batch: the most the server holds at once, whatever the size of the export. */
const EXPORT_BATCH_SIZE = 1000;

export interface MemberExport {
  readonly fileName: string;
  /**
   * Reads the members in the list's order, handing each batch's rows of cells to `each`; the next
   * batch is read only once `each` settles, and nothing more once it rejects.
   */
  readonly write: (each: (rows: string[][]) => Promise<void>) => Promise<void>;
}

/**
 * export-members (03 §2.5, §9): the filtered members of the caller's campground(s), for its owner or
 * a super admin (staff may not export,
 * docs/decisions/owner-area.md#staff-versus-owner-in-the-owner-area). The access is checked before
 * anything is read; the rows are then streamed a batch at a time, never held whole.
 */
export class ExportMembers {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock'>) {}

  async execute(input: OwnerMembersInput): Promise<Result<MemberExport, 'FORBIDDEN'>> {
    const scope = campgroundScope(input.actor, input.campgroundId, 'export');
    if (!scope.ok) return scope;
    const now = this.ports.clock.now();
    const only =
      scope.value.length === 1 ? await this.ports.repos.campgrounds.findById(scope.value[0] as string) : null;
    const query = ownerMembersQuery(input, scope.value, now);
    const cells = exportCellsAt(now);
    return ok({
      fileName: memberExportFileName(only?.slug ?? 'all', todayInZone(now, only?.timeZone)),
      write: (each) =>
        this.ports.repos.ownerMembers.streamMembers(query, EXPORT_BATCH_SIZE, (rows) =>
          each(rows.map(cells)),
        ),
    });
  }
}
