import type { CardSigningKey, CardSigningKeyRepository } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface KeyRow {
  key_id: string;
  campground_id: string;
  public_key: string;
  private_key_sealed: string;
  created_at: Date;
  retired_at: Date | null;
}

const toKey = (row: KeyRow): CardSigningKey => ({
  keyId: row.key_id,
  campgroundId: row.campground_id,
  publicKey: row.public_key,
  privateKeySealed: row.private_key_sealed,
  createdAt: row.created_at,
  retiredAt: row.retired_at,
});

const COLUMNS = 'key_id, campground_id, public_key, private_key_sealed, created_at, retired_at';

/** `card_signing_keys`: one signing key per campground (a partial unique index), the retired ones kept. */
export class PostgresCardSigningKeyRepository implements CardSigningKeyRepository {
  constructor(private readonly sql: SqlClient) {}

  async issue(key: Omit<CardSigningKey, 'retiredAt'>): Promise<CardSigningKey> {
    // Two first signers at once: one insert wins, both read the winner's key.
    await this.sql.query(
      `insert into card_signing_keys (key_id, campground_id, public_key, private_key_sealed, created_at)
       values ($1, $2, $3, $4, $5)
       on conflict (campground_id) where retired_at is null do nothing`,
      [key.keyId, key.campgroundId, key.publicKey, key.privateKeySealed, key.createdAt],
    );
    const [row] = await this.sql.query<KeyRow>(
      `select ${COLUMNS} from card_signing_keys where campground_id = $1 and retired_at is null`,
      [key.campgroundId],
    );
    if (!row) throw new Error('Issuing a card signing key stored no row');
    return toKey(row);
  }

  async rotate(key: Omit<CardSigningKey, 'retiredAt'>): Promise<void> {
    // The campground's row locked for the transaction: rotations at once retire one another in turn
    // instead of two signing keys breaking the partial unique index.
    await this.sql.query('select 1 from campgrounds where id = $1 for update', [key.campgroundId]);
    await this.sql.query(
      'update card_signing_keys set retired_at = $2 where campground_id = $1 and retired_at is null',
      [key.campgroundId, key.createdAt],
    );
    await this.sql.query(
      `insert into card_signing_keys (key_id, campground_id, public_key, private_key_sealed, created_at)
       values ($1, $2, $3, $4, $5)`,
      [key.keyId, key.campgroundId, key.publicKey, key.privateKeySealed, key.createdAt],
    );
  }

  async listByCampground(campgroundId: string): Promise<CardSigningKey[]> {
    // An id that is no id names no campground: no keys (not a SQL error).
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<KeyRow>(
      `select ${COLUMNS} from card_signing_keys where campground_id = $1 order by created_at desc, key_id`,
      [campgroundId],
    );
    return rows.map(toKey);
  }
}
