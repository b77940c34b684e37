import type {
  NewPasswordReset,
  PasswordResetRecord,
  PasswordResetRepository,
} from '../ports/repositories/password-reset-repository';
import { findIn } from './in-memory-rows';
import { copy, type InMemoryStore } from './in-memory-store';

export class InMemoryPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, PasswordResetRecord> {
    return this.store.tables.passwordResets;
  }

  async create(reset: NewPasswordReset): Promise<PasswordResetRecord> {
    if (!this.store.tables.users.has(reset.userId)) throw new Error(`No user ${reset.userId} for a reset`);
    const record: PasswordResetRecord = { ...reset, id: this.store.nextId(), usedAt: null };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findByTokenHash(tokenHash: string): Promise<PasswordResetRecord | null> {
    return findIn(this.rows, (reset) => reset.tokenHash === tokenHash);
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.usedAt) return false;
    this.rows.set(id, { ...row, usedAt: at });
    return true;
  }

  async markAllUsedForUser(userId: string, at: Date): Promise<void> {
    for (const row of this.rows.values()) {
      if (row.userId === userId && !row.usedAt) this.rows.set(row.id, { ...row, usedAt: at });
    }
  }
}
