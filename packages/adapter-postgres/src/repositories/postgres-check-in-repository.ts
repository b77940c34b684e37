import type { CheckInFilter, CheckInRecord, CheckInRepository, CheckInRow, Page } from '@camppass/core';
import type { CardPassRevocation } from '@camppass/domain';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface CheckInDbRow {
  id: string;
  client_id: string;
  campground_id: string;
  membership_id: string;
  checked_by: string | null;
  device: string;
  checked_at: Date;
  recorded_at: Date;
}

interface CheckInListDbRow extends CheckInDbRow {
  membership_code: string;
  member_name: string;
  membership_type_name: string;
  checked_by_email: string | null;
  total: string | number;
}

const toCheckIn = (row: CheckInDbRow): CheckInRecord => ({
  id: row.id,
  clientId: row.client_id,
  campgroundId: row.campground_id,
  membershipId: row.membership_id,
  checkedBy: row.checked_by,
  device: row.device,
  checkedAt: row.checked_at,
  recordedAt: row.recorded_at,
});

const COLUMNS = 'id, client_id, campground_id, membership_id, checked_by, device, checked_at, recorded_at';

/**
 * `check_ins`: once per (campground, client id) by its unique constraint; the log reads through the
 * (campground_id, checked_at desc) and (membership_id, checked_at desc) indexes.
 */
export class PostgresCheckInRepository implements CheckInRepository {
  constructor(private readonly sql: SqlClient) {}

  async record(
    checkIn: Omit<CheckInRecord, 'id'>,
  ): Promise<{ readonly checkIn: CheckInRecord; readonly created: boolean }> {
    const [inserted] = await this.sql.query<CheckInDbRow>(
      `insert into check_ins (client_id, campground_id, membership_id, checked_by, device, checked_at, recorded_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (campground_id, client_id) do nothing
       returning ${COLUMNS}`,
      [
        checkIn.clientId,
        checkIn.campgroundId,
        checkIn.membershipId,
        checkIn.checkedBy,
        checkIn.device,
        checkIn.checkedAt,
        checkIn.recordedAt,
      ],
    );
    if (inserted) return { checkIn: toCheckIn(inserted), created: true };
    const [existing] = await this.sql.query<CheckInDbRow>(
      `select ${COLUMNS} from check_ins where campground_id = $1 and client_id = $2`,
      [checkIn.campgroundId, checkIn.clientId],
    );
    if (!existing) throw new Error('A check-in conflicted with a row that is not there');
    return { checkIn: toCheckIn(existing), created: false };
  }

  async list(filter: CheckInFilter, page: number, pageSize: number): Promise<Page<CheckInRow>> {
    // An id that is no id names no campground or membership: nothing to list (not a SQL error).
    if (!isUuid(filter.campgroundId) || (filter.membershipId !== null && !isUuid(filter.membershipId))) {
      return { items: [], total: 0, page, pageSize };
    }
    const rows = await this.sql.query<CheckInListDbRow>(
      `select c.id, c.client_id, c.campground_id, c.membership_id, c.checked_by, c.device, c.checked_at,
              c.recorded_at, m.membership_code,
              trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) as member_name,
              t.display_name as membership_type_name, u.email as checked_by_email,
              count(*) over () as total
       from check_ins c
       join memberships m on m.id = c.membership_id
       join membership_types t on t.id = m.membership_type_id
       left join profiles p on p.user_id = m.user_id
       left join users u on u.id = c.checked_by
       where c.campground_id = $1
         and ($2::timestamptz is null or c.checked_at >= $2)
         and ($3::timestamptz is null or c.checked_at < $3)
         and ($4::uuid is null or c.membership_id = $4)
       order by c.checked_at desc, c.id desc
       limit $5 offset $6`,
      [filter.campgroundId, filter.from, filter.to, filter.membershipId, pageSize, (page - 1) * pageSize],
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(filter);
    return {
      items: rows.map((row) => ({
        ...toCheckIn(row),
        membershipCode: row.membership_code,
        memberName: row.member_name,
        membershipTypeName: row.membership_type_name,
        checkedByEmail: row.checked_by_email,
      })),
      total,
      page,
      pageSize,
    };
  }

  /** The total when the page asked for is past the last one. */
  private async count(filter: CheckInFilter): Promise<number> {
    const [row] = await this.sql.query<{ total: string | number }>(
      `select count(*) as total from check_ins
       where campground_id = $1
         and ($2::timestamptz is null or checked_at >= $2)
         and ($3::timestamptz is null or checked_at < $3)
         and ($4::uuid is null or membership_id = $4)`,
      [filter.campgroundId, filter.from, filter.to, filter.membershipId],
    );
    return Number(row?.total ?? 0);
  }

  async lastVisits(membershipIds: readonly string[]): Promise<Map<string, Date>> {
    const ids = membershipIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.sql.query<{ membership_id: string; last: Date }>(
      `select membership_id, max(checked_at) as last from check_ins
       where membership_id = any($1::uuid[]) group by membership_id`,
      [ids],
    );
    return new Map(rows.map((row) => [row.membership_id, new Date(row.last)]));
  }

  async revocationsSince(campgroundId: string, since: Date): Promise<CardPassRevocation[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<{ id: string; updated_at: Date }>(
      `select id, updated_at from memberships
       where campground_id = $1 and status in ('cancelled', 'archived') and updated_at >= $2
       order by updated_at, id`,
      [campgroundId, since],
    );
    return rows.map((row) => ({
      membershipId: row.id,
      reason: 'cancelled',
      at: Math.floor(row.updated_at.getTime() / 1000),
    }));
  }
}
