import type { NewSession, SessionRecord, SessionRepository } from '../ports/repositories/session-repository';
import { findIn } from './in-memory-rows';
import { copy, type InMemoryStore } from './in-memory-store';

export class InMemorySessionRepository implements SessionRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, SessionRecord> {
    return this.store.tables.sessions;
  }

  async create(session: NewSession): Promise<SessionRecord> {
    if (!this.store.tables.users.has(session.userId))
      throw new Error(`No user ${session.userId} for a session`);
    for (const row of this.rows.values()) {
      if (
        row.accessTokenHash === session.accessTokenHash ||
        row.refreshTokenHash === session.refreshTokenHash
      ) {
        throw new Error('Token hash already stored');
      }
    }
    const record: SessionRecord = {
      ...session,
      id: this.store.nextId(),
      rotatedAt: null,
      revokedAt: null,
      successor: null,
    };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findByAccessTokenHash(accessTokenHash: string): Promise<SessionRecord | null> {
    return findIn(this.rows, (session) => session.accessTokenHash === accessTokenHash);
  }

  async findByRefreshTokenHash(refreshTokenHash: string): Promise<SessionRecord | null> {
    return findIn(this.rows, (session) => session.refreshTokenHash === refreshTokenHash);
  }

  async markRotated(id: string, at: Date, successor: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.rotatedAt || row.revokedAt) return false;
    this.rows.set(id, { ...row, rotatedAt: at, revokedAt: at, successor });
    return true;
  }

  private revokeWhere(matches: (session: SessionRecord) => boolean, at: Date): void {
    for (const row of this.rows.values()) {
      if (matches(row) && !row.revokedAt) this.rows.set(row.id, { ...row, revokedAt: at });
    }
  }

  async revoke(id: string, at: Date): Promise<void> {
    this.revokeWhere((session) => session.id === id, at);
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    this.revokeWhere((session) => session.familyId === familyId, at);
  }

  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    this.revokeWhere((session) => session.userId === userId, at);
  }
}
