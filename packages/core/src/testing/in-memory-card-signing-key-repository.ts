import type {
  CardSigningKey,
  CardSigningKeyRepository,
} from '../ports/repositories/card-signing-key-repository';
import type { InMemoryStore } from './in-memory-store';

export class InMemoryCardSigningKeyRepository implements CardSigningKeyRepository {
  constructor(private readonly store: InMemoryStore) {}

  async issue(key: Omit<CardSigningKey, 'retiredAt'>): Promise<CardSigningKey> {
    const current = this.store.tables.cardKeys.find(
      (stored) => stored.campgroundId === key.campgroundId && stored.retiredAt === null,
    );
    if (current) return current;
    const stored = { ...key, retiredAt: null };
    this.store.tables.cardKeys.push(stored);
    return stored;
  }

  async rotate(key: Omit<CardSigningKey, 'retiredAt'>): Promise<void> {
    this.store.tables.cardKeys = this.store.tables.cardKeys.map((stored) =>
      stored.campgroundId === key.campgroundId && stored.retiredAt === null
        ? { ...stored, retiredAt: key.createdAt }
        : stored,
    );
    this.store.tables.cardKeys.push({ ...key, retiredAt: null });
  }

  async listByCampground(campgroundId: string): Promise<CardSigningKey[]> {
    return this.store.tables.cardKeys
      .filter((stored) => stored.campgroundId === campgroundId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }
}
