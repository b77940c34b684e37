import type {
  ApiKeyRecord,
  ApiKeyRepository,
  ApiKeyUsage,
  NewApiKey,
} from '../ports/repositories/api-key-repository';
import { copy, type InMemoryStore, newestFirst } from './in-memory-store';

type StoredApiKey = ApiKeyRecord & { readonly keyHash: string };

const toRecord = ({ keyHash: _hash, ...record }: StoredApiKey): ApiKeyRecord => copy(record);

export class InMemoryApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(key: NewApiKey): Promise<ApiKeyRecord> {
    if ([...this.store.tables.apiKeys.values()].some((stored) => stored.keyHash === key.keyHash)) {
      throw new Error('api_keys_key_hash_key: duplicate key hash');
    }
    const stored: StoredApiKey = {
      ...key,
      id: this.store.nextId(),
      revokedAt: null,
      lastUsedAt: null,
      usageCount: 0,
    };
    this.store.tables.apiKeys.set(stored.id, stored);
    return toRecord(stored);
  }

  async listForCampground(campgroundId: string): Promise<ApiKeyRecord[]> {
    const keys = [...this.store.tables.apiKeys.values()].filter((key) => key.campgroundId === campgroundId);
    return newestFirst(keys).map(toRecord);
  }

  async revoke(campgroundId: string, id: string, at: Date): Promise<ApiKeyRecord | null> {
    const key = this.store.tables.apiKeys.get(id);
    if (!key || key.campgroundId !== campgroundId) return null;
    const revoked = { ...key, revokedAt: key.revokedAt ?? at };
    this.store.tables.apiKeys.set(id, revoked);
    return toRecord(revoked);
  }

  async recordUsage(usages: readonly ApiKeyUsage[]): Promise<void> {
    for (const usage of usages) {
      const key = this.store.tables.apiKeys.get(usage.apiKeyId);
      if (!key) continue;
      const later = !key.lastUsedAt || key.lastUsedAt < usage.lastUsedAt;
      this.store.tables.apiKeys.set(key.id, {
        ...key,
        usageCount: key.usageCount + usage.count,
        lastUsedAt: later ? usage.lastUsedAt : key.lastUsedAt,
      });
    }
  }
}
