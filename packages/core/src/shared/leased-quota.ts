import type { Clock } from '../ports/clock';
import type { RateLimitDecision, RateLimiter } from '../ports/rate-limiter';

const ALLOWED: RateLimitDecision = Object.freeze({ allowed: true, retryAfterSeconds: 0 });

interface Lease {
  remaining: number;
  readonly endsAt: number;
  /** The shared window had no room left: refuse until it ends without asking again. */
  readonly full: boolean;
}

/**
 * A generous rate limit that holds across server processes at the cost of one statement per lease
 * instead of one per request: the process takes `leaseSize` events of the shared window at once
 * ({@link RateLimiter.take}) and spends them here. No window ever counts more than `limit`; at
 * worst each process leaves part of one lease unspent, so a caller may be refused a little early.
 */
export class LeasedQuota {
  private readonly leases = new Map<string, Lease>();
  private readonly taking = new Map<string, Promise<void>>();
  private readonly leaseSize: number;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly windowSeconds: number,
    /** At most this many per lease; by default a hundredth of the limit, so little is ever stranded. */
    leaseSize = Math.max(1, Math.floor(limit / 100)),
  ) {
    this.leaseSize = Math.max(1, Math.min(leaseSize, limit));
  }

  /**
   * Counts one event for `key` when this process's lease decides it (room left, or the window known
   * full), without a promise; `undefined` when a lease must be taken first ({@link acquire}).
   */
  tryAcquire(key: string): RateLimitDecision | undefined {
    const now = this.clock.now().getTime();
    const lease = this.leases.get(key);
    if (!lease) return undefined;
    if (lease.endsAt <= now) {
      this.leases.delete(key);
      return undefined;
    }
    if (lease.remaining > 0) {
      lease.remaining -= 1;
      return ALLOWED;
    }
    return lease.full
      ? { allowed: false, retryAfterSeconds: Math.ceil((lease.endsAt - now) / 1000) }
      : undefined;
  }

  /** Counts one event for `key`: allowed while the shared window has room. */
  async acquire(key: string): Promise<RateLimitDecision> {
    for (;;) {
      const decided = this.tryAcquire(key);
      if (decided) return decided;
      // One take per key at a time: the requests that arrive meanwhile wait for its lease.
      let taking = this.taking.get(key);
      if (!taking) {
        taking = this.renew(key).finally(() => this.taking.delete(key));
        this.taking.set(key, taking);
      }
      await taking;
    }
  }

  private async renew(key: string): Promise<void> {
    const { granted, windowEndsAt } = await this.limiter.take(
      key,
      this.limit,
      this.windowSeconds,
      this.leaseSize,
    );
    this.leases.set(key, { remaining: granted, endsAt: windowEndsAt.getTime(), full: granted === 0 });
  }
}
