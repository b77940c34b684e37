// A refresh token's successor pair, encrypted under a key derived from that refresh token (HKDF-SHA256
// to AES-256-GCM, Web Crypto only). The database keeps only the token's SHA-256, so the sealed pair
// opens for whoever presents the token itself, and for nobody who reads the database.

const encoder = new TextEncoder();
const IV_BYTES = 12;

const keyOf = async (token: string) => {
  const material = await globalThis.crypto.subtle.importKey('raw', encoder.encode(token), 'HKDF', false, [
    'deriveKey',
  ]);
  return globalThis.crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode('camppass'),
      info: encoder.encode('refresh successor'),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
};

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export async function sealPair(token: string, pair: TokenPair): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = encoder.encode(JSON.stringify([pair.accessToken, pair.refreshToken]));
  const sealed = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(token), plain);
  return `${toHex(iv)}.${toHex(new Uint8Array(sealed))}`;
}

/**
 * The pair sealed with `token`; `null` for another token or altered or malformed text. AES-GCM's tag
 * authenticates the IV and the text, so whatever decrypts is exactly what {@link sealPair} wrote.
 */
export async function openPair(token: string, sealed: string): Promise<TokenPair | null> {
  const [iv = '', body = ''] = sealed.split('.');
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromHex(iv) },
      await keyOf(token),
      fromHex(body),
    );
    const [accessToken, refreshToken] = JSON.parse(new TextDecoder().decode(plain)) as [string, string];
    return { accessToken, refreshToken };
  } catch {
    return null;
  }
}
