import type { Clock } from '../ports/clock';
import type { RateLimitDecision, RateLimiter, RateLimitLease } from '../ports/rate-limiter';

interface Window {
  count: number;
  endsAt: number;
}

/** Fixed-window counters in a Map, timed by the given clock. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  private open(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.clock.now().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private decision(window: Window | undefined, allowed: boolean): RateLimitDecision {
    const left = window ? Math.ceil((window.endsAt - this.clock.now().getTime()) / 1000) : 0;
    return { allowed, retryAfterSeconds: Math.max(0, left) };
  }

  private current(key: string, windowSeconds: number): Window {
    let window = this.open(key);
    if (!window) {
      window = { count: 0, endsAt: this.clock.now().getTime() + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    return window;
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const window = this.current(key, windowSeconds);
    window.count += 1;
    return this.decision(window, window.count <= limit);
  }

  // No await between reading and counting, so concurrent reservations cannot pass together.
  async reserve(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const window = this.current(key, windowSeconds);
    if (window.count >= limit) return this.decision(window, false);
    window.count += 1;
    return this.decision(window, true);
  }

  async take(key: string, limit: number, windowSeconds: number, units: number): Promise<RateLimitLease> {
    const window = this.current(key, windowSeconds);
    const granted = Math.max(0, Math.min(units, limit - window.count));
    window.count += granted;
    return { granted, windowEndsAt: new Date(window.endsAt) };
  }

  async release(key: string): Promise<void> {
    const window = this.open(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async peek(key: string, limit: number, _windowSeconds: number): Promise<RateLimitDecision> {
    const window = this.open(key);
    return this.decision(window, (window?.count ?? 0) < limit);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async prune(): Promise<number> {
    const now = this.clock.now().getTime();
    const ended = [...this.windows].filter(([, window]) => window.endsAt <= now);
    for (const [key] of ended) this.windows.delete(key);
    return ended.length;
  }
}
