import type {
  ListQuery,
  OwnerMemberDirectory,
  OwnerMemberExportRow,
  OwnerMemberFigures,
  OwnerMemberFilter,
  OwnerMemberRow,
  OwnerMemberSort,
  OwnerMemberStatsQuery,
  OwnerMemberTypeFigures,
  Page,
  PaymentRecord,
} from '@camppass/core';
import { pageOf, pageOffset } from '@camppass/core';
import type { CalendarDate } from '@camppass/domain';
import type { SqlClient, SqlParam } from '../sql/sql-client';
import { isUuid } from './columns';
import { containsPattern, direction } from './list-sql';
import { EXPORT_COLUMNS, type ExportRow, toExportRow } from './owner-member-export-row';
import { type PaymentRow, toPayment } from './postgres-payment-repository';

interface MemberRow {
  id: string;
  campground_id: string;
  campground_name: string;
  time_zone: string;
  military_discount_percentage: string;
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
    c.military_discount_percentage, m.membership_code, m.membership_type_id, t.display_name as type_name,
    t.duration_days, t.price_cents, m.status, m.start_date, m.end_date, m.payment_status, m.price_paid_cents,
    m.is_military_discount, m.auto_renewal, m.created_at, m.user_id, u.email, p.first_name, p.last_name,
    p.phone, p.date_of_birth, p.numid, p.street_address, p.city, p.state_province, p.postal_code, p.country,
    p.military_status, p.special_requests`;
const MEMBER_JOINS = `join campgrounds c on c.id = m.campground_id
    join membership_types t on t.id = m.membership_type_id
    join users u on u.id = m.user_id left join profiles p on p.user_id = m.user_id`;
/** Which documents a membership has: `docs` grouped by membership over `source`. */
const documentFlags = (source: string) => `select d.membership_id, bool_or(d.kind = 'selfie') as has_id_photo,
    bool_or(d.kind = 'signature') as has_signature, bool_or(d.kind = 'military-document') as has_military_document
  from identity_documents d where ${source} group by d.membership_id`;
const FLAG_COLUMNS = `coalesce(docs.has_id_photo, false) as has_id_photo,
    coalesce(docs.has_signature, false) as has_signature,
    coalesce(docs.has_military_document, false) as has_military_document`;
/** One membership's row, its documents read by its own index. */
const ONE_MEMBER_SELECT = `select ${MEMBER_COLUMNS}, ${FLAG_COLUMNS}
  from memberships m ${MEMBER_JOINS}
  left join lateral (${documentFlags('d.membership_id = m.id')}) docs on true`;

const toRow = (row: MemberRow): OwnerMemberRow => ({
  id: row.id,
  campgroundId: row.campground_id,
  campgroundName: row.campground_name,
  campgroundTimeZone: row.time_zone,
  militaryDiscountPercentage: Number(row.military_discount_percentage),
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
/** The effective status (03 §4): a stored active membership past its end date is expired. */
const EFFECTIVE_STATUS = `(case when m.status = 'active' and m.end_date < ${TODAY} then 'expired' else m.status end)`;

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
): { where: string; params: SqlParam[]; inCampgrounds: (column: string) => string } => {
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
  return { where: clauses.join(' and '), params, inCampgrounds };
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
    const { where, params } = membersWhere(query);
    const at = params.length;
    const order = membersOrder(query);
    // The page's ids first, then only its rows' columns and documents. Without a search the sort's
    // index gives the page in order; with one, the trigram index finds the matches first (materialised,
    // so the planner cannot walk the sort index instead and filter most of the campground), then the
    // few matches are sorted.
    const matching = `select m.id, m.created_at, m.sort_name, m.end_date
      from memberships m join campgrounds c on c.id = m.campground_id where ${where}`;
    const page =
      query.search === null
        ? `page as (${matching} order by ${order} limit $${at + 1} offset $${at + 2})`
        : `matched as materialized (${matching}),
           page as (select m.id from matched m order by ${order} limit $${at + 1} offset $${at + 2})`;
    const rows = await this.sql.query<MemberRow>(
      `with ${page} ${ONE_MEMBER_SELECT} join page on page.id = m.id order by ${order}`,
      [...params, query.pageSize, pageOffset(query)],
    );
    // The campground's row is needed only for its time zone, which only the status filter reads.
    const from =
      query.filter.status === 'all'
        ? 'from memberships m'
        : 'from memberships m join campgrounds c on c.id = m.campground_id';
    const [count] = await this.sql.query<{ total: number }>(
      `select count(*)::int as total ${from} where ${where}`,
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
    const { where, params, inCampgrounds } = membersWhere(query);
    // One statement on a server-side cursor, only the export's columns; which members have a selfie
    // is one set joined by hash rather than probed row by row.
    await this.sql.cursor<ExportRow>(
      `select ${EXPORT_COLUMNS}, selfies.membership_id is not null as has_id_photo
       from memberships m ${MEMBER_JOINS}
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
    const [byType, documents, revenue, campgrounds] = await Promise.all([
      this.sql.query<TypeCountRow>(
        `select t.id, t.campground_id, t.display_name, coalesce(s.count, 0)::int as count,
            coalesce(s.active, 0)::int as active, coalesce(s.expired, 0)::int as expired,
            coalesce(s.pending, 0)::int as pending, coalesce(s.cancelled, 0)::int as cancelled,
            coalesce(s.expiring, 0)::int as expiring, coalesce(s.pending_payments, 0)::int as pending_payments,
            coalesce(s.with_numid, 0)::int as with_numid, coalesce(s.military, 0)::int as military
          from membership_types t left join (
            select m.membership_type_id, count(*) as count,
              count(*) filter (where e.status = 'active') as active,
              count(*) filter (where e.status = 'expired') as expired,
              count(*) filter (where e.status = 'pending') as pending,
              count(*) filter (where e.status = 'cancelled') as cancelled,
              count(*) filter (where e.status = 'active' and m.end_date <= e.today + $3::int) as expiring,
              count(*) filter (where m.payment_status = 'pending') as pending_payments,
              count(*) filter (where nullif(btrim(p.numid), '') is not null) as with_numid,
              count(*) filter (where m.is_military_discount or nullif(btrim(p.military_status), '') is not null) as military
            from memberships m join campgrounds c on c.id = m.campground_id
              left join profiles p on p.user_id = m.user_id
              cross join lateral (select ${TODAY} as today,
                case when m.status = 'active' and m.end_date < ${TODAY} then 'expired' else m.status end as status) e
            where m.campground_id = any($1::uuid[]) and m.status <> 'archived'
            group by m.membership_type_id) s on s.membership_type_id = t.id
          where t.campground_id = any($1::uuid[])
          order by t.campground_id, t.sort_order, t.display_name, t.id`,
        [ids, query.now, query.expiringWithinDays],
      ),
      this.sql.query<{ kind: string; count: number }>(
        `select d.kind, count(distinct d.membership_id)::int as count
          from identity_documents d join memberships m on m.id = d.membership_id
          where d.campground_id = any($1::uuid[]) and m.status <> 'archived' group by d.kind`,
        [ids],
      ),
      this.sql.query<{ membership_type_id: string | null; month: string; recent: boolean; cents: number }>(
        `select m.membership_type_id, to_char(py.created_at at time zone c.time_zone, 'YYYY-MM') as month,
            py.created_at >= $2::timestamptz as recent, sum(py.amount_cents)::int8 as cents
          from payments py join campgrounds c on c.id = py.campground_id
            left join memberships m on m.id = py.membership_id
          where py.campground_id = any($1::uuid[]) and py.status = 'succeeded' and not py.refunded
          group by 1, 2, 3`,
        [ids, query.revenueSince],
      ),
      this.sql.query<{ id: string; name: string }>(
        'select id, name from campgrounds where id = any($1::uuid[]) order by lower(name), id',
        [ids],
      ),
    ]);
    return figuresOf(byType, documents, revenue, campgrounds);
  }
}

interface TypeCountRow {
  id: string;
  campground_id: string;
  display_name: string;
  count: number;
  active: number;
  expired: number;
  pending: number;
  cancelled: number;
  expiring: number;
  pending_payments: number;
  with_numid: number;
  military: number;
}

const sum = <T>(rows: readonly T[], value: (row: T) => number): number =>
  rows.reduce((total, row) => total + value(row), 0);

/** The stats from the per-type counts, document counts and revenue rows the statements read. */
const figuresOf = (
  byType: readonly TypeCountRow[],
  documents: readonly { kind: string; count: number }[],
  revenue: readonly { membership_type_id: string | null; month: string; recent: boolean; cents: number }[],
  campgrounds: readonly { id: string; name: string }[],
): OwnerMemberFigures => {
  const documentCount = (kind: string) => documents.find((row) => row.kind === kind)?.count ?? 0;
  const months = new Map<string, number>();
  for (const row of revenue.filter((r) => r.recent)) {
    months.set(row.month, (months.get(row.month) ?? 0) + Number(row.cents));
  }
  const types: OwnerMemberTypeFigures[] = byType.map((row) => ({
    membershipTypeId: row.id,
    campgroundId: row.campground_id,
    displayName: row.display_name,
    count: row.count,
    active: row.active,
    expired: row.expired,
    pending: row.pending,
    cancelled: row.cancelled,
    revenueCents: sum(
      revenue.filter((r) => r.membership_type_id === row.id),
      (r) => Number(r.cents),
    ),
  }));
  return {
    total: sum(byType, (row) => row.count),
    active: sum(byType, (row) => row.active),
    expired: sum(byType, (row) => row.expired),
    pending: sum(byType, (row) => row.pending),
    cancelled: sum(byType, (row) => row.cancelled),
    expiringSoon: sum(byType, (row) => row.expiring),
    pendingPayments: sum(byType, (row) => row.pending_payments),
    withNumid: sum(byType, (row) => row.with_numid),
    military: sum(byType, (row) => row.military),
    withSignature: documentCount('signature'),
    withPhoto: documentCount('selfie'),
    revenueCents: sum(revenue, (row) => Number(row.cents)),
    revenueByMonth: [...months.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([month, revenueCents]) => ({ month, revenueCents })),
    types,
    byCampground: campgrounds.map((campground) => ({
      campgroundId: campground.id,
      campgroundName: campground.name,
      count: sum(
        byType.filter((row) => row.campground_id === campground.id),
        (row) => row.count,
      ),
    })),
  };
};
