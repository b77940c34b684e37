import type {
  CampgroundStatus,
  MembershipCodeLookup,
  MembershipVerificationQuery,
  PartnerCodeLookup,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { type MembershipRow, toMembership } from './postgres-membership-repository';

/** A campground and, when the code exists there, its membership (columns null otherwise). */
type LookupRow = MembershipRow & {
  lookup_ord: number;
  lookup_campground_id: string;
  lookup_campground_status: CampgroundStatus;
  lookup_time_zone: string;
  member_email: string | null;
};

type PartnerRow = LookupRow & { lookup_api_key_id: string; lookup_slug: string };

const LOOKUP_COLUMNS = `q.ord::int as lookup_ord, campgrounds.id as lookup_campground_id,
  campgrounds.status as lookup_campground_status, campgrounds.time_zone as lookup_time_zone,
  memberships.*, users.email as member_email`;

const MEMBERSHIP_AND_EMAIL = `left join memberships on memberships.campground_id = campgrounds.id and memberships.membership_code = q.code
  left join users on users.id = memberships.user_id`;

const BY_SLUG = `select ${LOOKUP_COLUMNS}
  from unnest($1::text[], $2::text[]) with ordinality as q(slug, code, ord)
  join campgrounds on campgrounds.slug = q.slug and campgrounds.deleted_at is null
  ${MEMBERSHIP_AND_EMAIL}`;

const BY_API_KEY = `select ${LOOKUP_COLUMNS}, api_keys.id as lookup_api_key_id, campgrounds.slug as lookup_slug
  from unnest($1::text[], $2::text[]) with ordinality as q(key_hash, code, ord)
  join api_keys on api_keys.key_hash = q.key_hash and api_keys.revoked_at is null
  join campgrounds on campgrounds.id = api_keys.campground_id and campgrounds.deleted_at is null
  left join profiles owner_profile on owner_profile.user_id = campgrounds.owner_id
  ${MEMBERSHIP_AND_EMAIL}
  where coalesce(owner_profile.status, 'active') = 'active'`;

const toLookup = (row: LookupRow): MembershipCodeLookup => ({
  campgroundId: row.lookup_campground_id,
  campgroundStatus: row.lookup_campground_status,
  campgroundTimeZone: row.lookup_time_zone,
  found: row.id && row.member_email ? { membership: toMembership(row), email: row.member_email } : null,
});

const toPartnerLookup = (row: PartnerRow): PartnerCodeLookup => ({
  ...toLookup(row),
  apiKeyId: row.lookup_api_key_id,
  campgroundSlug: row.lookup_slug,
});

interface Waiting<T> {
  readonly first: string;
  readonly code: string;
  resolve(value: T | null): void;
  reject(error: unknown): void;
}

/** At most this many lookups share one statement. */
const MAX_BATCH = 200;

/**
 * Lookups asked while the event loop handles one round of I/O, sent as one statement once that round
 * is over: under load dozens of verifications share a round trip, the database's per-statement work
 * and the driver's, and each still gets its own row (matched by position).
 */
class LookupBatch<Row extends LookupRow, T> {
  private waiting: Waiting<T>[] = [];

  constructor(
    private readonly sql: SqlClient,
    private readonly statement: string,
    private readonly toValue: (row: Row) => T,
  ) {}

  load(first: string, code: string): Promise<T | null> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ first, code, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const rows = await this.sql.query<Row>(this.statement, [
          batch.map((w) => w.first),
          batch.map((w) => w.code),
        ]);
        const byOrd = new Map(rows.map((row) => [row.lookup_ord, row]));
        batch.forEach((w, index) => {
          const row = byOrd.get(index + 1);
          w.resolve(row ? this.toValue(row) : null);
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
  }
}

/**
 * validate-membership's read, the busiest call: campground, membership and e-mail in one statement,
 * with the lookups of concurrent requests batched into it. Outside any transaction only.
 */
export class PostgresMembershipVerificationQuery implements MembershipVerificationQuery {
  private readonly bySlug: LookupBatch<LookupRow, MembershipCodeLookup>;
  private readonly byApiKey: LookupBatch<PartnerRow, PartnerCodeLookup>;

  constructor(sql: SqlClient) {
    this.bySlug = new LookupBatch(sql, BY_SLUG, toLookup);
    this.byApiKey = new LookupBatch(sql, BY_API_KEY, toPartnerLookup);
  }

  lookUpMembershipCode(campgroundSlug: string, membershipCode: string): Promise<MembershipCodeLookup | null> {
    return this.bySlug.load(campgroundSlug, membershipCode);
  }

  lookUpWithApiKey(keyHash: string, membershipCode: string): Promise<PartnerCodeLookup | null> {
    return this.byApiKey.load(keyHash, membershipCode);
  }
}
