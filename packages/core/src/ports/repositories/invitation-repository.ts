import type { StoredRole } from './role-repository';

/** A single-use, expiring invitation to take a role on a campground (03 §3 invitation data). */
export interface InvitationRecord {
  readonly id: string;
  readonly tokenHash: string;
  /** Trimmed and lower-cased. */
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly campgroundId: string;
  readonly role: StoredRole;
  /** The user who sent it. */
  readonly invitedBy: string | null;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly createdAt: Date;
}

export type NewInvitation = Omit<InvitationRecord, 'id' | 'usedAt'>;

export interface InvitationRepository {
  create(invitation: NewInvitation): Promise<InvitationRecord>;
  findByTokenHash(tokenHash: string): Promise<InvitationRecord | null>;
  /** Marks it used, only if it is unused; `true` when this call did it. */
  markUsed(id: string, at: Date): Promise<boolean>;
  /** Invitations to the campground that are neither used nor expired at `now`, newest first. */
  listPendingForCampground(campgroundId: string, now: Date): Promise<InvitationRecord[]>;
  /**
   * The pending invitations of any of these campgrounds (a page of them) in one read, newest first;
   * ids of no campground match nothing.
   */
  listPendingForCampgrounds(campgroundIds: readonly string[], now: Date): Promise<InvitationRecord[]>;
}
