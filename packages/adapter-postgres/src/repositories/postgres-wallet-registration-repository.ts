import type {
  StaleWalletPass,
  UpdatedWalletPasses,
  WalletKind,
  WalletRegistration,
  WalletRegistrationRepository,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface StaleRow {
  wallet: WalletKind;
  device_id: string;
  push_token: string | null;
  membership_id: string;
  updated_at: Date;
}

/** A tag from an earlier answer: decimal digits, as a bigint holds them; anything else is none. */
const TAG = /^\d{1,19}$/;
const LARGEST_BIGINT = 9_223_372_036_854_775_807n;

/** A membership's `updated_at` as microseconds since the epoch, exact (no float on the way). */
const TAG_OF_MEMBERSHIP = '(extract(epoch from m.updated_at) * 1000000)::bigint';

/**
 * `wallet_registrations`: one row per wallet, device and membership (its primary key, which also
 * serves a device's passes), with the membership's `updated_at` the wallet was last told of.
 */
export class PostgresWalletRegistrationRepository implements WalletRegistrationRepository {
  constructor(private readonly sql: SqlClient) {}

  async register(registration: WalletRegistration, at: Date): Promise<boolean> {
    // An id that is no id names no membership: nothing registered (not a SQL error).
    if (!isUuid(registration.membershipId)) return false;
    // A row the statement inserted has no xmax; one it updated carries this transaction's.
    const rows = await this.sql.query<{ created: boolean }>(
      `insert into wallet_registrations
         (wallet, device_id, push_token, membership_id, created_at, notified_at)
       select $1, $2, $3, m.id, $5, m.updated_at from memberships m where m.id = $4
       on conflict (wallet, device_id, membership_id)
         do update set push_token = excluded.push_token, notified_at = excluded.notified_at
       returning (xmax = 0) as created`,
      [registration.wallet, registration.deviceId, registration.pushToken, registration.membershipId, at],
    );
    return rows[0]?.created === true;
  }

  async unregister(registration: Omit<WalletRegistration, 'pushToken'>): Promise<boolean> {
    if (!isUuid(registration.membershipId)) return false;
    const rows = await this.sql.query(
      `delete from wallet_registrations where wallet = $1 and device_id = $2 and membership_id = $3
       returning 1`,
      [registration.wallet, registration.deviceId, registration.membershipId],
    );
    return rows.length > 0;
  }

  async updatedSince(deviceId: string, since: string | null): Promise<UpdatedWalletPasses | null> {
    const after = since !== null && TAG.test(since) ? BigInt(since) : null;
    // No membership changes after the largest tag there can be.
    if (after !== null && after > LARGEST_BIGINT) return null;
    const rows = await this.sql.query<{ serial_number: string; tag: string }>(
      `select m.id as serial_number, ${TAG_OF_MEMBERSHIP}::text as tag
       from wallet_registrations r join memberships m on m.id = r.membership_id
       where r.wallet = 'apple' and r.device_id = $1
         and ($2::bigint is null or ${TAG_OF_MEMBERSHIP} > $2::bigint)
       order by m.id`,
      [deviceId, after === null ? null : after.toString()],
    );
    if (rows.length === 0) return null;
    const newest = rows.reduce((max, row) => (BigInt(row.tag) > max ? BigInt(row.tag) : max), 0n);
    return { serialNumbers: rows.map((row) => row.serial_number), lastUpdated: newest.toString() };
  }

  async listStale(limit: number): Promise<StaleWalletPass[]> {
    const rows = await this.sql.query<StaleRow>(
      `select r.wallet, r.device_id, r.push_token, r.membership_id, m.updated_at
       from wallet_registrations r join memberships m on m.id = r.membership_id
       where m.updated_at > r.notified_at
       order by m.updated_at, r.wallet, r.device_id collate "C", r.membership_id
       limit $1`,
      [Math.max(0, Math.floor(limit))],
    );
    return rows.map((row) => ({
      wallet: row.wallet,
      deviceId: row.device_id,
      pushToken: row.push_token,
      membershipId: row.membership_id,
      updatedAt: row.updated_at,
    }));
  }

  async markNotified(passes: readonly StaleWalletPass[]): Promise<void> {
    const known = passes.filter((pass) => isUuid(pass.membershipId));
    if (known.length === 0) return;
    // The same registration given twice is told of the later change; a told change never goes back.
    // A Date holds milliseconds: when the membership has not changed past the told millisecond, its
    // exact `updated_at` is kept, so a change stamped in microseconds is not stale forever.
    await this.sql.query(
      `update wallet_registrations r set notified_at = greatest(r.notified_at,
         case when date_trunc('milliseconds', m.updated_at) <= p.updated_at then m.updated_at
              else p.updated_at end)
       from (
         select wallet, device_id, membership_id, max(updated_at) as updated_at
         from unnest($1::text[], $2::text[], $3::uuid[], $4::timestamptz[])
           as told(wallet, device_id, membership_id, updated_at)
         group by wallet, device_id, membership_id
       ) p, memberships m
       where r.wallet = p.wallet and r.device_id = p.device_id and r.membership_id = p.membership_id
         and m.id = r.membership_id`,
      [
        known.map((pass) => pass.wallet),
        known.map((pass) => pass.deviceId),
        known.map((pass) => pass.membershipId),
        known.map((pass) => pass.updatedAt.toISOString()),
      ],
    );
  }

  async removePushToken(pushToken: string): Promise<number> {
    const rows = await this.sql.query(
      `delete from wallet_registrations where wallet = 'apple' and push_token = $1 returning 1`,
      [pushToken],
    );
    return rows.length;
  }
}
