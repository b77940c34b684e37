import type {
  PasskeyRecord,
  PasskeyRepository,
  WebauthnChallengeRecord,
  WebauthnPurpose,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface PasskeyRow {
  id: string;
  user_id: string;
  label: string;
  credential_id: string;
  public_key: string;
  sign_count: string | number;
  transports: string[] | null;
  confirmed_at: Date | null;
  created_at: Date;
  last_used_at: Date | null;
}

const toPasskey = (row: PasskeyRow): PasskeyRecord => ({
  id: row.id,
  userId: row.user_id,
  kind: 'passkey',
  label: row.label,
  credentialId: row.credential_id,
  publicKey: row.public_key,
  signCount: Number(row.sign_count),
  transports: row.transports ?? [],
  confirmedAt: row.confirmed_at,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

interface ChallengeRow {
  id: string;
  user_id: string | null;
  purpose: WebauthnPurpose;
  challenge_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

const toChallenge = (row: ChallengeRow): WebauthnChallengeRecord => ({
  id: row.id,
  userId: row.user_id,
  purpose: row.purpose,
  challengeHash: row.challenge_hash,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  createdAt: row.created_at,
});

const PASSKEY_COLUMNS = `id, user_id, label, credential_id, public_key, sign_count, transports,
  confirmed_at, created_at, last_used_at`;

/** Passkeys among `second_factors` (kind 'passkey') and `webauthn_challenges` (migrations 0035, 0043). */
export class PostgresPasskeyRepository implements PasskeyRepository {
  constructor(private readonly sql: SqlClient) {}

  async addPasskey(
    passkey: Omit<PasskeyRecord, 'id' | 'kind' | 'confirmedAt' | 'lastUsedAt'>,
  ): Promise<PasskeyRecord | null> {
    const rows = await this.sql.query<PasskeyRow>(
      `insert into second_factors
         (user_id, kind, label, credential_id, public_key, sign_count, transports, confirmed_at, created_at)
       values ($1, 'passkey', $2, $3, $4, $5, $6, $7, $7)
       on conflict (credential_id) where credential_id is not null do nothing
       returning ${PASSKEY_COLUMNS}`,
      [
        passkey.userId,
        passkey.label,
        passkey.credentialId,
        passkey.publicKey,
        passkey.signCount,
        [...passkey.transports],
        passkey.createdAt,
      ],
    );
    return rows[0] ? toPasskey(rows[0]) : null;
  }

  async findPasskey(credentialId: string): Promise<PasskeyRecord | null> {
    const rows = await this.sql.query<PasskeyRow>(
      `select ${PASSKEY_COLUMNS} from second_factors where kind = 'passkey' and credential_id = $1`,
      [credentialId],
    );
    return rows[0] ? toPasskey(rows[0]) : null;
  }

  async listPasskeys(userId: string): Promise<PasskeyRecord[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.sql.query<PasskeyRow>(
      `select ${PASSKEY_COLUMNS} from second_factors where kind = 'passkey' and user_id = $1
        order by created_at, id`,
      [userId],
    );
    return rows.map(toPasskey);
  }

  async usePasskey(factorId: string, signCount: number, at: Date): Promise<boolean> {
    if (!isUuid(factorId)) return false;
    const rows = await this.sql.query(
      `update second_factors set sign_count = $2, last_used_at = $3
        where id = $1 and kind = 'passkey'
          and (sign_count < $2 or (sign_count = 0 and $2 = 0))
        returning id`,
      [factorId, signCount, at],
    );
    return rows.length > 0;
  }

  async createWebauthnChallenge(
    challenge: Omit<WebauthnChallengeRecord, 'id' | 'usedAt'>,
  ): Promise<WebauthnChallengeRecord> {
    const rows = await this.sql.query<ChallengeRow>(
      `insert into webauthn_challenges (user_id, purpose, challenge_hash, expires_at, created_at)
       values ($1, $2, $3, $4, $5) returning *`,
      [
        challenge.userId,
        challenge.purpose,
        challenge.challengeHash,
        challenge.expiresAt,
        challenge.createdAt,
      ],
    );
    const [row] = rows;
    if (!row) throw new Error('webauthn challenge insert returned no row');
    return toChallenge(row);
  }

  async useWebauthnChallenge(
    challengeHash: string,
    purpose: WebauthnPurpose,
    at: Date,
  ): Promise<WebauthnChallengeRecord | null> {
    const rows = await this.sql.query<ChallengeRow>(
      `update webauthn_challenges set used_at = $3
        where challenge_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
        returning *`,
      [challengeHash, purpose, at],
    );
    return rows[0] ? toChallenge(rows[0]) : null;
  }
}
