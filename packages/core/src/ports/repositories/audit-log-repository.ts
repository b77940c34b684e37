import type { ListQuery, Page } from '../list';

/** The roles whose writes are audited: everyone who manages a campground or the platform. */
export type AuditedRole = 'owner' | 'staff' | 'super_admin';

/** A JSON object as the log keeps it (dates already turned into ISO text). */
export type AuditSnapshot = Readonly<Record<string, unknown>>;

/** One write by an owner, staff member or super admin: who, in which role, what, where, when, before and after. */
export interface NewAuditEntry {
  readonly actorId: string;
  readonly actorRole: AuditedRole;
  /** The function (or action) that wrote, e.g. `admin-update-campground`. */
  readonly action: string;
  readonly campgroundId: string | null;
  /** The id of what was written (a campground, an account, an invitation...). */
  readonly subjectId: string | null;
  readonly before: AuditSnapshot | null;
  readonly after: AuditSnapshot | null;
  readonly createdAt: Date;
}

export interface AuditEntry extends NewAuditEntry {
  readonly id: string;
  /** The actor's e-mail when the entry was written, kept after the account is gone. */
  readonly actorEmail: string | null;
}

/** An entry as the log is read: with the actor's and the campground's names as they are now. */
export interface ListedAuditEntry extends AuditEntry {
  /** The actor's first and last name from their profile, `null` when they have none (or are gone). */
  readonly actorName: string | null;
  /** The campground's name, `null` when the entry names none or it is gone. */
  readonly campgroundName: string | null;
}

export interface AuditFilter {
  readonly campgroundId: string | null;
  readonly actorId: string | null;
  /** Only these actions (an action kind of the domain's `AUDIT_ACTION_KINDS`); `null`: every action. */
  readonly actions: readonly string[] | null;
  /** Only entries written at or after this instant. */
  readonly from: Date | null;
  /** Only entries written before this instant. */
  readonly to: Date | null;
}

export type AuditSortField = 'createdAt';

/** The audit log: append-only, written in the same transaction as the write it describes. */
export interface AuditLogRepository {
  /** Appends an entry; the actor's e-mail is read from the account. */
  record(entry: NewAuditEntry): Promise<AuditEntry>;
  /**
   * Entries newest first (the sort direction may ask oldest first), filtered, searched on the
   * action and the actor's e-mail and name, one page at a time.
   */
  list(query: ListQuery<AuditFilter, AuditSortField>): Promise<Page<ListedAuditEntry>>;
}
