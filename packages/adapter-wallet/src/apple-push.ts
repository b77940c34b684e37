import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { rootCertificates } from 'node:tls';
import type { ApplePushOutcome } from '@camppass/core';
import type { AppleWalletCredentials } from './credentials';

/** Apple's push notification service: pass update pushes work in production only, never the sandbox. */
export const APNS_ORIGIN = 'https://api.push.apple.com';

/** Where the pushes go, and how long each may take. */
interface ApnsEndpoint {
  readonly origin: string;
  /** A certificate authority (PEM) trusted besides the system's ones. */
  readonly ca?: string;
  readonly timeoutMs: number;
}

/** Pushes in flight at once on the one connection (APNs allows many more streams). */
const CONCURRENCY = 20;

/** APNs' reasons, with a 400, that the push token itself is no good. */
const TOKEN_GONE_REASONS = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic']);

/** The `reason` of APNs' JSON answer to a refused push. */
const reasonOf = (body: string): string => {
  try {
    const { reason } = JSON.parse(body) as { reason?: unknown };
    return typeof reason === 'string' ? reason : '';
  } catch {
    return '';
  }
};

/** What APNs' answer means for the push token: taken, to forget, or to try again later. */
const outcomeOf = (status: number, body: string): ApplePushOutcome => {
  if (status === 200) return 'sent';
  if (status === 410) return 'gone';
  if (status === 400 && TOKEN_GONE_REASONS.has(reasonOf(body))) return 'gone';
  return 'failed';
};

/**
 * One push: an empty JSON dictionary to the device's token, the pass type identifier as the topic.
 * No `apns-push-type`: Apple's pass update protocol names none, and its `background` type is an app's.
 */
const pushOne = (session: ClientHttp2Session, token: string, topic: string, timeoutMs: number) =>
  new Promise<ApplePushOutcome>((resolve) => {
    let stream: ReturnType<ClientHttp2Session['request']>;
    try {
      stream = session.request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(token)}`,
        'apns-topic': topic,
        'content-type': 'application/json',
      });
    } catch {
      resolve('failed');
      return;
    }
    const timer = setTimeout(() => stream.close(constants.NGHTTP2_CANCEL), timeoutMs);
    let status = 0;
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    stream.on('data', (chunk: string) => {
      if (body.length < 4096) body += chunk;
    });
    stream.on('end', () => resolve(outcomeOf(status, body)));
    stream.on('error', () => resolve('failed'));
    stream.on('close', () => {
      clearTimeout(timer);
      resolve('failed');
    });
    stream.end('{}');
  });

/**
 * Tells the devices of these push tokens that a pass changed: one HTTP/2 connection to APNs for the
 * batch, authenticated with the Pass Type ID certificate that signs the passes, closed once every push
 * has its answer. Each token's outcome, in the order given (a token given twice is pushed once).
 */
export const pushPassUpdates = async (
  credentials: AppleWalletCredentials,
  pushTokens: readonly string[],
  endpoint: ApnsEndpoint,
): Promise<Map<string, ApplePushOutcome>> => {
  const tokens = [...new Set(pushTokens)];
  if (tokens.length === 0) return new Map();
  let session: ClientHttp2Session;
  try {
    session = connect(endpoint.origin, {
      cert: credentials.signerCert,
      key: credentials.signerKey,
      ...(credentials.signerKeyPassphrase ? { passphrase: credentials.signerKeyPassphrase } : {}),
      ...(endpoint.ca ? { ca: [...rootCertificates, endpoint.ca] } : {}),
    });
  } catch {
    // The certificate or its key cannot be used (a wrong passphrase): nothing is sent.
    return new Map(tokens.map((token) => [token, 'failed']));
  }
  // A connection that fails fails each of its pushes, which answer `failed` themselves.
  session.on('error', () => undefined);
  const outcomes: ApplePushOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const index = next++;
      const token = tokens[index] as string;
      outcomes[index] = await pushOne(session, token, credentials.passTypeIdentifier, endpoint.timeoutMs);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, tokens.length) }, worker));
  } finally {
    session.close();
  }
  return new Map(tokens.map((token, index) => [token, outcomes[index] ?? 'failed']));
};
