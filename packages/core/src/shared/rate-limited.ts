import { type Err, err, RESET_TOO_MANY_REQUESTS } from '@camppass/domain';

/** A refusal by a rate limit, with the seconds the client should wait (the HTTP Retry-After). */
export type RateLimited = Err<'RATE_LIMITED'> & { readonly retryAfterSeconds: number };

export const rateLimited = (retryAfterSeconds: number): RateLimited => ({
  ...err('RATE_LIMITED', RESET_TOO_MANY_REQUESTS),
  retryAfterSeconds: Math.max(1, retryAfterSeconds),
});
