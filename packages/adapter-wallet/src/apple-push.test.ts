import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushPassUpdates } from './apple-push';
import { type AppleWalletCredentials, developmentWalletCredentials } from './credentials';
import { closedPort, startApnsStandIn } from './testing/stand-ins';

let apple: AppleWalletCredentials;
let apns: Awaited<ReturnType<typeof startApnsStandIn>>;

beforeAll(async () => {
  apple = {
    ...developmentWalletCredentials('CampPass').apple,
    passTypeIdentifier: 'pass.com.example.members',
  };
  apns = await startApnsStandIn(apple.signerCert);
});

afterAll(() => apns.close());

beforeEach(() => {
  apns.pushes.length = 0;
  apns.answers.clear();
});

const toStandIn = (timeoutMs = 5000) => ({ origin: apns.origin, ca: apns.ca, timeoutMs });

describe('APNs pass update pushes', () => {
  it('posts an empty JSON dictionary to each token, the pass type identifier its topic', async () => {
    const outcomes = await pushPassUpdates(apple, ['a1b2c3', 'd4e5f6'], toStandIn());

    expect([...outcomes]).toEqual([
      ['a1b2c3', 'sent'],
      ['d4e5f6', 'sent'],
    ]);
    expect(apns.pushes.map((push) => push.path).sort()).toEqual(['/3/device/a1b2c3', '/3/device/d4e5f6']);
    for (const push of apns.pushes) {
      expect(push.headers[':method']).toBe('POST');
      expect(push.headers['apns-topic']).toBe('pass.com.example.members');
      expect(push.headers['content-type']).toBe('application/json');
      expect(push.body).toBe('{}');
    }
  });

  it('signs in with the Pass Type ID certificate that signs the passes', async () => {
    await pushPassUpdates(apple, ['a1b2c3'], toStandIn());

    const signer = new X509Certificate(apple.signerCert);
    expect(apns.pushes[0]?.senderCertificate).toBe(signer.fingerprint256);
  });

  it('sends a batch over one connection, 20 pushes at a time, closed once all are answered', async () => {
    const before = apns.connections.length;
    const tokens = Array.from({ length: 45 }, (_, index) => `token${index}`);
    for (const token of tokens) apns.answers.set(token, { status: 200, afterMs: 20 });
    apns.seen.mostInFlight = 0;
    const outcomes = await pushPassUpdates(apple, [...tokens, 'token0'], toStandIn());

    expect([...outcomes.keys()]).toEqual(tokens);
    expect([...outcomes.values()].every((outcome) => outcome === 'sent')).toBe(true);
    expect(apns.pushes).toHaveLength(45);
    expect(apns.connections.length - before).toBe(1);
    expect(new Set(apns.pushes.map((push) => push.connection))).toEqual(new Set([before + 1]));
    expect(apns.seen.mostInFlight).toBe(20);
    const connection = apns.connections.at(-1);
    await new Promise((closed) => (connection?.closed ? closed(null) : connection?.once('close', closed)));
  });

  it('calls a token gone on 410 or a 400 that names the token, and failed on anything else', async () => {
    apns.answers.set('unregistered', { status: 410, reason: 'Unregistered' });
    apns.answers.set('bad', { status: 400, reason: 'BadDeviceToken' });
    apns.answers.set('elsewhere', { status: 400, reason: 'DeviceTokenNotForTopic' });
    apns.answers.set('malformed', { status: 400, reason: 'BadTopic' });
    apns.answers.set('refused', { status: 403, reason: 'BadCertificate' });
    apns.answers.set('busy', { status: 429, reason: 'TooManyRequests' });
    apns.answers.set('broken', { status: 500, reason: 'InternalServerError' });
    const tokens = ['fine', 'unregistered', 'bad', 'elsewhere', 'malformed', 'refused', 'busy', 'broken'];

    const outcomes = await pushPassUpdates(apple, tokens, toStandIn());

    expect(Object.fromEntries(outcomes)).toEqual({
      fine: 'sent',
      unregistered: 'gone',
      bad: 'gone',
      elsewhere: 'gone',
      malformed: 'failed',
      refused: 'failed',
      busy: 'failed',
      broken: 'failed',
    });
  });

  it('fails a push that gets no answer in time, and the others still go', async () => {
    apns.answers.set('slow', 'silent');

    const outcomes = await pushPassUpdates(apple, ['slow', 'quick'], toStandIn(300));

    expect(Object.fromEntries(outcomes)).toEqual({ slow: 'failed', quick: 'sent' });
  });

  it('fails every push when APNs cannot be reached, or is not who it says it is', async () => {
    const closed = { origin: `https://127.0.0.1:${await closedPort()}`, timeoutMs: 5000 };
    expect(Object.fromEntries(await pushPassUpdates(apple, ['a1', 'b2'], closed))).toEqual({
      a1: 'failed',
      b2: 'failed',
    });

    const untrusted = { origin: apns.origin, timeoutMs: 5000 };
    expect(Object.fromEntries(await pushPassUpdates(apple, ['a1'], untrusted))).toEqual({ a1: 'failed' });
    expect(apns.pushes).toEqual([]);
  });

  it('fails every push, without throwing, when the certificate’s key cannot be used', async () => {
    const locked = { ...apple, signerKey: 'not a key' };

    expect(Object.fromEntries(await pushPassUpdates(locked, ['a1'], toStandIn()))).toEqual({ a1: 'failed' });
    expect(apns.pushes).toEqual([]);
  });

  it('connects to nobody for no tokens', async () => {
    const before = apns.seen.sockets;

    expect((await pushPassUpdates(apple, [], toStandIn())).size).toBe(0);
    expect(apns.seen.sockets).toBe(before);
  });
});
