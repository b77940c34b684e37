import type { Delay } from '@camppass/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

export interface HoldRefusalsOptions {
  /** The longest an answer is held, whatever its Retry-After says. */
  readonly maxHoldMilliseconds: number;
  /** Answers held at once; past it, refusals are answered at once (a held answer keeps a socket open). */
  readonly maxHeld: number;
}

/**
 * Login refusals are held for 2 s at most
 * (docs/decisions/security-and-limits.md#a-refused-login-is-answered-after-a-pause), and at most 256
 * of them at once.
 */
export const LOGIN_REFUSAL_HOLD: HoldRefusalsOptions = { maxHoldMilliseconds: 2000, maxHeld: 256 };

const REFUSED = new Set([429, 503]);

/**
 * A tarpit for refused answers (429 RATE_LIMITED, 503 SERVER_BUSY): the answer waits for its
 * Retry-After, up to `maxHoldMilliseconds`, before it is sent. A client that ignores Retry-After and
 * comes straight back (a flood) is then paced by its own connections, at the cost of a timer per
 * held answer rather than a request's work per retry. Only the refused request waits; the caller's
 * other requests are answered as usual.
 */
export const holdRefusals = (delay: Delay, options: HoldRefusalsOptions): MiddlewareHandler<AppEnv> => {
  let held = 0;
  return async (c, next) => {
    await next();
    if (!REFUSED.has(c.res.status) || held >= options.maxHeld) return;
    const retryAfter = Number(c.res.headers.get('retry-after'));
    const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 1;
    held += 1;
    try {
      await delay.wait(Math.min(seconds * 1000, options.maxHoldMilliseconds));
    } finally {
      held -= 1;
    }
  };
};
