import type { ApiKeyRecord, ApiKeyRepository, ApiKeyUsage, NewApiKey } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface ApiKeyRow {
  id: string;
  campground_id: string;
  name: string;
  prefix: string;
  created_by: string | null;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  usage_count: number;
}

const toApiKey = (row: ApiKeyRow): ApiKeyRecord => ({
  id: row.id,
  campgroundId: row.campground_id,
  name: row.name,
  prefix: row.prefix,
  createdBy: row.created_by,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
  lastUsedAt: row.last_used_at,
  usageCount: Number(row.usage_count),
});

// Never the hash: nothing read back for display needs it.
const COLUMNS =
  'id, campground_id, name, prefix, created_by, created_at, revoked_at, last_used_at, usage_count';

/** `api_keys`: hashes only; usage arrives in batches (one statement for every key of a report). */
export class PostgresApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(key: NewApiKey): Promise<ApiKeyRecord> {
    const [row] = await this.sql.query<ApiKeyRow>(
      `insert into api_keys (campground_id, name, prefix, key_hash, created_by, created_at)
       values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
      [key.campgroundId, key.name, key.prefix, key.keyHash, key.createdBy, key.createdAt],
    );
    if (!row) throw new Error('The API key was not stored');
    return toApiKey(row);
  }

  async listForCampground(campgroundId: string): Promise<ApiKeyRecord[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<ApiKeyRow>(
      `select ${COLUMNS} from api_keys where campground_id = $1 order by created_at desc, seq desc`,
      [campgroundId],
    );
    return rows.map(toApiKey);
  }

  async revoke(campgroundId: string, id: string, at: Date): Promise<ApiKeyRecord | null> {
    if (!isUuid(campgroundId) || !isUuid(id)) return null;
    const [row] = await this.sql.query<ApiKeyRow>(
      `update api_keys set revoked_at = coalesce(revoked_at, $3)
       where id = $1 and campground_id = $2 returning ${COLUMNS}`,
      [id, campgroundId, at],
    );
    return row ? toApiKey(row) : null;
  }

  async recordUsage(usages: readonly ApiKeyUsage[]): Promise<void> {
    const known = usages.filter((usage) => isUuid(usage.apiKeyId) && usage.count > 0);
    if (known.length === 0) return;
    await this.sql.query(
      `update api_keys set usage_count = api_keys.usage_count + u.count,
         last_used_at = greatest(api_keys.last_used_at, u.last_used_at)
       from jsonb_to_recordset($1::jsonb -> 'usages') as u(id uuid, count bigint, last_used_at timestamptz)
       where api_keys.id = u.id`,
      [
        {
          usages: known.map((usage) => ({
            id: usage.apiKeyId,
            count: usage.count,
            last_used_at: usage.lastUsedAt.toISOString(),
          })),
        },
      ],
    );
  }
}
