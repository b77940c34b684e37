import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

/**
 * How long an idle keep-alive connection stays open: longer than the 60 s a load balancer in front of
 * the server commonly keeps its own idle connections, so the server does not close a connection at the
 * moment the client in front sends on it. With Node's 5 s default that race answers the request with
 * a reset: a proxy turns it into a 502, and a keep-alive client sees ECONNRESET
 * (docs/decisions/server.md#idle-connections-stay-open-for-65-s).
 */
export const IDLE_CONNECTION_MS = 65_000;

/**
 * Serves `fetch` on `hostname:port` over HTTP/1.1 with the server's connection timeouts; calls
 * `onListening` once it listens.
 */
export function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  address: { readonly port: number; readonly hostname: string },
  onListening?: () => void,
): Server {
  const server = serve({ fetch, port: address.port, hostname: address.hostname }, onListening) as Server;
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // A request's headers may take as long as a connection may stay idle, and a second more, so a
  // request that starts just before the idle limit is not cut off by this one.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}
