import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../ports/rate-limiter';
import type { FixedClock } from './fixed-clock';

export interface RateLimiterHarness {
  readonly limiter: RateLimiter;
  /** The clock the limiter reads; the suite moves it. */
  readonly clock: FixedClock;
  cleanup?(): Promise<void>;
}

/** The behaviour every RateLimiter shares: fixed windows per key, shared and atomic. */
export function describeRateLimiterContract(label: string, factory: () => Promise<RateLimiterHarness>): void {
  describe(`RateLimiter contract: ${label}`, () => {
    let harness: RateLimiterHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.cleanup?.();
    });

    it('allows up to the limit in a window, then refuses with the seconds left', async () => {
      const { limiter, clock } = harness;
      for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
      clock.advance({ seconds: 20 });

      expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    });

    it('opens a new window once the old one has ended', async () => {
      const { limiter, clock } = harness;
      await limiter.hit('k', 1, 60);
      expect((await limiter.hit('k', 1, 60)).allowed).toBe(false);

      clock.advance({ seconds: 60 });

      expect(await limiter.hit('k', 1, 60)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    });

    it('counts keys apart', async () => {
      const { limiter } = harness;
      await limiter.hit('login:account:a@camppass.test', 1, 60);

      expect((await limiter.hit('login:account:b@camppass.test', 1, 60)).allowed).toBe(true);
      expect((await limiter.hit('login:account:a@camppass.test', 1, 60)).allowed).toBe(false);
    });

    it('peeks without counting', async () => {
      const { limiter } = harness;
      expect(await limiter.peek('k', 2, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      await limiter.hit('k', 2, 60);
      expect((await limiter.peek('k', 2, 60)).allowed).toBe(true);
      expect((await limiter.peek('k', 2, 60)).allowed).toBe(true);
      await limiter.hit('k', 2, 60);

      expect(await limiter.peek('k', 2, 60)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    });

    it('forgets a key on reset', async () => {
      const { limiter } = harness;
      await limiter.hit('k', 1, 60);
      await limiter.reset('k');
      await limiter.reset('never-seen');

      expect((await limiter.hit('k', 1, 60)).allowed).toBe(true);
    });

    it('prunes ended windows only, and a pruned key starts afresh', async () => {
      const { limiter, clock } = harness;
      await limiter.hit('short', 1, 60);
      await limiter.hit('long', 1, 600);
      expect(await limiter.prune()).toBe(0);

      clock.advance({ seconds: 60 });

      expect(await limiter.prune()).toBe(1);
      expect(await limiter.prune()).toBe(0);
      expect((await limiter.hit('long', 1, 600)).allowed).toBe(false);
      expect((await limiter.hit('short', 1, 60)).allowed).toBe(true);
    });

    it('counts every one of many concurrent hits', async () => {
      const { limiter } = harness;

      const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('busy', 10, 60)));

      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    });

    it('reserves up to the limit and counts no refused reservation', async () => {
      const { limiter, clock } = harness;
      expect(await limiter.reserve('r', 2, 60)).toEqual({ allowed: true, retryAfterSeconds: 60 });
      expect((await limiter.reserve('r', 2, 60)).allowed).toBe(true);
      clock.advance({ seconds: 15 });
      for (let i = 0; i < 5; i++) {
        expect(await limiter.reserve('r', 2, 60)).toEqual({ allowed: false, retryAfterSeconds: 45 });
      }
      // Two counted, not seven: one release frees exactly one place.
      await limiter.release('r');

      expect((await limiter.reserve('r', 2, 60)).allowed).toBe(true);
      expect((await limiter.reserve('r', 2, 60)).allowed).toBe(false);
      clock.advance({ seconds: 45 });
      expect((await limiter.reserve('r', 2, 60)).allowed).toBe(true);
    });

    it('grants exactly the limit of many concurrent reservations', async () => {
      const { limiter } = harness;

      const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.reserve('rush', 10, 60)));

      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
      expect((await limiter.peek('rush', 10, 60)).allowed).toBe(false);
      await limiter.release('rush');
      expect((await limiter.peek('rush', 10, 60)).allowed).toBe(true);
    });

    it('releases nothing below zero and nothing of an ended window', async () => {
      const { limiter, clock } = harness;
      await limiter.release('never-seen');
      await limiter.reserve('w', 1, 60);
      await limiter.release('w');
      await limiter.release('w');
      expect((await limiter.reserve('w', 1, 60)).allowed).toBe(true);
      expect((await limiter.reserve('w', 1, 60)).allowed).toBe(false);

      clock.advance({ seconds: 60 });
      await limiter.release('w');

      expect((await limiter.reserve('w', 1, 60)).allowed).toBe(true);
      expect((await limiter.reserve('w', 1, 60)).allowed).toBe(false);
    });

    it('takes what room the window has, in one lease, and nothing once it is full', async () => {
      const { limiter, clock } = harness;
      const first = await limiter.take('lease', 10, 60, 4);
      expect(first).toEqual({ granted: 4, windowEndsAt: new Date(clock.now().getTime() + 60_000) });
      expect((await limiter.take('lease', 10, 60, 4)).granted).toBe(4);
      expect((await limiter.take('lease', 10, 60, 4)).granted).toBe(2);
      expect(await limiter.take('lease', 10, 60, 4)).toEqual({
        granted: 0,
        windowEndsAt: first.windowEndsAt,
      });
      expect((await limiter.reserve('lease', 10, 60)).allowed).toBe(false);

      clock.advance({ seconds: 60 });

      expect((await limiter.take('lease', 10, 60, 4)).granted).toBe(4);
    });

    it('never grants more than the limit to many concurrent takes', async () => {
      const { limiter } = harness;

      const leases = await Promise.all(Array.from({ length: 50 }, () => limiter.take('crowd', 25, 60, 3)));

      expect(leases.reduce((sum, lease) => sum + lease.granted, 0)).toBe(25);
    });
  });
}
