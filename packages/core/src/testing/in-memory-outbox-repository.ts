import type {
  NewOutboxMessage,
  OutboxMessageRecord,
  OutboxPage,
  OutboxRepository,
} from '../ports/repositories/outbox-repository';
import { found } from './in-memory-rows';
import { copy, type InMemoryStore, newestFirst, oldestFirst } from './in-memory-store';

export class InMemoryOutboxRepository implements OutboxRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, OutboxMessageRecord> {
    return this.store.tables.outbox;
  }

  async add(message: NewOutboxMessage): Promise<OutboxMessageRecord> {
    const record: OutboxMessageRecord = {
      ...message,
      tags: { ...(message.tags ?? {}) },
      id: this.store.nextId(),
      sentAt: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
    };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findById(id: string): Promise<OutboxMessageRecord | null> {
    return found(this.rows.get(id));
  }

  async list(page: { readonly limit: number; readonly offset: number }): Promise<OutboxPage> {
    const all = newestFirst(this.rows.values());
    return { items: copy(all.slice(page.offset, page.offset + page.limit)), totalCount: all.length };
  }

  async listUnsent(limit: number): Promise<OutboxMessageRecord[]> {
    return copy(oldestFirst([...this.rows.values()].filter((message) => !message.sentAt)).slice(0, limit));
  }

  async listDue(now: Date, maxAttempts: number, limit: number): Promise<OutboxMessageRecord[]> {
    const due = [...this.rows.values()].filter(
      (message) =>
        !message.sentAt &&
        message.attempts < maxAttempts &&
        (message.nextAttemptAt === null || message.nextAttemptAt <= now),
    );
    return copy(oldestFirst(due).slice(0, limit));
  }

  async markSent(id: string, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, sentAt: at });
  }

  async markFailed(id: string, error: string, _at: Date, retryAt: Date | null = null): Promise<void> {
    const row = this.rows.get(id);
    if (row)
      this.rows.set(id, { ...row, attempts: row.attempts + 1, lastError: error, nextAttemptAt: retryAt });
  }
}
