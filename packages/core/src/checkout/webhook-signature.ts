import { type Err, err, ok, type Result } from '@camppass/domain';
import { WEBHOOK_TOLERANCE_SECONDS, type WebhookVerificationCode } from '../ports/payment-gateway';

// Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>." + raw body)>`, several v1 allowed
// while a secret is being rolled. Web Crypto only, so the core stays free of node: imports.

const encoder = new TextEncoder();
const SIGNATURE_HEX = /^[0-9a-f]{64}$/;

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );

function signedContent(timestamp: number, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const content = new Uint8Array(prefix.length + payload.length);
  content.set(prefix);
  content.set(payload, prefix.length);
  return content;
}

const toBytes = (payload: string | Uint8Array) =>
  typeof payload === 'string' ? encoder.encode(payload) : payload;

const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** The signature header a Stripe-compatible sender attaches to `payload` signed at `timestampSeconds`. */
export async function signWebhookPayload(
  payload: string | Uint8Array,
  secret: string,
  timestampSeconds: number,
): Promise<string> {
  const key = await hmacKey(secret, 'sign');
  const mac = await globalThis.crypto.subtle.sign(
    'HMAC',
    key,
    signedContent(timestampSeconds, toBytes(payload)),
  );
  const hex = Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `t=${timestampSeconds},v1=${hex}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const separator = item.indexOf('=');
    const name = item.slice(0, separator).trim();
    const value = item.slice(separator + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && SIGNATURE_HEX.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** The signature header's timestamp, `null` when the header has none. */
export const webhookTimestamp = (header: string | undefined): number | null =>
  (header ? parseHeader(header) : null)?.timestamp ?? null;

/** `STALE_EVENT` for a timestamp further than the tolerance from now, in either direction. */
export function webhookClockSkew(
  timestampSeconds: number,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): Err<'STALE_EVENT'> | null {
  if (nowSeconds - timestampSeconds > toleranceSeconds) {
    return err('STALE_EVENT', 'The webhook was signed too long ago.');
  }
  if (timestampSeconds - nowSeconds > toleranceSeconds) {
    return err('STALE_EVENT', 'The webhook is dated in the future.');
  }
  return null;
}

/**
 * Checks a Stripe-style signature over the raw body and answers the body as text. The comparison is
 * Web Crypto's HMAC verify, which does not leak where two signatures differ.
 */
export async function verifyWebhookSignature(
  payload: string | Uint8Array,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): Promise<Result<string, WebhookVerificationCode>> {
  const parsed = header ? parseHeader(header) : null;
  if (!parsed) return err('INVALID_SIGNATURE', 'The webhook signature header is missing or malformed.');
  const bytes = toBytes(payload);
  const key = await hmacKey(secret, 'verify');
  const content = signedContent(parsed.timestamp, bytes);
  let matched = false;
  for (const signature of parsed.signatures) {
    if (await globalThis.crypto.subtle.verify('HMAC', key, hexToBytes(signature), content)) matched = true;
  }
  if (!matched) return err('INVALID_SIGNATURE', 'The webhook signature does not match its body.');
  const stale = webhookClockSkew(parsed.timestamp, nowSeconds, toleranceSeconds);
  if (stale) return stale;
  return ok(typeof payload === 'string' ? payload : new TextDecoder().decode(payload));
}
