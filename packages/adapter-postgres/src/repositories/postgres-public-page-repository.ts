import type {
  CampgroundRecord,
  CampgroundStatus,
  MembershipCodeLookup,
  MembershipRecord,
  PublicPageRepository,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';
import { type CampgroundRow, toCampground } from './postgres-campground-repository';
import { type MembershipRow, toMembership } from './postgres-membership-repository';

/** A campground by slug and, when the code exists there, its membership (columns null otherwise). */
type LookupRow = MembershipRow & {
  lookup_campground_id: string;
  lookup_campground_status: CampgroundStatus;
  lookup_time_zone: string;
  member_email: string | null;
};

/** The public page's cross-table lookups, each one statement (validate-membership is the busiest call). */
export class PostgresPublicPageRepository implements PublicPageRepository {
  constructor(private readonly sql: SqlClient) {}

  async listActiveCampgrounds(): Promise<CampgroundRecord[]> {
    // Code-point order, the same on every server whatever its locale.
    const rows = await this.sql.query<CampgroundRow>(
      `select * from campgrounds where status = 'active' order by name collate "C", id`,
    );
    return rows.map(toCampground);
  }

  async lookUpMembershipCode(
    campgroundSlug: string,
    membershipCode: string,
  ): Promise<MembershipCodeLookup | null> {
    const [row] = await this.sql.query<LookupRow>(
      `select campgrounds.id as lookup_campground_id, campgrounds.status as lookup_campground_status,
         campgrounds.time_zone as lookup_time_zone, memberships.*, users.email as member_email
       from campgrounds
       left join memberships on memberships.campground_id = campgrounds.id and memberships.membership_code = $2
       left join users on users.id = memberships.user_id
       where campgrounds.slug = $1`,
      [campgroundSlug, membershipCode],
    );
    if (!row) return null;
    return {
      campgroundId: row.lookup_campground_id,
      campgroundStatus: row.lookup_campground_status,
      campgroundTimeZone: row.lookup_time_zone,
      found: row.id && row.member_email ? { membership: toMembership(row), email: row.member_email } : null,
    };
  }

  async listMembershipsByEmail(campgroundId: string, email: string): Promise<MembershipRecord[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<MembershipRow>(
      `select memberships.* from users join memberships on memberships.user_id = users.id
       where lower(users.email) = lower(btrim($2)) and memberships.campground_id = $1
       order by memberships.created_at desc, memberships.seq desc`,
      [campgroundId, email],
    );
    return rows.map(toMembership);
  }

  async archiveMemberships(ids: readonly string[], at: Date): Promise<number> {
    const known = [...new Set(ids.filter(isUuid))];
    if (known.length === 0) return 0;
    const rows = await this.sql.query(
      `update memberships set status = 'archived', updated_at = $2
       where id = any($1::uuid[]) and status <> 'archived' returning id`,
      [known, at],
    );
    return rows.length;
  }

  async claimConsecutiveCodeNumber(campgroundId: string, at: Date): Promise<number | null> {
    if (!isUuid(campgroundId)) return null;
    // One UPDATE takes the row lock, so concurrent purchases each get their own number.
    const [row] = await this.sql.query<{ claimed: number }>(
      `update campground_settings set
         code_last_consecutive_number = case
           when code_last_consecutive_number + 1 between code_number_min and code_number_max
             then code_last_consecutive_number + 1
           else code_number_min end,
         updated_at = $2
       where campground_id = $1
       returning code_last_consecutive_number as claimed`,
      [campgroundId, at],
    );
    return row ? row.claimed : null;
  }
}
