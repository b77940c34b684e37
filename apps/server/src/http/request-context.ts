import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { clientIp } from './client-ip';
import type { AppEnv } from './context';
import type { Logger } from './logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (a trusted proxy's X-Request-Id, else a new one), the client address,
 * and one access-log line: method, path without its query (reset codes and invitation tokens
 * travel there), status and duration. Never a body, header value or token.
 */
export const requestContext =
  (logger: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    const offered = trustProxy ? c.req.header('x-request-id') : undefined;
    const requestId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
    c.set('requestId', requestId);
    c.set('clientIp', clientIp(c, trustProxy));
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
      ip: c.get('clientIp'),
      ...(c.get('caller') ? { userId: c.get('caller').userId } : {}),
    });
  };
