import type { MembershipStatusTokenRepository } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';

/** `membership_status_tokens`: one status-link token per membership, unique across all of them. */
export class PostgresMembershipStatusTokenRepository implements MembershipStatusTokenRepository {
  constructor(private readonly sql: SqlClient) {}

  async issue(membershipId: string, token: string, at: Date): Promise<string> {
    // Two first readers at once: one insert wins, both read the winner's token.
    await this.sql.query(
      `insert into membership_status_tokens (membership_id, token, created_at) values ($1, $2, $3)
       on conflict (membership_id) do nothing`,
      [membershipId, token, at],
    );
    const [row] = await this.sql.query<{ token: string }>(
      'select token from membership_status_tokens where membership_id = $1',
      [membershipId],
    );
    if (!row) throw new Error('Issuing a status token stored no row');
    return row.token;
  }

  async replace(membershipId: string, token: string, at: Date): Promise<void> {
    await this.sql.query(
      `insert into membership_status_tokens (membership_id, token, created_at) values ($1, $2, $3)
       on conflict (membership_id) do update set token = excluded.token, created_at = excluded.created_at`,
      [membershipId, token, at],
    );
  }

  async findMembershipId(token: string): Promise<string | null> {
    const [row] = await this.sql.query<{ membership_id: string }>(
      'select membership_id from membership_status_tokens where token = $1',
      [token],
    );
    return row?.membership_id ?? null;
  }
}
