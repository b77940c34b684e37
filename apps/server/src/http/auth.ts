import type { Authenticate } from '@camppass/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { failure } from './errors';

/** The bearer token of `Authorization: Bearer <token>`, or '' when there is none. */
export const bearerToken = (c: Context): string => {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? '';
};

/** Lets a request through only with a live access token (401 otherwise) and records the caller. */
export const requireCaller =
  (authenticate: Pick<Authenticate, 'execute'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const caller = await authenticate.execute({ accessToken: bearerToken(c) });
    if (!caller.ok) return failure(c, caller);
    c.set('caller', caller.value);
    await next();
  };
