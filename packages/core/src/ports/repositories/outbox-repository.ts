import type { ServiceIdentifier } from 'inversify';

/** An e-mail kept for the development mailbox and for delivery by a worker. */
export interface OutboxMessageRecord {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly tags: Readonly<Record<string, string>>;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  readonly attempts: number;
  readonly lastError: string | null;
  /** When the next delivery attempt is due after a failure; `null` when none failed yet. */
  readonly nextAttemptAt: Date | null;
}

export interface NewOutboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly tags?: Readonly<Record<string, string>>;
  readonly createdAt: Date;
}

export interface OutboxPage {
  readonly items: OutboxMessageRecord[];
  readonly totalCount: number;
}

export interface OutboxRepository {
  add(message: NewOutboxMessage): Promise<OutboxMessageRecord>;
  findById(id: string): Promise<OutboxMessageRecord | null>;
  /** Every message, newest first (ties by insertion, latest first), paged. */
  list(page: { readonly limit: number; readonly offset: number }): Promise<OutboxPage>;
  /** Messages not yet sent, oldest first. */
  listUnsent(limit: number): Promise<OutboxMessageRecord[]>;
  /**
   * Unsent messages due for a delivery attempt at `now` (never tried, or their retry time has come)
   * with fewer than `maxAttempts` attempts, oldest first.
   */
  listDue(now: Date, maxAttempts: number, limit: number): Promise<OutboxMessageRecord[]>;
  markSent(id: string, at: Date): Promise<void>;
  /**
   * Counts a failed delivery attempt and keeps its error; `retryAt` is when the next attempt is due
   * (`null`: not before it is listed again by `listUnsent`, and at once by `listDue`).
   */
  markFailed(id: string, error: string, at: Date, retryAt?: Date | null): Promise<void>;
}

export const OUTBOX_REPOSITORY: ServiceIdentifier<OutboxRepository> = Symbol.for('camppass.OutboxRepository');
