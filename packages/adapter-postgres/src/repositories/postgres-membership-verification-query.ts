import type {
  CampgroundStatus,
  MembershipCodeLookup,
  MembershipVerificationQuery,
  PartnerCodeLookup,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { type MembershipRow, toMembership } from './postgres-membership-repository';

/** A campground by slug and, when the code exists there, its membership (columns null otherwise). */
type LookupRow = MembershipRow & {
  lookup_campground_id: string;
  lookup_campground_status: CampgroundStatus;
  lookup_time_zone: string;
  member_email: string | null;
};

/** validate-membership's read, the busiest call: campground, membership and e-mail in one statement. */
export class PostgresMembershipVerificationQuery implements MembershipVerificationQuery {
  constructor(private readonly sql: SqlClient) {}

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
    return row ? toLookup(row) : null;
  }

  async lookUpWithApiKey(keyHash: string, membershipCode: string): Promise<PartnerCodeLookup | null> {
    const [row] = await this.sql.query<LookupRow & { lookup_api_key_id: string; lookup_slug: string }>(
      `select api_keys.id as lookup_api_key_id, campgrounds.slug as lookup_slug,
         campgrounds.id as lookup_campground_id, campgrounds.status as lookup_campground_status,
         campgrounds.time_zone as lookup_time_zone, memberships.*, users.email as member_email
       from api_keys
       join campgrounds on campgrounds.id = api_keys.campground_id
       left join memberships on memberships.campground_id = campgrounds.id and memberships.membership_code = $2
       left join users on users.id = memberships.user_id
       where api_keys.key_hash = $1 and api_keys.revoked_at is null`,
      [keyHash, membershipCode],
    );
    return row
      ? { ...toLookup(row), apiKeyId: row.lookup_api_key_id, campgroundSlug: row.lookup_slug }
      : null;
  }
}

const toLookup = (row: LookupRow): MembershipCodeLookup => ({
  campgroundId: row.lookup_campground_id,
  campgroundStatus: row.lookup_campground_status,
  campgroundTimeZone: row.lookup_time_zone,
  found: row.id && row.member_email ? { membership: toMembership(row), email: row.member_email } : null,
});
