import type {
  AccountFilter,
  AccountSort,
  AccountStatus,
  AccountSummary,
  AdminCampground,
  AdminCampgroundFilter,
  AdminCampgroundSort,
  AdminDirectory,
  AdminMembership,
  EmergencyContact,
  ListQuery,
  MemberDetails,
  MemberFilter,
  MemberSummary,
  MembershipStatus,
  OwnerSummary,
  Page,
  RoleHeld,
  SchemaOverview,
  SystemCounts,
  SystemHealthFigures,
} from '@camppass/core';
import { cappedPageOf, countLimit, pageOf } from '@camppass/core';
import { MIGRATIONS } from '../migrations/migrations';
import type { SqlClient, SqlParam } from '../sql/sql-client';
import { AccountFilters, accountOrder, accountStatements } from './admin-account-statements';
import { isUuid } from './columns';
import { containsPattern, direction, pagedList } from './list-sql';
import { type CampgroundRow, toCampground } from './postgres-campground-repository';
import { ACTIVE_ROWS } from './postgres-owner-member-directory';

interface AccountRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  status: AccountStatus | null;
  created_at: Date;
  updated_at: Date;
  roles: RoleHeld[];
}

interface MembershipJson {
  id: string;
  membershipCode: string;
  campgroundId: string;
  campgroundName: string;
  membershipTypeName: string;
  status: MembershipStatus;
  startDate: string;
  endDate: string;
  createdAt: string;
}

const toAccount = (row: AccountRow): AccountSummary => ({
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  roles: row.roles,
});

const toMembership = (json: MembershipJson): AdminMembership => ({
  ...json,
  startDate: json.startDate as AdminMembership['startDate'],
  endDate: json.endDate as AdminMembership['endDate'],
  createdAt: new Date(json.createdAt),
});

/** The account columns every account list reads (`u` users, `p` profiles). */
const ACCOUNT_SELECT = `select u.id as user_id, u.email, coalesce(p.first_name, '') as first_name,
  coalesce(p.last_name, '') as last_name, p.phone, p.status, u.created_at,
  coalesce(p.updated_at, u.updated_at) as updated_at,
  coalesce((select jsonb_agg(jsonb_build_object('role', r.role, 'campgroundId', r.campground_id)
                             order by r.created_at, r.seq)
            from user_roles r where r.user_id = u.id), '[]'::jsonb) as roles`;
const ACCOUNT_FROM = 'from users u left join profiles p on p.user_id = u.id';
/** The lower-cased full name, as migration 15 indexes it. */
const MEMBERSHIP_JSON = `jsonb_build_object('id', m.id, 'membershipCode', m.membership_code,
  'campgroundId', m.campground_id, 'campgroundName', c.name, 'membershipTypeName', t.display_name,
  'status', m.status, 'startDate', m.start_date, 'endDate', m.end_date, 'createdAt', m.created_at)`;
const MEMBERSHIP_FROM = `from memberships m join campgrounds c on c.id = m.campground_id
  join membership_types t on t.id = m.membership_type_id`;

/** The super admin's reads, each one or two statements on indexed columns. */
export class PostgresAdminDirectory implements AdminDirectory {
  constructor(private readonly sql: SqlClient) {}

  async systemCounts(now: Date): Promise<SystemCounts> {
    // The counters are kept by the triggers of migration 8; removed campgrounds are few to count.
    // Active memberships are read from the owner's summaries (migrations 14, 21) by the same rule as
    // the owner's Members tab (ACTIVE_ROWS), each campground on its own today.
    const [row] = await this.sql.query<Record<keyof SystemCounts, number>>(
      `select (select count(*) from campgrounds where deleted_at is null)::int as "campgrounds",
         (select value from system_counters where name = 'owner_accounts')::int as "owners",
         (select value from system_counters where name = 'member_accounts')::int as "members",
         (select coalesce(sum(s.members) filter (where ${ACTIVE_ROWS}), 0)
            from member_counts s join campgrounds c on c.id = s.campground_id and c.deleted_at is null
            cross join lateral (select ($1::timestamptz at time zone c.time_zone)::date as today) e
         )::int as "activeMemberships",
         (select value from system_counters where name = 'pending_verifications')::int as "pendingVerifications"`,
      [now],
    );
    if (!row) throw new Error('The system counts returned no row');
    return row;
  }

  async listCampgrounds(
    query: ListQuery<AdminCampgroundFilter, AdminCampgroundSort>,
  ): Promise<Page<AdminCampground>> {
    const order = direction(query);
    return pagedList(this.sql, query, {
      select: `select c.*, u.email as owner_email,
          nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as owner_full_name
        from campgrounds c left join users u on u.id = c.owner_id left join profiles p on p.user_id = c.owner_id`,
      countFrom: 'from campgrounds c',
      where: `c.deleted_at is null and ($1::text is null or c.status = $1)
        and (not $2::boolean or c.owner_id is null)
        and ($3::text is null or c.name ilike $3 or c.city ilike $3 or c.state ilike $3 or c.slug ilike $3)`,
      orderBy:
        query.sort.field === 'name'
          ? `lower(c.name) ${order}, c.id ${order}`
          : `c.created_at ${order}, c.id ${order}`,
      params: [query.filter.status, query.filter.unownedOnly, containsPattern(query.search)],
      toItem: (row: CampgroundRow & { owner_email: string | null; owner_full_name: string | null }) => ({
        ...toCampground(row),
        ownerEmail: row.owner_email,
        ownerName: row.owner_email === null ? null : (row.owner_full_name ?? row.owner_email),
      }),
    });
  }

  /**
   * One page of accounts: the ids of `accountStatements`, then only those accounts' columns (and
   * `columns`, `joins` more). `limit`: the most matches counted (null: exact); `total`: a kept count
   * read instead of counting, first, so a deep page can be read from the far end.
   *
   * The page and its count are two statements on the pooled client: outside a transaction they run
   * side by side on two connections, so a searched page costs the slower of the two, not their sum.
   */
  private async accountPage<Row extends AccountRow, T>(
    query: ListQuery<unknown, AccountSort>,
    filters: AccountFilters,
    read: {
      readonly limit: number | null;
      readonly columns?: string;
      readonly joins?: string;
      readonly total?: string;
      readonly toItem: (row: Row) => T;
    },
  ): Promise<Page<T>> {
    const options = { planEachCall: query.search !== null };
    const counted = async (statement: string, params?: readonly SqlParam[]): Promise<number> => {
      const [row] = await this.sql.query<{ total: number }>(statement, params, options);
      return Number(row?.total ?? 0);
    };
    const kept = read.total === undefined ? undefined : await counted(read.total);
    const statements = accountStatements(query, filters, read.limit, kept);
    const [rows, total] = await Promise.all([
      this.sql.query<Row>(
        `with page as (${statements.ids}) ${ACCOUNT_SELECT}${read.columns ?? ''}
         ${ACCOUNT_FROM} join page on page.id = u.id ${read.joins ?? ''} order by ${accountOrder(query)}`,
        statements.idParams,
        options,
      ),
      kept ?? counted(statements.count, statements.countParams),
    ]);
    return cappedPageOf(rows.map(read.toItem), total, read.limit, query);
  }

  async listAccounts(query: ListQuery<AccountFilter, AccountSort>): Promise<Page<AccountSummary>> {
    // Every account, unsearched, is counted by the counter migration 19 keeps.
    return this.accountPage(query, new AccountFilters().role(query.filter.role), {
      limit: query.search === null ? null : countLimit(query),
      ...(query.search === null && query.filter.role === null
        ? { total: `select value::int as total from system_counters where name = 'accounts'` }
        : {}),
      toItem: toAccount,
    });
  }

  async listOwners(query: ListQuery<Omit<AccountFilter, 'role'>, AccountSort>): Promise<Page<OwnerSummary>> {
    return this.accountPage(query, new AccountFilters().role('owner'), {
      limit: query.search === null ? null : countLimit(query),
      columns: `, coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) order by lower(c.name), c.id)
          from campgrounds c where c.owner_id = u.id and c.deleted_at is null), '[]'::jsonb) as campgrounds`,
      toItem: (row: AccountRow & { campgrounds: OwnerSummary['campgrounds'] }) => ({
        ...toAccount(row),
        campgrounds: row.campgrounds,
      }),
    });
  }

  async listMembers(query: ListQuery<MemberFilter, AccountSort>): Promise<Page<MemberSummary>> {
    const { campgroundId, status } = query.filter;
    if (campgroundId !== null && !isUuid(campgroundId)) return pageOf([], 0, query);
    // Member accounts as migration 19 flags them, newest first a range of its partial index.
    const filters = new AccountFilters().add('u.is_member');
    if (campgroundId !== null) {
      filters.add(
        `exists (select 1 from memberships mc where mc.user_id = u.id and mc.campground_id = ${filters.param(campgroundId)}::uuid)`,
      );
    }
    if (status !== null) {
      // The newest membership's status as migration 18 keeps it, indexed with each sort.
      filters.add(`u.latest_membership_status = ${filters.param(status)}`);
    }
    // The newest membership is read for the page's accounts only. With no search or filter every
    // member is counted by the counter migration 7 keeps; a search or a status is counted up to the
    // query's limit.
    return this.accountPage(query, filters, {
      limit: query.search === null && status === null ? null : countLimit(query),
      columns: ', latest.membership',
      joins: `left join lateral (select ${MEMBERSHIP_JSON} as membership ${MEMBERSHIP_FROM}
        where m.user_id = u.id order by m.created_at desc, m.seq desc limit 1) latest on true`,
      ...(query.search === null && campgroundId === null && status === null
        ? { total: `select value::int as total from system_counters where name = 'member_accounts'` }
        : {}),
      toItem: (row: AccountRow & { membership: MembershipJson | null }) => ({
        ...toAccount(row),
        latestMembership: row.membership ? toMembership(row.membership) : null,
      }),
    });
  }

  async memberDetails(userId: string): Promise<MemberDetails | null> {
    if (!isUuid(userId)) return null;
    const [row] = await this.sql.query<
      AccountRow & {
        emergency_contact: EmergencyContact | null;
        military_status: string | null;
        memberships: MembershipJson[];
      }
    >(
      `${ACCOUNT_SELECT}, p.emergency_contact, p.military_status,
         coalesce((select jsonb_agg(${MEMBERSHIP_JSON} order by m.created_at desc, m.seq desc)
                   ${MEMBERSHIP_FROM} where m.user_id = u.id), '[]'::jsonb) as memberships
       ${ACCOUNT_FROM} where u.id = $1`,
      [userId],
    );
    if (!row) return null;
    return {
      ...toAccount(row),
      emergencyContact: row.emergency_contact,
      militaryStatus: row.military_status,
      memberships: row.memberships.map(toMembership),
    };
  }

  async healthFigures(pendingBefore: Date): Promise<SystemHealthFigures> {
    const [row] = await this.sql.query<{
      backlog: number;
      oldest_unsent: Date | null;
      oldest_pending: Date | null;
      last_reconciliation: Date | null;
    }>(
      `select (select count(*) from outbox where sent_at is null)::int as backlog,
         (select min(created_at) from outbox where sent_at is null) as oldest_unsent,
         (select min(created_at) from checkouts where status = 'pending' and created_at < $1) as oldest_pending,
         (select finished_at from job_runs where job = 'reconcile-checkouts') as last_reconciliation`,
      [pendingBefore],
    );
    return {
      outboxBacklog: Number(row?.backlog ?? 0),
      oldestUnsentEmailAt: row?.oldest_unsent ?? null,
      oldestPendingCheckoutAt: row?.oldest_pending ?? null,
      lastReconciliationAt: row?.last_reconciliation ?? null,
    };
  }

  async schema(): Promise<SchemaOverview> {
    const applied = await this.sql.query<{ version: number; applied_at: Date }>(
      'select version, applied_at from schema_migrations order by version',
    );
    const appliedAt = new Map(applied.map((row) => [Number(row.version), row.applied_at]));
    const known = new Set(MIGRATIONS.map((migration) => migration.version));
    const names = await this.sql.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
    );
    // Every table's count in one statement, a column each; names come from the catalogue, quoted as
    // identifiers: no caller text reaches it.
    const [counts] = names.length
      ? await this.sql.query<Record<string, number>>(
          `select ${names.map(({ name }, i) => `(select count(*) from "${name.replace(/"/g, '""')}")::int as c${i}`).join(', ')}`,
        )
      : [];
    const tables = names.map(({ name }, i) => ({ name, rows: Number(counts?.[`c${i}`] ?? 0) }));
    return {
      migrations: MIGRATIONS.map(({ version, name }) => ({
        version,
        name,
        appliedAt: appliedAt.get(version) ?? null,
      })),
      unknownVersions: [...appliedAt.keys()].filter((version) => !known.has(version)),
      tables,
    };
  }

  async recordJobRun(job: string, at: Date): Promise<void> {
    await this.sql.query(
      `insert into job_runs (job, finished_at) values ($1, $2)
       on conflict (job) do update set finished_at = greatest(job_runs.finished_at, excluded.finished_at)`,
      [job, at],
    );
  }
}
