import { Webhook } from 'standardwebhooks';
import { openSecret, sealSecret } from '../auth/second-factor-crypto';

// Standard Webhooks (https://www.standardwebhooks.com), signed with its reference library
// `standardwebhooks`: HMAC-SHA256 over `${webhook-id}.${webhook-timestamp}.${body}` with the
// endpoint's secret, base64, sent as `webhook-signature: v1,<signature>` beside `webhook-id` and
// `webhook-timestamp` (docs/decisions/partner-api-and-verification.md#webhook-signatures).

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 24;
const SEAL_PURPOSE = 'webhook signing secret';

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

/** A new signing secret as receivers' libraries take it: `whsec_` and 192 random bits in base64. */
export const newWebhookSecret = (bytes: Uint8Array): string =>
  `${SECRET_PREFIX}${toBase64(bytes.slice(0, SECRET_BYTES))}`;
export const WEBHOOK_SECRET_BYTES = SECRET_BYTES;

export const sealWebhookSecret = (key: string, secret: string, iv: Uint8Array): Promise<string> =>
  sealSecret(key, secret, iv, SEAL_PURPOSE);

export const openWebhookSecret = (key: string, sealed: string): Promise<string | null> =>
  openSecret(key, sealed, SEAL_PURPOSE);

/** The three Standard Webhooks headers of one attempt (its timestamp is the attempt's time). */
export const webhookHeaders = (
  secret: string,
  eventId: string,
  at: Date,
  body: string,
): Record<string, string> => ({
  'content-type': 'application/json',
  'webhook-id': eventId,
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  'webhook-signature': new Webhook(secret).sign(eventId, at, body),
});
