import type {
  InvitationRecord,
  InvitationRepository,
  NewInvitation,
} from '../ports/repositories/invitation-repository';
import { findIn, normalize } from './in-memory-rows';
import { copy, type InMemoryStore, newestFirst } from './in-memory-store';

export class InMemoryInvitationRepository implements InvitationRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, InvitationRecord> {
    return this.store.tables.invitations;
  }

  async create(invitation: NewInvitation): Promise<InvitationRecord> {
    if (!this.store.tables.campgrounds.has(invitation.campgroundId)) {
      throw new Error(`No campground ${invitation.campgroundId} for an invitation`);
    }
    const record: InvitationRecord = {
      ...invitation,
      email: normalize(invitation.email),
      id: this.store.nextId(),
      usedAt: null,
    };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findByTokenHash(tokenHash: string): Promise<InvitationRecord | null> {
    return findIn(this.rows, (invitation) => invitation.tokenHash === tokenHash);
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.usedAt) return false;
    this.rows.set(id, { ...row, usedAt: at });
    return true;
  }

  async listPendingForCampground(campgroundId: string, now: Date): Promise<InvitationRecord[]> {
    return this.listPendingForCampgrounds([campgroundId], now);
  }

  async listPendingForCampgrounds(campgroundIds: readonly string[], now: Date): Promise<InvitationRecord[]> {
    const wanted = new Set(campgroundIds);
    const pending = [...this.rows.values()].filter(
      (invitation) => wanted.has(invitation.campgroundId) && !invitation.usedAt && invitation.expiresAt > now,
    );
    return copy(newestFirst(pending));
  }
}
