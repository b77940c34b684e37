import { Agent, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS, listen } from './listen';

const closing: { close: () => void }[] = [];
afterEach(() => {
  for (const server of closing.splice(0)) server.close();
});

describe('the server’s connections', () => {
  it('wait longer than a proxy’s 60 s before closing an idle keep-alive connection (Node’s default: 6 s)', async () => {
    const server = listen(() => new Response('ok'), { port: 0, hostname: '127.0.0.1' });
    closing.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const sockets: Socket[] = [];
    server.on('connection', (socket: Socket) => sockets.push(socket));
    const agent = new Agent({ keepAlive: true });
    try {
      const { status, connection } = await new Promise<{ status: number; connection?: string }>(
        (resolve, reject) => {
          const req = request(
            { host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/', agent },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
              );
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect({ status, connection }).toEqual({ status: 200, connection: 'keep-alive' });
      // Once the answer is sent, the server's side of the connection waits this long for the next
      // request before it closes it.
      await new Promise((resolve) => setImmediate(resolve));
      expect(sockets).toHaveLength(1);
      expect(sockets[0]?.timeout).toBeGreaterThan(60_000);
    } finally {
      agent.destroy();
    }
  });

  it('give a request’s headers longer than a connection may stay idle', () => {
    const server = listen(() => new Response('ok'), { port: 0, hostname: '127.0.0.1' });
    closing.push(server);
    expect(server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
