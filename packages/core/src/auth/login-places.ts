import { AUTH_POLICY } from '../config';
import type { Delay } from '../ports/delay';
import type { RateLimitDecision, RateLimiter } from '../ports/rate-limiter';

/** A count of failed attempts that refuses past its limit. */
export interface Place {
  readonly key: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** How long an attempt waits for a place held by attempts in another server process, per look. */
const PLACE_POLL_MILLISECONDS = 50;
/** How many times an attempt looks again before it gives up (about 5 s of other processes' work). */
const PLACE_MAX_LOOKS = 100;

/**
 * The attempts of this process that hold a place, per key, and who waits for one of them to end.
 * Process-wide (every Login shares it), so an attempt waits for its neighbours without polling.
 */
class LocalAttempts {
  private readonly holding = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  enter(key: string): void {
    this.holding.set(key, (this.holding.get(key) ?? 0) + 1);
  }

  /** One attempt holding `key` ends: its place is free for one waiting attempt, woken in turn. */
  leave(key: string): void {
    const left = (this.holding.get(key) ?? 1) - 1;
    if (left > 0) this.holding.set(key, left);
    else this.holding.delete(key);
    this.wakeOne(key);
  }

  /**
   * Wakes the next attempt waiting for `key`. One place freed wakes one attempt, not all of them:
   * waking every waiter for each place made n waiting attempts cost n² reads of the counts.
   */
  wakeOne(key: string): void {
    const waiters = this.waiting.get(key);
    const next = waiters?.shift();
    if (waiters?.length === 0) this.waiting.delete(key);
    next?.();
  }

  /** Wakes every attempt waiting for `key`: its failures are full, so each is answered at once. */
  wakeAll(key: string): void {
    const waiters = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    for (const wake of waiters) wake();
  }

  holds(key: string): boolean {
    return (this.holding.get(key) ?? 0) > 0;
  }

  /** Resolves when an attempt of this process holding `key` ends. */
  oneEnds(key: string): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.waiting.get(key) ?? [];
      waiters.push(resolve);
      this.waiting.set(key, waiters);
    });
  }
}

const local = new LocalAttempts();

/** The key that counts only the failures of a place (its own key also holds attempts in flight). */
export const failuresKey = (key: string): string => `${key}:failed`;

/**
 * The places of one login attempt. A place is taken before the password hash, so however many
 * attempts arrive at once no more than the limit are ever tried past the failures already counted;
 * but what refuses is the failures, not the attempts in flight: when the place is full only
 * because other attempts are still being checked, this attempt waits for one of them to end (a
 * correct password gives its place back) and tries again. It is refused (with the failures'
 * Retry-After) once the failures alone fill the place.
 */
export class LoginPlaces {
  private readonly taken: Place[] = [];

  constructor(
    private readonly limiter: RateLimiter,
    private readonly delay: Delay,
  ) {}

  /** Takes every place in order; a refusal gives back those taken and says when to try again. */
  async takeAll(places: readonly Place[]): Promise<RateLimitDecision> {
    for (const place of places) {
      const decision = await this.take(place);
      if (!decision.allowed) {
        await this.giveBack();
        return decision;
      }
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private async take(place: Place): Promise<RateLimitDecision> {
    const { key, limit, windowSeconds } = place;
    for (let look = 1; ; look++) {
      const failures = await this.limiter.peek(failuresKey(key), limit, windowSeconds);
      if (!failures.allowed) {
        // Every attempt waiting for this place would be refused alike.
        local.wakeAll(key);
        return failures;
      }
      const reserved = await this.limiter.reserve(key, limit, windowSeconds);
      if (reserved.allowed) {
        local.enter(key);
        this.taken.push(place);
        return reserved;
      }
      if (look >= PLACE_MAX_LOOKS) {
        // The place this attempt may have been woken for goes to the next one waiting.
        local.wakeOne(key);
        return reserved;
      }
      if (local.holds(key)) await local.oneEnds(key);
      else {
        // Only other processes' attempts hold the place now, and none of them wakes anyone here:
        // every attempt waiting for it looks for itself.
        local.wakeAll(key);
        await this.delay.wait(PLACE_POLL_MILLISECONDS);
      }
    }
  }

  /** The attempt does not count (right password, captcha refused, hasher busy): places go back. */
  async giveBack(): Promise<void> {
    const taken = this.taken.splice(0);
    await Promise.all(taken.map(({ key }) => this.limiter.release(key)));
    for (const { key } of taken) local.leave(key);
  }

  /** The attempt failed: each place keeps it, and counts it as a failure. */
  async keepAsFailures(): Promise<void> {
    const taken = this.taken.splice(0);
    await Promise.all(
      taken.map(({ key, limit, windowSeconds }) => this.limiter.hit(failuresKey(key), limit, windowSeconds)),
    );
    for (const { key } of taken) local.leave(key);
  }
}

/** The key counting an account's failures from every address (it slows attempts, never refuses). */
export const accountFailuresKey = (email: string): string => `login:account:${email}`;

/**
 * The places of a sign-in attempt, password or second step alike: the account+address place first
 * (the one a success clears), then the address's. Without a known address there is no address
 * place (one shared bucket would let a stranger refuse everyone).
 */
export const loginPlaces = (email: string, remoteIp: string | undefined): readonly [Place, ...Place[]] => {
  const pair = {
    key: `login:pair:${remoteIp ?? 'unknown'} ${email}`,
    ...AUTH_POLICY.failedLoginsPerAccountAndIp,
  };
  return remoteIp ? [pair, { key: `login:ip:${remoteIp}`, ...AUTH_POLICY.failedLoginsPerIp }] : [pair];
};
