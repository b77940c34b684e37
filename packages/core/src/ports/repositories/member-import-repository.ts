import type { ImportField } from '@camppass/domain';

/** A campground's remembered column mapping: header name to the field it was mapped to. */
export type RememberedImportMapping = Readonly<Record<string, ImportField>>;

/** A "claim your account" e-mail waiting to be sent: the account and the campground in whose name. */
export interface DueClaimEmail {
  readonly campgroundId: string;
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
}

/** How long a claim e-mail request stands before the same account can be asked again. */
export const CLAIM_EMAIL_INTERVAL_HOURS = 24;

/**
 * What the member import keeps beside the members it writes (issue 27, Import): each campground's
 * last column mapping, and the "claim your account" e-mails owners asked for.
 */
export interface MemberImportRepository {
  /** The campground's remembered mapping; empty when none was saved. */
  findMapping(campgroundId: string): Promise<RememberedImportMapping>;
  /** Replaces the campground's remembered mapping. */
  saveMapping(campgroundId: string, mapping: RememberedImportMapping, at: Date): Promise<void>;
  /**
   * Queues a claim e-mail for every account of the campground's imported memberships that has no
   * password, except those asked for within the last 24 hours; answers how many were queued. Two
   * requests at once queue each account once.
   */
  requestClaimEmails(campgroundId: string, at: Date): Promise<number>;
  /** Claim e-mails not sent yet, oldest request first; accounts that have set a password meanwhile are left out. */
  listDueClaimEmails(limit: number): Promise<DueClaimEmail[]>;
  /** Notes the claim e-mail as sent (or no longer needed). */
  markClaimEmailSent(campgroundId: string, userId: string, at: Date): Promise<void>;
}
