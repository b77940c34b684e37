import type {
  ListQuery,
  OwnerMemberDirectory,
  OwnerMemberExportRow,
  OwnerMemberFigures,
  OwnerMemberFilter,
  OwnerMemberRow,
  OwnerMemberSort,
  OwnerMemberStatsQuery,
  Page,
  PaymentRecord,
} from '@camppass/core';
import { pageOf, pageOffset } from '@camppass/core';
import type { CalendarDate } from '@camppass/domain';
import type { SqlClient, SqlParam } from '../sql/sql-client';
import { isUuid } from './columns';
import { containsPattern, direction } from './list-sql';
import { EXPORT_COLUMNS, type ExportRow, toExportRow } from './owner-member-export-row';
import { figuresOf, type RevenueRow, type TypeCountRow } from './owner-member-figures';
import { type PaymentRow, toPayment } from './postgres-payment-repository';

interface MemberRow {
  id: string;
  campground_id: string;
  campground_name: string;
  time_zone: string;
  applied_discount_percentage: string | null;
  applied_discount_cents: number | null;
  membership_code: string;
  membership_type_id: string;
  type_name: string;
  duration_days: number;
  price_cents: number;
  status: OwnerMemberRow['status'];
  start_date: string;
  end_date: string;
  payment_status: OwnerMemberRow['paymentStatus'];
  price_paid_cents: number;
  source: string;
  is_military_discount: boolean;
  auto_renewal: boolean;
  created_at: Date;
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  date_of_birth: string | null;
  numid: string | null;
  street_address: string | null;
  city: string | null;
  state_province: string | null;
  postal_code: string | null;
  country: string | null;
  military_status: string | null;
  special_requests: string | null;
  has_id_photo: boolean;
  has_signature: boolean;
  has_military_document: boolean;
}

/** The member columns of a row, without the document flags (`m` memberships and its joins). */
const MEMBER_COLUMNS = `m.id, m.campground_id, c.name as campground_name, c.time_zone,
    applied.discount_percentage as applied_discount_percentage,
    applied.discount_cents as applied_discount_cents, m.membership_code, m.membership_type_id, t.display_name as type_name,
    t.duration_days, t.price_cents, m.status, m.start_date, m.end_date, m.payment_status, m.price_paid_cents,
    m.is_military_discount, m.auto_renewal, m.source, m.created_at, m.user_id, u.email, p.first_name, p.last_name,
    p.phone, p.date_of_birth, p.numid, p.street_address, p.city, p.state_province, p.postal_code, p.country,
    p.military_status, p.special_requests`;
/** The joins of a membership's row; `campgrounds` may be a subquery with the columns of campgrounds. */
const memberJoins = (campgrounds = 'campgrounds') => `join ${campgrounds} c on c.id = m.campground_id
    join membership_types t on t.id = m.membership_type_id
    join users u on u.id = m.user_id left join profiles p on p.user_id = m.user_id`;
/** Which documents a membership has: `docs` grouped by membership over `source`. */
const documentFlags = (source: string) => `select d.membership_id, bool_or(d.kind = 'selfie') as has_id_photo,
    bool_or(d.kind = 'signature') as has_signature, bool_or(d.kind = 'military-document') as has_military_document
  from identity_documents d where ${source} group by d.membership_id`;
const FLAG_COLUMNS = `coalesce(docs.has_id_photo, false) as has_id_photo,
    coalesce(docs.has_signature, false) as has_signature,
    coalesce(docs.has_military_document, false) as has_military_document`;
/** The discount the membership's newest card payment applied (see OwnerMemberRow.appliedDiscount). */
const APPLIED_DISCOUNT = `select py.discount_percentage, py.discount_cents from payments py
  where py.membership_id = m.id and py.status = 'succeeded' and py.recorded_by is null
  order by py.created_at desc, py.seq desc limit 1`;
/** One membership's row, its documents read by its own index. */
const memberSelect = (extraColumns = '') => `select ${extraColumns}${MEMBER_COLUMNS}, ${FLAG_COLUMNS}
  from memberships m ${memberJoins()}
  left join lateral (${documentFlags('d.membership_id = m.id')}) docs on true
  left join lateral (${APPLIED_DISCOUNT}) applied on true`;
const ONE_MEMBER_SELECT = memberSelect();

const toRow = (row: MemberRow): OwnerMemberRow => ({
  id: row.id,
  campgroundId: row.campground_id,
  campgroundName: row.campground_name,
  campgroundTimeZone: row.time_zone,
  appliedDiscount:
    row.applied_discount_percentage === null || row.applied_discount_cents === null
      ? null
      : { percentage: Number(row.applied_discount_percentage), cents: row.applied_discount_cents },
  membershipCode: row.membership_code,
  membershipTypeId: row.membership_type_id,
  membershipTypeName: row.type_name,
  durationDays: row.duration_days,
  priceCents: row.price_cents,
  status: row.status,
  startDate: row.start_date as CalendarDate,
  endDate: row.end_date as CalendarDate,
  paymentStatus: row.payment_status,
  pricePaidCents: row.price_paid_cents,
  isMilitaryDiscount: row.is_military_discount,
  autoRenewal: row.auto_renewal,
  imported: row.source === 'imported',
  createdAt: row.created_at,
  userId: row.user_id,
  email: row.email,
  profile: {
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    phone: row.phone,
    dateOfBirth: row.date_of_birth as CalendarDate | null,
    numid: row.numid,
    streetAddress: row.street_address,
    city: row.city,
    stateProvince: row.state_province,
    postalCode: row.postal_code,
    country: row.country,
    militaryStatus: row.military_status,
    specialRequests: row.special_requests,
  },
  hasIdPhoto: row.has_id_photo,
  hasSignature: row.has_signature,
  hasMilitaryDocument: row.has_military_document,
});

/** The campground's today at `now` ($2), in its time zone. */
const TODAY = `(($2::timestamptz at time zone c.time_zone)::date)`;
/**
 * The status of the domain's `currentStatus` (03 §4): a stored active membership past its end date
 * is expired, one whose first day is later is upcoming (an adapter test holds the two together). `c.today` is
 * the campground's today, worked out once per campground by `campgroundsToday` (per row, the time
 * zone conversion cost a third of a search that matched 5,000 members).
 */
const EFFECTIVE_STATUS = `(case when m.status = 'active' and m.end_date < c.today then 'expired'
  when m.status = 'active' and m.start_date > c.today then 'upcoming' else m.status end)`;

/** Over `member_counts` `s` on `e.today`: started and not ended, not started, ended (see EFFECTIVE_STATUS). */
export const ACTIVE_ROWS = `s.status = 'active' and s.start_date <= e.today and s.end_date >= e.today`;
const UPCOMING_ROWS = `s.status = 'active' and s.start_date > e.today and s.end_date >= e.today`;
const EXPIRED_ROWS = `s.status = 'expired' or (s.status = 'active' and s.end_date < e.today)`;

/** The total of a status filter over `member_counts` `s`, by the effective status (see below). */
const STATUS_TOTAL: Readonly<Record<OwnerMemberFilter['status'], string>> = {
  all: 'coalesce(sum(s.members), 0)::int',
  active: `coalesce(sum(s.members) filter (where ${ACTIVE_ROWS}), 0)::int`,
  upcoming: `coalesce(sum(s.members) filter (where ${UPCOMING_ROWS}), 0)::int`,
  expired: `coalesce(sum(s.members) filter (where ${EXPIRED_ROWS}), 0)::int`,
  pending: `coalesce(sum(s.members) filter (where s.status = 'pending'), 0)::int`,
  cancelled: `coalesce(sum(s.members) filter (where s.status = 'cancelled'), 0)::int`,
};

const SORT_COLUMN: Readonly<Record<OwnerMemberSort, string>> = {
  createdAt: 'm.created_at',
  name: 'm.sort_name',
  endDate: 'm.end_date',
};

/**
 * The WHERE of a members query and its parameters. The text is put together from fixed fragments
 * only (one campground or several, a status or all, a search or none), so each variant gets a plan
 * that uses its index: the campground's sort index, or the trigram index for a search.
 */
const membersWhere = (
  query: Pick<ListQuery<OwnerMemberFilter, OwnerMemberSort>, 'filter' | 'search'>,
): { where: string; params: SqlParam[]; inCampgrounds: (column: string) => string; campgrounds: string } => {
  const ids = query.filter.campgroundIds.filter(isUuid);
  const params: SqlParam[] = [ids.length === 1 ? (ids[0] as string) : ids, query.filter.now];
  const inCampgrounds = (column: string) =>
    ids.length === 1 ? `${column} = $1::uuid` : `${column} = any($1::uuid[])`;
  const clauses = [inCampgrounds('m.campground_id'), `m.status <> 'archived'`];
  if (query.filter.status !== 'all') {
    params.push(query.filter.status);
    clauses.push(`${EFFECTIVE_STATUS} = $${params.length}`);
  }
  const pattern = containsPattern(query.search === null ? null : query.search.toLowerCase());
  if (pattern !== null) {
    params.push(pattern);
    clauses.push(`m.search_text like $${params.length}`);
  }
  // $2 is read by the status clause only; a no-op keeps it typed when that clause is absent.
  clauses.push('$2::timestamptz is not null');
  // OFFSET 0 keeps the subquery whole, so `today` is a value per campground, not the expression per row.
  const campgrounds = `(select c.*, ${TODAY} as today from campgrounds c where ${inCampgrounds('c.id')} offset 0)`;
  return { where: clauses.join(' and '), params, inCampgrounds, campgrounds };
};

const membersOrder = (query: ListQuery<OwnerMemberFilter, OwnerMemberSort>): string => {
  const order = direction(query);
  return `${SORT_COLUMN[query.sort.field]} ${order}, m.id ${order}`;
};

/** The owner's members, stats and export, each a few statements on the indexes of migration 10. */
export class PostgresOwnerMemberDirectory implements OwnerMemberDirectory {
  constructor(private readonly sql: SqlClient) {}

  async listMembers(query: ListQuery<OwnerMemberFilter, OwnerMemberSort>): Promise<Page<OwnerMemberRow>> {
    if (!query.filter.campgroundIds.some(isUuid)) return pageOf([], 0, query);
    const { where, params, inCampgrounds, campgrounds } = membersWhere(query);
    const at = params.length;
    const order = membersOrder(query);
    // The page's ids first, then only its rows' columns and documents. Without a search the sort's
    // index gives the page in order; with one, the trigram index finds the matches first (materialised,
    // so the planner cannot walk the sort index instead and filter most of the campground), then the
    // few matches are sorted.
    const matching = `select m.id, m.created_at, m.sort_name, m.end_date
      from memberships m join ${campgrounds} c on c.id = m.campground_id where ${where}`;
    if (query.search === null) {
      // The total is the summary's (migration 14), read beside the page instead of counting every row.
      const [rows, [count]] = await Promise.all([
        this.sql.query<MemberRow>(
          `with page as (${matching} order by ${order} limit $${at + 1} offset $${at + 2})
           ${ONE_MEMBER_SELECT} join page on page.id = m.id order by ${order}`,
          [...params, query.pageSize, pageOffset(query)],
        ),
        this.sql.query<{ total: number }>(
          `select ${STATUS_TOTAL[query.filter.status]} as total
           from member_counts s join campgrounds c on c.id = s.campground_id
             cross join lateral (select ${TODAY} as today) e
           where ${inCampgrounds('s.campground_id')} and $2::timestamptz is not null`,
          params.slice(0, 2),
        ),
      ]);
      return pageOf(rows.map(toRow), Number(count?.total ?? 0), query);
    }
    // With a search the trigram index finds the matches first (materialised, so the planner cannot
    // walk the sort index instead and filter most of the campground); they are counted and the few
    // of the page sorted in the same statement.
    const rows = await this.sql.query<MemberRow & { total: number }>(
      `with matched as materialized (${matching}),
         page as (select m.id from matched m order by ${order} limit $${at + 1} offset $${at + 2})
       ${memberSelect('(select count(*) from matched)::int as total, ')} join page on page.id = m.id
       order by ${order}`,
      [...params, query.pageSize, pageOffset(query)],
    );
    // A page past the last has no row to carry the total: it is counted alone.
    const [count] =
      rows.length > 0
        ? rows
        : await this.sql.query<{ total: number }>(
            `select count(*)::int as total from (${matching}) matched`,
            params,
          );
    return pageOf(rows.map(toRow), Number(count?.total ?? 0), query);
  }

  async streamMembers(
    query: ListQuery<OwnerMemberFilter, OwnerMemberSort>,
    batchSize: number,
    each: (rows: readonly OwnerMemberExportRow[]) => Promise<void>,
  ): Promise<void> {
    if (!query.filter.campgroundIds.some(isUuid)) return;
    const { where, params, inCampgrounds, campgrounds } = membersWhere(query);
    // One statement on a server-side cursor, only the export's columns; which members have a selfie
    // is one set joined by hash rather than probed row by row.
    await this.sql.cursor<ExportRow>(
      `select ${EXPORT_COLUMNS}, selfies.membership_id is not null as has_id_photo
       from memberships m ${memberJoins(campgrounds)}
         left join (select distinct d.membership_id from identity_documents d
           where ${inCampgrounds('d.campground_id')} and d.kind = 'selfie') selfies on selfies.membership_id = m.id
       where ${where} order by ${membersOrder(query)}`,
      params,
      batchSize,
      (rows) => each(rows.map(toExportRow)),
    );
  }

  async findMember(membershipId: string): Promise<OwnerMemberRow | null> {
    if (!isUuid(membershipId)) return null;
    const [row] = await this.sql.query<MemberRow>(`${ONE_MEMBER_SELECT} where m.id = $1`, [membershipId]);
    return row ? toRow(row) : null;
  }

  async memberPayments(membershipId: string): Promise<PaymentRecord[]> {
    if (!isUuid(membershipId)) return [];
    const rows = await this.sql.query<PaymentRow>(
      'select * from payments where membership_id = $1 order by created_at desc, seq desc',
      [membershipId],
    );
    return rows.map(toPayment);
  }

  async memberStats(query: OwnerMemberStatsQuery): Promise<OwnerMemberFigures> {
    const ids = query.campgroundIds.filter(isUuid);
    // Read from the summaries of migration 14: a few rows per type and end date, not every membership.
    const [byType, revenue, campgrounds, [people]] = await Promise.all([
      this.sql.query<TypeCountRow>(
        `select t.id, t.campground_id, t.display_name, coalesce(sum(s.members), 0)::int as count,
            ${EFFECTIVE_COUNTS},
            coalesce(sum(s.members) filter (where ${ACTIVE_ROWS}
              and s.end_date <= e.today + $3::int), 0)::int as expiring,
            coalesce(sum(s.pending_payments), 0)::int as pending_payments,
            coalesce(sum(s.with_numid), 0)::int as with_numid, coalesce(sum(s.military), 0)::int as military,
            coalesce(sum(s.with_selfie), 0)::int as with_selfie,
            coalesce(sum(s.with_signature), 0)::int as with_signature
          from membership_types t join campgrounds c on c.id = t.campground_id
            cross join lateral (select ${TODAY} as today) e
            left join member_counts s on s.membership_type_id = t.id and s.campground_id = any($1::uuid[])
          where t.campground_id = any($1::uuid[])
          group by t.id, t.campground_id, t.display_name, t.sort_order
          order by t.campground_id, t.sort_order, t.display_name, t.id`,
        [ids, query.now, query.expiringWithinDays],
      ),
      this.revenueRows(ids, query.revenueSince),
      this.sql.query<{ id: string; name: string }>(
        'select id, name from campgrounds where id = any($1::uuid[]) order by lower(name), id',
        [ids],
      ),
      // The people holding these memberships: one person with four memberships is one member.
      this.sql.query<{ people: number }>(
        `select count(distinct m.user_id)::int as people from memberships m
         where m.campground_id = any($1::uuid[]) and m.status <> 'archived'`,
        [ids],
      ),
    ]);
    return figuresOf(byType, revenue, campgrounds, Number(people?.people ?? 0));
  }

  /**
   * Revenue by type and month from `member_revenue`: the months after the one holding `since` count
   * whole; that month's part from `since` on is read from its payments (a day when the stats ask for
   * twelve months), by campground with fixed bounds so the plan takes the payments' index, and the
   * rest of that month is not recent.
   */
  private async revenueRows(ids: readonly string[], since: Date): Promise<RevenueRow[]> {
    const [zones, months] = await Promise.all([
      this.sql.query<{ id: string; since_month: string; month_after: Date }>(
        `select c.id, to_char($2::timestamptz at time zone c.time_zone, 'YYYY-MM') as since_month,
           (date_trunc('month', $2::timestamptz at time zone c.time_zone) + interval '1 month')
             at time zone c.time_zone as month_after
         from campgrounds c where c.id = any($1::uuid[])`,
        [ids, since],
      ),
      this.sql.query<{
        campground_id: string;
        membership_type_id: string | null;
        month: string;
        cents: number;
      }>(
        `select campground_id, membership_type_id, month, cents from member_revenue
         where campground_id = any($1::uuid[])`,
        [ids],
      ),
    ]);
    const rows: RevenueRow[] = [];
    for (const zone of zones) {
      const recent = await this.sql.query<{ membership_type_id: string | null; cents: number }>(
        `select (select m.membership_type_id from memberships m where m.id = py.membership_id) as membership_type_id,
           sum(py.amount_cents - py.refunded_cents)::int8 as cents
         from payments py where py.campground_id = $1 and py.status = 'succeeded' and not py.refunded
           and py.created_at >= $2 and py.created_at < $3
         group by 1`,
        [zone.id, since, zone.month_after],
      );
      for (const part of recent) {
        rows.push({
          membership_type_id: part.membership_type_id,
          month: zone.since_month,
          recent: true,
          cents: Number(part.cents),
        });
      }
      for (const month of months.filter((row) => row.campground_id === zone.id)) {
        const within =
          month.month === zone.since_month
            ? Number(recent.find((part) => part.membership_type_id === month.membership_type_id)?.cents ?? 0)
            : 0;
        rows.push({
          membership_type_id: month.membership_type_id,
          month: month.month,
          recent: month.month > zone.since_month,
          cents: Number(month.cents) - within,
        });
      }
    }
    return rows;
  }
}

/**
 * Counts by effective status from `member_counts` `s` (03 §4: a stored active membership past its
 * end date is expired), `e.today` the campground's today.
 */
const EFFECTIVE_COUNTS = `coalesce(sum(s.members) filter (where ${ACTIVE_ROWS}), 0)::int as active,
  coalesce(sum(s.members) filter (where ${UPCOMING_ROWS}), 0)::int as upcoming,
  coalesce(sum(s.members) filter (where ${EXPIRED_ROWS}), 0)::int as expired,
  coalesce(sum(s.members) filter (where s.status = 'pending'), 0)::int as pending,
  coalesce(sum(s.members) filter (where s.status = 'cancelled'), 0)::int as cancelled`;
