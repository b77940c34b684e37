import type {
  AuthenticatorRecord,
  RememberedDeviceRecord,
  SecondFactorRecord,
  SecondFactorRepository,
  SecondStepChallengeRecord,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface FactorRow {
  id: string;
  user_id: string;
  kind: 'totp' | 'passkey';
  label: string;
  secret_sealed: string | null;
  last_used_step: string | number | null;
  confirmed_at: Date | null;
  created_at: Date;
  last_used_at: Date | null;
}

const toFactor = (row: FactorRow): SecondFactorRecord => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind,
  label: row.label,
  confirmedAt: row.confirmed_at,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

const toAuthenticator = (row: FactorRow): AuthenticatorRecord => ({
  ...toFactor(row),
  kind: 'totp',
  secretSealed: row.secret_sealed ?? '',
  lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
});

interface ChallengeRow {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

const toChallenge = (row: ChallengeRow): SecondStepChallengeRecord => ({
  id: row.id,
  userId: row.user_id,
  tokenHash: row.token_hash,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  createdAt: row.created_at,
});

interface DeviceRow {
  id: string;
  user_id: string;
  label: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const toDevice = (row: DeviceRow): RememberedDeviceRecord => ({
  id: row.id,
  userId: row.user_id,
  label: row.label,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

const DEVICE_COLUMNS = 'id, user_id, label, created_at, expires_at, last_used_at, revoked_at';

/**
 * `second_factors`, `recovery_codes`, `second_step_challenges`, `remembered_devices` and
 * `campground_second_factor_policies`. Each single use is one conditional UPDATE, so of concurrent
 * attempts with the same code, step or challenge one wins.
 */
export class PostgresSecondFactorRepository implements SecondFactorRepository {
  constructor(private readonly sql: SqlClient) {}

  async listFactors(userId: string): Promise<SecondFactorRecord[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.sql.query<FactorRow>(
      'select * from second_factors where user_id = $1 order by created_at, id',
      [userId],
    );
    return rows.map(toFactor);
  }

  async startAuthenticator(
    userId: string,
    secretSealed: string,
    label: string,
    at: Date,
  ): Promise<AuthenticatorRecord | null> {
    // A pending set-up is started again; a confirmed app stays (the unique index holds one per user).
    await this.sql.query(
      "delete from second_factors where user_id = $1 and kind = 'totp' and confirmed_at is null",
      [userId],
    );
    const [row] = await this.sql.query<FactorRow>(
      `insert into second_factors (user_id, kind, label, secret_sealed, created_at)
       values ($1, 'totp', $2, $3, $4)
       on conflict (user_id) where kind = 'totp' do nothing
       returning *`,
      [userId, label, secretSealed, at],
    );
    return row ? toAuthenticator(row) : null;
  }

  async findAuthenticator(userId: string): Promise<AuthenticatorRecord | null> {
    if (!isUuid(userId)) return null;
    const [row] = await this.sql.query<FactorRow>(
      "select * from second_factors where user_id = $1 and kind = 'totp'",
      [userId],
    );
    return row ? toAuthenticator(row) : null;
  }

  async useAuthenticatorStep(factorId: string, step: number, at: Date): Promise<boolean> {
    if (!isUuid(factorId)) return false;
    const rows = await this.sql.query(
      `update second_factors
          set last_used_step = $2, last_used_at = $3, confirmed_at = coalesce(confirmed_at, $3)
        where id = $1 and kind = 'totp' and (last_used_step is null or last_used_step < $2)
        returning id`,
      [factorId, step, at],
    );
    return rows.length > 0;
  }

  async removeFactor(userId: string, factorId: string, keepOne: boolean): Promise<boolean> {
    if (!isUuid(userId) || !isUuid(factorId)) return false;
    // The user's factors are locked first, so two removals at once count what the other left.
    const rows = await this.sql.query(
      `with locked as (
         select id, confirmed_at from second_factors where user_id = $1 for update
       )
       delete from second_factors f
        where f.id = $2 and f.user_id = $1
          and (not $3 or f.confirmed_at is null
               or (select count(*) from locked where confirmed_at is not null and id <> $2) > 0)
        returning f.id`,
      [userId, factorId, keepOne],
    );
    return rows.length > 0;
  }

  async replaceRecoveryCodes(userId: string, codeHashes: readonly string[], at: Date): Promise<void> {
    await this.sql.query('delete from recovery_codes where user_id = $1', [userId]);
    await this.sql.query(
      `insert into recovery_codes (user_id, code_hash, created_at)
       select $1, hash, $3 from unnest($2::text[]) as hash`,
      [userId, [...codeHashes], at],
    );
  }

  async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const rows = await this.sql.query(
      `update recovery_codes set used_at = $3
        where id = (select id from recovery_codes
                     where user_id = $1 and code_hash = $2 and used_at is null
                     limit 1 for update skip locked)
          and used_at is null
        returning id`,
      [userId, codeHash, at],
    );
    return rows.length > 0;
  }

  async countUnusedRecoveryCodes(userId: string): Promise<number> {
    if (!isUuid(userId)) return 0;
    const [row] = await this.sql.query<{ count: string | number }>(
      'select count(*) as count from recovery_codes where user_id = $1 and used_at is null',
      [userId],
    );
    return Number(row?.count ?? 0);
  }

  async removeRecoveryCodes(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.sql.query('delete from recovery_codes where user_id = $1', [userId]);
  }

  async createChallenge(
    challenge: Omit<SecondStepChallengeRecord, 'id' | 'usedAt'>,
  ): Promise<SecondStepChallengeRecord> {
    const [row] = await this.sql.query<ChallengeRow>(
      `insert into second_step_challenges (user_id, token_hash, expires_at, created_at)
       values ($1, $2, $3, $4) returning *`,
      [challenge.userId, challenge.tokenHash, challenge.expiresAt, challenge.createdAt],
    );
    if (!row) throw new Error('Storing a second-step challenge returned no row');
    return toChallenge(row);
  }

  async findChallenge(tokenHash: string): Promise<SecondStepChallengeRecord | null> {
    const [row] = await this.sql.query<ChallengeRow>(
      'select * from second_step_challenges where token_hash = $1',
      [tokenHash],
    );
    return row ? toChallenge(row) : null;
  }

  async useChallenge(id: string, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.query(
      `update second_step_challenges set used_at = $2
        where id = $1 and used_at is null and expires_at > $2 returning id`,
      [id, at],
    );
    return rows.length > 0;
  }

  async rememberDevice(
    device: Omit<RememberedDeviceRecord, 'id' | 'lastUsedAt' | 'revokedAt'> & { readonly tokenHash: string },
  ): Promise<RememberedDeviceRecord> {
    const [row] = await this.sql.query<DeviceRow>(
      `insert into remembered_devices (user_id, token_hash, label, created_at, expires_at)
       values ($1, $2, $3, $4, $5) returning ${DEVICE_COLUMNS}`,
      [device.userId, device.tokenHash, device.label, device.createdAt, device.expiresAt],
    );
    if (!row) throw new Error('Storing a remembered device returned no row');
    return toDevice(row);
  }

  async findDevice(tokenHash: string): Promise<RememberedDeviceRecord | null> {
    const [row] = await this.sql.query<DeviceRow>(
      `select ${DEVICE_COLUMNS} from remembered_devices where token_hash = $1`,
      [tokenHash],
    );
    return row ? toDevice(row) : null;
  }

  async listDevices(userId: string, at: Date): Promise<RememberedDeviceRecord[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.sql.query<DeviceRow>(
      `select ${DEVICE_COLUMNS} from remembered_devices
        where user_id = $1 and revoked_at is null and expires_at > $2
        order by created_at desc, id desc`,
      [userId, at],
    );
    return rows.map(toDevice);
  }

  async touchDevice(id: string, at: Date): Promise<void> {
    if (!isUuid(id)) return;
    await this.sql.query('update remembered_devices set last_used_at = $2 where id = $1', [id, at]);
  }

  async revokeDevice(userId: string, deviceId: string, at: Date): Promise<boolean> {
    if (!isUuid(userId) || !isUuid(deviceId)) return false;
    const rows = await this.sql.query(
      `update remembered_devices set revoked_at = $3
        where id = $2 and user_id = $1 and revoked_at is null and expires_at > $3 returning id`,
      [userId, deviceId, at],
    );
    return rows.length > 0;
  }

  async staffRequiredFor(userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const rows = await this.sql.query(
      `select 1 from user_roles r
         join campground_second_factor_policies p on p.campground_id = r.campground_id
        where r.user_id = $1 and r.role = 'staff' and p.staff_required
        limit 1`,
      [userId],
    );
    return rows.length > 0;
  }

  async isStaffRequired(campgroundId: string): Promise<boolean> {
    if (!isUuid(campgroundId)) return false;
    const rows = await this.sql.query(
      'select 1 from campground_second_factor_policies where campground_id = $1 and staff_required',
      [campgroundId],
    );
    return rows.length > 0;
  }

  async setStaffRequired(campgroundId: string, required: boolean, at: Date): Promise<void> {
    await this.sql.query(
      `insert into campground_second_factor_policies (campground_id, staff_required, updated_at)
       values ($1, $2, $3)
       on conflict (campground_id) do update set staff_required = $2, updated_at = $3`,
      [campgroundId, required, at],
    );
  }
}
