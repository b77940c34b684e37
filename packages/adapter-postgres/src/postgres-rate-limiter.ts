import type { Clock, RateLimitDecision, RateLimiter, RateLimitLease } from '@camppass/core';
import type { SqlClient } from './sql/sql-client';

interface WindowRow {
  count: number;
  window_ends_at: Date;
}

/**
 * Fixed windows in `rate_limit_counters`, one row per key, shared by every server instance.
 * A hit is one INSERT ... ON CONFLICT DO UPDATE, so concurrent hits are each counted once; a
 * reservation is the same statement counting only below the limit (the row lock orders them).
 */
export class PostgresRateLimiter implements RateLimiter {
  constructor(
    private readonly sql: SqlClient,
    private readonly clock: Clock,
  ) {}

  private decision(row: WindowRow | undefined, allowed: boolean, now: Date): RateLimitDecision {
    const left = row ? Math.ceil((row.window_ends_at.getTime() - now.getTime()) / 1000) : 0;
    return { allowed, retryAfterSeconds: Math.max(0, left) };
  }

  /** One upsert counting a hit; with `below`, only while the window holds fewer than that. */
  private async count(key: string, windowSeconds: number, below?: number): Promise<WindowRow | undefined> {
    const now = this.clock.now();
    const [row] = await this.sql.query<WindowRow>(
      `insert into rate_limit_counters as counter (key, window_ends_at, count) values ($1, $3, 1)
       on conflict (key) do update set
         count = case when counter.window_ends_at <= $2 then 1 else counter.count + 1 end,
         window_ends_at = case when counter.window_ends_at <= $2 then excluded.window_ends_at
                          else counter.window_ends_at end
       ${below === undefined ? '' : 'where counter.window_ends_at <= $2 or counter.count < $4'}
       returning count, window_ends_at`,
      [key, now, new Date(now.getTime() + windowSeconds * 1000), ...(below === undefined ? [] : [below])],
    );
    return row;
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const row = await this.count(key, windowSeconds);
    return this.decision(row, (row?.count ?? 0) <= limit, this.clock.now());
  }

  async reserve(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const row = await this.count(key, windowSeconds, limit);
    if (row) return this.decision(row, true, this.clock.now());
    const [full] = await this.sql.query<WindowRow>(
      'select count, window_ends_at from rate_limit_counters where key = $1',
      [key],
    );
    return this.decision(full, false, this.clock.now());
  }

  // `granted` keeps what this statement added, so RETURNING (which sees only the new row) can say it.
  async take(key: string, limit: number, windowSeconds: number, units: number): Promise<RateLimitLease> {
    const now = this.clock.now();
    const [row] = await this.sql.query<{ granted: number; window_ends_at: Date }>(
      `insert into rate_limit_counters as counter (key, window_ends_at, count, granted)
         values ($1, $3, least($4::int, $5::int), least($4::int, $5::int))
       on conflict (key) do update set
         granted = case when counter.window_ends_at <= $2 then least($4::int, $5::int)
                   else greatest(0, least($4::int, $5::int - counter.count)) end,
         count = case when counter.window_ends_at <= $2 then least($4::int, $5::int)
                 else counter.count + greatest(0, least($4::int, $5::int - counter.count)) end,
         window_ends_at = case when counter.window_ends_at <= $2 then excluded.window_ends_at
                          else counter.window_ends_at end
       returning granted, window_ends_at`,
      [key, now, new Date(now.getTime() + windowSeconds * 1000), units, limit],
    );
    return { granted: row?.granted ?? 0, windowEndsAt: row?.window_ends_at ?? now };
  }

  async release(key: string): Promise<void> {
    await this.sql.query(
      `update rate_limit_counters set count = count - 1
       where key = $1 and count > 0 and window_ends_at > $2`,
      [key, this.clock.now()],
    );
  }

  async peek(key: string, limit: number, _windowSeconds: number): Promise<RateLimitDecision> {
    const now = this.clock.now();
    const [row] = await this.sql.query<WindowRow>(
      'select count, window_ends_at from rate_limit_counters where key = $1 and window_ends_at > $2',
      [key, now],
    );
    return this.decision(row, (row?.count ?? 0) < limit, now);
  }

  async reset(key: string): Promise<void> {
    await this.sql.query('delete from rate_limit_counters where key = $1', [key]);
  }

  async prune(): Promise<number> {
    const rows = await this.sql.query(
      'delete from rate_limit_counters where window_ends_at <= $1 returning 1',
      [this.clock.now()],
    );
    return rows.length;
  }
}
