import { Secret, TOTP } from 'otpauth';
import { deriveKey as derive } from '../shared/derived-keys';

// The authenticator secret is sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the
// configured SECOND_FACTOR_KEY, Web Crypto only (docs/decisions/auth-and-sessions.md#second-factor):
// a copy of the database alone does not give anyone the codes.

const encoder = new TextEncoder();
const IV_BYTES = 12;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) =>
  Uint8Array.from(/^(?:[0-9a-f]{2})+$/.test(hex) ? (hex.match(/../g) ?? []) : [], (pair) =>
    Number.parseInt(pair, 16),
  );

/** `purpose` keeps each kind of sealed secret under its own derived key (webhook signing secrets too). */
export const sealSecret = async (
  configured: string,
  plain: string,
  iv: Uint8Array,
  purpose = 'authenticator secret',
): Promise<string> => {
  const key = await derive(configured, purpose, { name: 'AES-GCM', length: 256 });
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: iv.slice(0, IV_BYTES) },
    key,
    encoder.encode(plain),
  );
  return `${toHex(iv.slice(0, IV_BYTES))}.${toHex(new Uint8Array(sealed))}`;
};

/** The sealed text's secret; `null` when it was altered or sealed under another key. */
export const openSecret = async (
  configured: string,
  sealed: string,
  purpose = 'authenticator secret',
): Promise<string | null> => {
  const [iv = '', body = ''] = sealed.split('.');
  try {
    const key = await derive(configured, purpose, { name: 'AES-GCM', length: 256 });
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromHex(iv) },
      key,
      fromHex(body),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
};

/** The remembered-device cookie's value: its token and an HMAC of the token and the account. */
export const signDeviceToken = async (configured: string, userId: string, token: string): Promise<string> => {
  const key = await derive(configured, 'remembered device', { name: 'HMAC', hash: 'SHA-256' });
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(`${userId}.${token}`));
  return `${token}.${toHex(new Uint8Array(mac))}`;
};

/** The token of a cookie value signed for this account; `null` when the signature does not hold. */
export const verifiedDeviceToken = async (
  configured: string,
  userId: string,
  value: string,
): Promise<string | null> => {
  const cut = value.lastIndexOf('.');
  if (cut <= 0) return null;
  const token = value.slice(0, cut);
  const key = await derive(configured, 'remembered device', { name: 'HMAC', hash: 'SHA-256' });
  const valid = await globalThis.crypto.subtle.verify(
    'HMAC',
    key,
    fromHex(value.slice(cut + 1)),
    encoder.encode(`${userId}.${token}`),
  );
  return valid ? token : null;
};

/** RFC 6238 as authenticator apps use it: SHA-1, six digits, 30 s steps. */
const PERIOD_SECONDS = 30;
const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
    label,
    issuer,
  });

/** A new authenticator secret, base32 as apps take it, from 20 random bytes (160 bits, RFC 4226). */
export const newAuthenticatorSecret = (bytes: Uint8Array): string =>
  new Secret({ buffer: bytes.slice().buffer }).base32;

/** The otpauth:// address an app reads from the QR code. */
export const authenticatorUri = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, account, issuer).toString();

/**
 * The time step of the code when it matches at `now` or one step either side (clock drift), else
 * `null`. Only six digits are ever compared.
 */
export const matchingStep = (secret: string, code: string, now: Date): number | null => {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
};

/** The code of a secret at a moment (tests, the development README's demo secret). */
export const authenticatorCode = (secret: string, at: Date): string =>
  totpOf(secret).generate({ timestamp: at.getTime() });
