import type { webcrypto } from 'node:crypto';
import { type CardPassClaims, cardPassSignedText, cardPassText } from '@camppass/domain';
import type { CoreConfig } from '../config';
import type { CardSigningKey } from '../ports/repositories/card-signing-key-repository';
import type { Repositories } from '../ports/unit-of-work';
import { fromBase64Url, toBase64Url } from './card-pass-signature';
import { deriveKey } from './derived-keys';

// Each campground's Ed25519 card-pass key (docs/decisions/card-at-the-gate.md#signing-keys): made on
// first use with Web Crypto, the private key sealed with AES-256-GCM under a key derived (HKDF-SHA256,
// its own `info`) from the configured SECOND_FACTOR_KEY, so a copy of the database cannot sign cards.

const encoder = new TextEncoder();
const IV_BYTES = 12;
const ED25519 = { name: 'Ed25519' } as const;

const sealingKey = (configured: string) =>
  deriveKey(configured, 'card signing key', { name: 'AES-GCM', length: 256 });

const seal = async (configured: string, plain: Uint8Array<ArrayBuffer>): Promise<string> => {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await sealingKey(configured),
    plain,
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
};

const open = async (configured: string, sealed: string): Promise<Uint8Array<ArrayBuffer>> => {
  const [iv = '', body = ''] = sealed.split('.');
  const ivBytes = fromBase64Url(iv);
  const bodyBytes = fromBase64Url(body);
  if (!ivBytes || !bodyBytes) throw new Error('A sealed card signing key is malformed');
  const plain = await globalThis.crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: ivBytes },
    await sealingKey(configured),
    bodyBytes,
  );
  return new Uint8Array(plain);
};

/** A new key for the campground; its id is the start of its public key's SHA-256, base64url. */
export const newCardSigningKey = async (
  config: Pick<CoreConfig, 'secondFactorKey'>,
  campgroundId: string,
  at: Date,
): Promise<Omit<CardSigningKey, 'retiredAt'>> => {
  const pair = (await globalThis.crypto.subtle.generateKey(ED25519, true, ['sign', 'verify'])) as {
    readonly publicKey: webcrypto.CryptoKey;
    readonly privateKey: webcrypto.CryptoKey;
  };
  const publicKey = new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', pair.publicKey));
  const privateKey = new Uint8Array(await globalThis.crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const fingerprint = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', publicKey));
  return {
    keyId: toBase64Url(fingerprint).slice(0, 11),
    campgroundId,
    publicKey: toBase64Url(publicKey),
    privateKeySealed: await seal(config.secondFactorKey, privateKey),
    createdAt: at,
  };
};

/** The campground's signing key, made now when it has none. */
export const signingKeyOf = async (
  repos: Pick<Repositories, 'cardKeys'>,
  config: Pick<CoreConfig, 'secondFactorKey'>,
  campgroundId: string,
  at: Date,
): Promise<CardSigningKey> => {
  const [newest] = await repos.cardKeys.listByCampground(campgroundId);
  if (newest && newest.retiredAt === null) return newest;
  return repos.cardKeys.issue(await newCardSigningKey(config, campgroundId, at));
};

/** The pass a membership's card carries, signed with its campground's current key. */
export const issueCardPass = async (
  repos: Pick<Repositories, 'cardKeys'>,
  config: Pick<CoreConfig, 'secondFactorKey'>,
  membership: Pick<CardPassClaims, 'membershipId' | 'campgroundId' | 'startDate' | 'endDate'>,
  at: Date,
): Promise<string> => {
  const key = await signingKeyOf(repos, config, membership.campgroundId, at);
  const claims: CardPassClaims = {
    ...membership,
    keyId: key.keyId,
    issuedAt: Math.floor(at.getTime() / 1000),
  };
  const privateKey = await globalThis.crypto.subtle.importKey(
    'pkcs8',
    await open(config.secondFactorKey, key.privateKeySealed),
    ED25519,
    false,
    ['sign'],
  );
  const signature = await globalThis.crypto.subtle.sign(
    ED25519,
    privateKey,
    encoder.encode(cardPassSignedText(claims)),
  );
  return cardPassText(claims, toBase64Url(new Uint8Array(signature)));
};
