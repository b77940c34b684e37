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
  markSent(id: string, at: Date): Promise<void>;
  /** Counts a failed delivery attempt and keeps its error. */
  markFailed(id: string, error: string, at: Date): Promise<void>;
}

export const OUTBOX_REPOSITORY: ServiceIdentifier<OutboxRepository> = Symbol.for('camppass.OutboxRepository');
