import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setUpWebhooks, unwrap } from '@camppass/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { FetchWebhookSender, isPublicAddress } from './fetch-webhook-sender';

/** The receiver's check, as the README shows it: HMAC-SHA256 of `id.timestamp.body` under the secret's bytes. */
const validSignature = (secret: string, headers: IncomingHttpHeaders, body: string): boolean => {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  const expected = createHmac('sha256', key).update(signed).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const given = Buffer.from(entry.replace(/^v1,/, ''), 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
};

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((done) => {
          server.close(done);
          server.closeAllConnections();
        }),
    ),
  );
});

/** A local receiver answering 500 to its first `failures` requests, then 204; it keeps every request. */
const receiver = async (failures: number) => {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = received.length <= failures ? 500 : 204;
      response.end();
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { received, url: `http://localhost:${(server.address() as AddressInfo).port}/hooks` };
};

describe('FetchWebhookSender', () => {
  it('delivers to an endpoint that fails 3 times each event once, in order, with a valid signature', async () => {
    const { received, url } = await receiver(3);
    const s = await setUpWebhooks(new FetchWebhookSender({ allowLocalhost: true }));
    const { secret } = unwrap(
      await s.create.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        url,
        events: ['membership.created', 'membership.renewed', 'membership.cancelled'],
      }),
    );
    const membership = await s.membershipAt(s.campground.id);
    for (const type of ['membership.created', 'membership.renewed', 'membership.cancelled'] as const) {
      await s.record(type, membership);
    }
    for (let run = 0; run < 6; run += 1) {
      await s.deliver.execute();
      s.core.clock.advance({ hours: 1 });
    }

    expect(received).toHaveLength(6);
    expect(received.every((request) => validSignature(secret, request.headers, request.body))).toBe(true);
    expect(
      validSignature(
        `whsec_${Buffer.alloc(24).toString('base64')}`,
        received[0]?.headers ?? {},
        received[0]?.body ?? '',
      ),
    ).toBe(false);
    const accepted = received.slice(3);
    expect(accepted.map((request) => JSON.parse(request.body).type)).toEqual([
      'membership.created',
      'membership.renewed',
      'membership.cancelled',
    ]);
    expect(new Set(accepted.map((request) => request.headers['webhook-id'])).size).toBe(3);
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it("never posts campground B's events to campground A's endpoint", async () => {
    const a = await receiver(0);
    const b = await receiver(0);
    const s = await setUpWebhooks(new FetchWebhookSender({ allowLocalhost: true }));
    const events = ['membership.created'];
    unwrap(await s.create.execute({ actor: s.owner, campgroundId: s.campground.id, url: a.url, events }));
    unwrap(await s.create.execute({ actor: s.otherOwner, campgroundId: s.other.id, url: b.url, events }));
    await s.record('membership.created', await s.membershipAt(s.other.id));
    await s.record('membership.created', await s.membershipAt(s.other.id));
    await s.deliver.execute();
    expect(a.received).toHaveLength(0);
    expect(b.received).toHaveLength(2);
  });

  it('refuses addresses that are not https or not public, resolving names', async () => {
    const names: Record<string, string[]> = {
      'hooks.example.com': ['93.184.215.14'],
      'rebind.example.com': ['93.184.215.14', '10.1.2.3'],
      'metadata.example.com': ['169.254.169.254'],
    };
    const sender = new FetchWebhookSender({
      allowLocalhost: false,
      resolve: async (host) => names[host] ?? [],
    });
    const refusal = (url: string) => sender.refusal(new URL(url));
    expect(await refusal('https://hooks.example.com/in')).toBeNull();
    expect(await refusal('http://hooks.example.com/in')).toBe('NOT_HTTPS');
    expect(await refusal('http://localhost:3000/in')).toBe('NOT_HTTPS');
    for (const url of [
      'https://localhost/in',
      'https://rebind.example.com/in',
      'https://metadata.example.com/in',
      'https://unknown.example.com/in',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://[::ffff:10.0.0.1]/',
    ]) {
      expect(await refusal(url)).toBe('PRIVATE_ADDRESS');
    }
    await expect(sender.post({ url: 'https://10.0.0.1/', headers: {}, body: '{}' })).rejects.toThrow(
      /refused/,
    );
    expect(['8.8.8.8', '2606:4700::1111'].map(isPublicAddress)).toEqual([true, true]);
    expect(['192.168.1.1', '100.64.0.1', 'fd00::1', 'fe80::1', 'not an address'].some(isPublicAddress)).toBe(
      false,
    );
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const server = createServer(() => undefined);
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const sender = new FetchWebhookSender({ allowLocalhost: true, timeoutMs: 200 });
    const port = (server.address() as AddressInfo).port;
    await expect(
      sender.post({ url: `http://localhost:${port}/`, headers: {}, body: '{}' }),
    ).rejects.toThrow();
  });
});
