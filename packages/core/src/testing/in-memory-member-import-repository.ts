import {
  CLAIM_EMAIL_INTERVAL_HOURS,
  type DueClaimEmail,
  type MemberImportRepository,
  type RememberedImportMapping,
} from '../ports/repositories/member-import-repository';
import type { InMemoryStore } from './in-memory-store';

const keyOf = (campgroundId: string, userId: string) => `${campgroundId}/${userId}`;

export class InMemoryMemberImportRepository implements MemberImportRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get tables() {
    return this.store.tables;
  }

  async findMapping(campgroundId: string): Promise<RememberedImportMapping> {
    return { ...(this.tables.importMappings.get(campgroundId) ?? {}) };
  }

  async saveMapping(campgroundId: string, mapping: RememberedImportMapping): Promise<void> {
    if (!this.tables.campgrounds.has(campgroundId)) throw new Error(`No campground ${campgroundId}`);
    this.tables.importMappings.set(campgroundId, { ...mapping });
  }

  async requestClaimEmails(campgroundId: string, at: Date): Promise<number> {
    const since = at.getTime() - CLAIM_EMAIL_INTERVAL_HOURS * 3_600_000;
    const accounts = new Set(
      [...this.tables.memberships.values()]
        .filter((m) => m.campgroundId === campgroundId && m.source === 'imported')
        .map((m) => m.memberId)
        .filter((userId) => this.tables.users.get(userId)?.passwordHash === null),
    );
    let queued = 0;
    for (const userId of accounts) {
      const key = keyOf(campgroundId, userId);
      const asked = this.tables.claimEmails.get(key);
      if (asked && asked.requestedAt.getTime() > since) continue;
      this.tables.claimEmails.set(key, { campgroundId, userId, requestedAt: at, sentAt: null });
      queued += 1;
    }
    return queued;
  }

  async listDueClaimEmails(limit: number): Promise<DueClaimEmail[]> {
    return [...this.tables.claimEmails.values()]
      .filter((claim) => claim.sentAt === null && this.tables.users.get(claim.userId)?.passwordHash === null)
      .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())
      .slice(0, limit)
      .map((claim) => ({
        campgroundId: claim.campgroundId,
        userId: claim.userId,
        email: this.tables.users.get(claim.userId)?.email ?? '',
        firstName: this.tables.profiles.get(claim.userId)?.firstName ?? '',
      }));
  }

  async markClaimEmailSent(campgroundId: string, userId: string, at: Date): Promise<void> {
    const claim = this.tables.claimEmails.get(keyOf(campgroundId, userId));
    if (claim) claim.sentAt = at;
  }
}
