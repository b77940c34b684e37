// Keys derived (HKDF-SHA256) from the configured SECOND_FACTOR_KEY, each purpose under its own `info`,
// with Web Crypto only (the core imports no crypto library): authenticator secrets and webhook signing
// secrets sealed, remembered-device cookies and wallet passes' tokens signed, card signing keys sealed.

const encoder = new TextEncoder();

export type DerivedKeyAlgorithm =
  | { readonly name: 'AES-GCM'; readonly length: 256 }
  | { readonly name: 'HMAC'; readonly hash: 'SHA-256' };

/** The key for `info` derived from the configured secret: AES-GCM to seal, HMAC to sign. */
export const deriveKey = async (configured: string, info: string, algorithm: DerivedKeyAlgorithm) => {
  const material = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(configured),
    'HKDF',
    false,
    ['deriveKey'],
  );
  return globalThis.crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('camppass'), info: encoder.encode(info) },
    material,
    algorithm,
    false,
    algorithm.name === 'HMAC' ? ['sign', 'verify'] : ['encrypt', 'decrypt'],
  );
};
