import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryRateLimiter } from '../testing/in-memory-rate-limiter';
import { LeasedQuota } from './leased-quota';

describe('LeasedQuota', () => {
  it('lets exactly the limit of 50 parallel events through, with the seconds left for the rest', async () => {
    const clock = new FixedClock();
    const quota = new LeasedQuota(new InMemoryRateLimiter(clock), clock, 10, 60, 4);

    const decisions = await Promise.all(Array.from({ length: 50 }, () => quota.acquire('key')));

    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterSeconds === 60)).toBe(true);
  });

  it('holds the limit across processes sharing one limiter, and opens again with the next window', async () => {
    const clock = new FixedClock();
    const shared = new InMemoryRateLimiter(clock);
    const processes = [1, 2, 3].map(() => new LeasedQuota(shared, clock, 30, 60, 7));

    const decisions = await Promise.all(
      Array.from({ length: 90 }, (_, i) => processes[i % 3]?.acquire('key') as Promise<{ allowed: boolean }>),
    );

    const allowed = decisions.filter((d) => d.allowed).length;
    expect(allowed).toBeLessThanOrEqual(30);
    // At most one lease per process is stranded.
    expect(allowed).toBeGreaterThan(30 - 3 * 7);
    clock.advance({ seconds: 60 });
    expect((await processes[0]?.acquire('key'))?.allowed).toBe(true);
  });

  it('counts keys apart and asks the shared store once per lease', async () => {
    const clock = new FixedClock();
    const limiter = new InMemoryRateLimiter(clock);
    let takes = 0;
    const counting = Object.assign(Object.create(limiter), {
      take: (...args: Parameters<InMemoryRateLimiter['take']>) => {
        takes += 1;
        return limiter.take(...args);
      },
    }) as InMemoryRateLimiter;
    const quota = new LeasedQuota(counting, clock, 1000, 60);

    for (let i = 0; i < 25; i++) await quota.acquire('a');
    await quota.acquire('b');

    expect(takes).toBe(3 + 1);
  });
  it('decides from the lease without a promise, and leaves a new lease or an ended window to acquire', async () => {
    const clock = new FixedClock();
    const quota = new LeasedQuota(new InMemoryRateLimiter(clock), clock, 3, 60, 2);

    expect(quota.tryAcquire('key')).toBeUndefined();
    expect(await quota.acquire('key')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(quota.tryAcquire('key')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // The lease is spent: one more event left in the window, which only a new take can grant.
    expect(quota.tryAcquire('key')).toBeUndefined();
    expect(await quota.acquire('key')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await quota.acquire('key')).toMatchObject({ allowed: false });
    clock.advance({ seconds: 20 });
    // The window is known full: refused at once with the seconds left.
    expect(quota.tryAcquire('key')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    clock.advance({ seconds: 40 });
    expect(quota.tryAcquire('key')).toBeUndefined();
    expect((await quota.acquire('key')).allowed).toBe(true);
  });
});
