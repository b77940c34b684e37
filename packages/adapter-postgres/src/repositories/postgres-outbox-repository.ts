import type { NewOutboxMessage, OutboxMessageRecord, OutboxPage, OutboxRepository } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  tags: Record<string, string>;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
}

const toMessage = (row: OutboxRow): OutboxMessageRecord => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  html: row.html,
  text: row.text,
  tags: row.tags,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
});

/** `outbox`: e-mail kept for the development mailbox and for delivery; `seq` breaks ties of `created_at`. */
export class PostgresOutboxRepository implements OutboxRepository {
  constructor(private readonly sql: SqlClient) {}

  async add(message: NewOutboxMessage): Promise<OutboxMessageRecord> {
    const [row] = await this.sql.query<OutboxRow>(
      `insert into outbox (recipient, subject, html, text, tags, created_at)
       values ($1, $2, $3, $4, $5::jsonb, $6) returning *`,
      [
        message.to,
        message.subject,
        message.html,
        message.text,
        { ...(message.tags ?? {}) },
        message.createdAt,
      ],
    );
    if (!row) throw new Error('Storing an outbox message returned no row');
    return toMessage(row);
  }

  async findById(id: string): Promise<OutboxMessageRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<OutboxRow>('select * from outbox where id = $1', [id]);
    return row ? toMessage(row) : null;
  }

  async list(page: { readonly limit: number; readonly offset: number }): Promise<OutboxPage> {
    const rows = await this.sql.query<OutboxRow & { total_count: number }>(
      `select *, count(*) over () as total_count from outbox
       order by created_at desc, seq desc limit $1 offset $2`,
      [page.limit, page.offset],
    );
    const totalCount =
      rows[0]?.total_count ??
      (await this.sql.query<{ n: number }>('select count(*) as n from outbox'))[0]?.n ??
      0;
    return { items: rows.map(toMessage), totalCount };
  }

  async listUnsent(limit: number): Promise<OutboxMessageRecord[]> {
    const rows = await this.sql.query<OutboxRow>(
      'select * from outbox where sent_at is null order by created_at, seq limit $1',
      [limit],
    );
    return rows.map(toMessage);
  }

  async listDue(now: Date, maxAttempts: number, limit: number): Promise<OutboxMessageRecord[]> {
    const rows = await this.sql.query<OutboxRow>(
      `select * from outbox
       where sent_at is null and attempts < $2 and (next_attempt_at is null or next_attempt_at <= $1)
       order by created_at, seq limit $3`,
      [now, maxAttempts, limit],
    );
    return rows.map(toMessage);
  }

  async markSent(id: string, at: Date): Promise<void> {
    if (!isUuid(id)) return;
    await this.sql.query('update outbox set sent_at = $2 where id = $1', [id, at]);
  }

  async markFailed(id: string, error: string, _at: Date, retryAt: Date | null = null): Promise<void> {
    if (!isUuid(id)) return;
    await this.sql.query(
      'update outbox set attempts = attempts + 1, last_error = $2, next_attempt_at = $3 where id = $1',
      [id, error, retryAt],
    );
  }
}
