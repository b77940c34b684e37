import type { ServiceIdentifier } from 'inversify';

export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Whole seconds until the key's current window ends; 0 when no window is open. */
  readonly retryAfterSeconds: number;
}

/** What {@link RateLimiter.take} counted: `granted` events of the window that ends at `windowEndsAt`. */
export interface RateLimitLease {
  readonly granted: number;
  readonly windowEndsAt: Date;
}

/**
 * Fixed-window counters per key, kept in shared storage so every server instance sees the same
 * counts. A window opens at a key's first hit (or first hit after the previous window ended) and
 * lasts `windowSeconds`; a window that has ended counts as empty. Implementations read time from
 * the {@link Clock} port so tests can move it.
 *
 * Keys are opaque to the limiter; callers namespace them (`login:account:<email>`,
 * `login:ip:<address>`, `reset:email:<email>`).
 */
export interface RateLimiter {
  /**
   * Counts one event for `key` and reports whether it is within `limit` events for the current
   * window (the `limit`-th hit is allowed, the next is not). Atomic: concurrent hits are all counted.
   */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
  /**
   * Whether one more hit would be allowed, without counting anything. Used where only failures
   * count (failed logins): check first, hit only when the attempt fails.
   */
  peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
  /**
   * Counts one event for `key` only if the window holds fewer than `limit`, and says whether it did.
   * Atomic: of any number of concurrent reservations at most `limit` succeed, and a refused one
   * counts nothing. Used to take a place before expensive work (a password hash), so the limit
   * holds however many requests arrive at once.
   */
  reserve(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
  /**
   * Counts up to `units` events for `key` at once, as many as the window still has room for under
   * `limit`, and says how many it counted (0 when the window is full) and when the window ends.
   * Atomic like {@link reserve}: however many takes run at once, the window never counts more than
   * `limit`. A server process takes a lease of several events this way and spends it locally, so a
   * generous limit costs one statement per lease rather than one per request.
   */
  take(key: string, limit: number, windowSeconds: number, units: number): Promise<RateLimitLease>;
  /**
   * Gives back one reservation of the current window (the attempt turned out not to count). Never
   * goes below zero; after the window ended it does nothing.
   */
  release(key: string): Promise<void>;
  /** Forgets the key's count (e.g. after a successful login). Resetting an unknown key is not an error. */
  reset(key: string): Promise<void>;
  /** Deletes the windows that have ended (they count as empty anyway); returns how many. */
  prune(): Promise<number>;
}

export const RATE_LIMITER: ServiceIdentifier<RateLimiter> = Symbol.for('camppass.RateLimiter');
