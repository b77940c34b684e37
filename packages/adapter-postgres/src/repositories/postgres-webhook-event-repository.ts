import type { WebhookEventRepository } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';

/** `webhook_events`: one row per handled gateway event; a claim is one INSERT ... ON CONFLICT. */
export class PostgresWebhookEventRepository implements WebhookEventRepository {
  constructor(private readonly sql: SqlClient) {}

  async claim(eventId: string, type: string, at: Date): Promise<boolean> {
    const rows = await this.sql.query(
      `insert into webhook_events (event_id, type, received_at) values ($1, $2, $3)
       on conflict (event_id) do nothing returning event_id`,
      [eventId, type, at],
    );
    return rows.length > 0;
  }

  async release(eventId: string): Promise<void> {
    await this.sql.query('delete from webhook_events where event_id = $1', [eventId]);
  }
}
