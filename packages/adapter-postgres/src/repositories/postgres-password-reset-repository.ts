import type { NewPasswordReset, PasswordResetRecord, PasswordResetRepository } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface PasswordResetRow {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

const toReset = (row: PasswordResetRow): PasswordResetRecord => ({
  id: row.id,
  userId: row.user_id,
  tokenHash: row.token_hash,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  createdAt: row.created_at,
});

/** `password_resets`: single use is one conditional UPDATE, so two completions cannot both win. */
export class PostgresPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(reset: NewPasswordReset): Promise<PasswordResetRecord> {
    const [row] = await this.sql.query<PasswordResetRow>(
      'insert into password_resets (user_id, token_hash, expires_at, created_at) values ($1, $2, $3, $4) returning *',
      [reset.userId, reset.tokenHash, reset.expiresAt, reset.createdAt],
    );
    if (!row) throw new Error('Storing a password reset returned no row');
    return toReset(row);
  }

  async findByTokenHash(tokenHash: string): Promise<PasswordResetRecord | null> {
    const [row] = await this.sql.query<PasswordResetRow>(
      'select * from password_resets where token_hash = $1',
      [tokenHash],
    );
    return row ? toReset(row) : null;
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.query(
      'update password_resets set used_at = $2 where id = $1 and used_at is null returning id',
      [id, at],
    );
    return rows.length > 0;
  }

  async markAllUsedForUser(userId: string, at: Date): Promise<void> {
    if (!isUuid(userId)) return;
    await this.sql.query('update password_resets set used_at = $2 where user_id = $1 and used_at is null', [
      userId,
      at,
    ]);
  }
}
