import type { NewSession, SessionRecord, SessionRepository } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface SessionRow {
  id: string;
  user_id: string;
  family_id: string;
  access_token_hash: string;
  refresh_token_hash: string;
  access_expires_at: Date;
  refresh_expires_at: Date;
  created_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  successor: string | null;
}

const toSession = (row: SessionRow): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  familyId: row.family_id,
  accessTokenHash: row.access_token_hash,
  refreshTokenHash: row.refresh_token_hash,
  accessExpiresAt: row.access_expires_at,
  refreshExpiresAt: row.refresh_expires_at,
  createdAt: row.created_at,
  rotatedAt: row.rotated_at,
  revokedAt: row.revoked_at,
  successor: row.successor,
});

/** `sessions`: token hashes only, each unique; revocation keeps the first instant. */
export class PostgresSessionRepository implements SessionRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(session: NewSession): Promise<SessionRecord> {
    const [row] = await this.sql.query<SessionRow>(
      `insert into sessions (user_id, family_id, access_token_hash, refresh_token_hash, access_expires_at,
         refresh_expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning *`,
      [
        session.userId,
        session.familyId,
        session.accessTokenHash,
        session.refreshTokenHash,
        session.accessExpiresAt,
        session.refreshExpiresAt,
        session.createdAt,
      ],
    );
    if (!row) throw new Error('Storing a session returned no row');
    return toSession(row);
  }

  async findByAccessTokenHash(accessTokenHash: string): Promise<SessionRecord | null> {
    const [row] = await this.sql.query<SessionRow>('select * from sessions where access_token_hash = $1', [
      accessTokenHash,
    ]);
    return row ? toSession(row) : null;
  }

  async findByRefreshTokenHash(refreshTokenHash: string): Promise<SessionRecord | null> {
    const [row] = await this.sql.query<SessionRow>('select * from sessions where refresh_token_hash = $1', [
      refreshTokenHash,
    ]);
    return row ? toSession(row) : null;
  }

  async markRotated(id: string, at: Date, successor: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.query(
      `update sessions set rotated_at = $2, revoked_at = $2, successor = $3
       where id = $1 and rotated_at is null and revoked_at is null returning id`,
      [id, at, successor],
    );
    return rows.length > 0;
  }

  async revoke(id: string, at: Date): Promise<void> {
    if (!isUuid(id)) return;
    await this.sql.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
      id,
      at,
    ]);
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.sql.query('update sessions set revoked_at = $2 where family_id = $1 and revoked_at is null', [
      familyId,
      at,
    ]);
  }

  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    if (!isUuid(userId)) return;
    await this.sql.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [
      userId,
      at,
    ]);
  }
}
