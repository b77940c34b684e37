// Base64url and the check of a pass's signature with Web Crypto's Ed25519 (no node: import in the core).

export const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
};

/** Whether the pass's signature holds under this raw Ed25519 public key (base64url). */
export const cardPassSignatureHolds = async (
  publicKey: string,
  signed: string,
  signatureText: string,
): Promise<boolean> => {
  const raw = fromBase64Url(publicKey);
  const signature = fromBase64Url(signatureText);
  if (raw?.length !== 32 || signature?.length !== 64) return false;
  try {
    const key = await globalThis.crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    return await globalThis.crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      signature,
      new TextEncoder().encode(signed),
    );
  } catch {
    return false;
  }
};
