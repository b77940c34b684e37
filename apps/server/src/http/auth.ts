import type { Principal } from '@camppass/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { failure } from './errors';

/** The bearer token of `Authorization: Bearer <token>`, or '' when there is none. */
export const bearerToken = (c: Context): string => {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? '';
};

/** Anything that turns an access token into the caller (the Authenticate use case). */
export interface Authenticator {
  execute(input: {
    readonly accessToken: string;
  }): Promise<
    | { readonly ok: true; readonly value: Principal }
    | { readonly ok: false; readonly code: string; readonly message: string }
  >;
}

/** Lets a request through only with a live access token (401 otherwise) and records the caller. */
export const requireCaller =
  (authenticate: Authenticator): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const caller = await authenticate.execute({ accessToken: bearerToken(c) });
    if (!caller.ok) return failure(c, caller);
    c.set('caller', caller.value);
    await next();
  };
