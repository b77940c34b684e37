import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

// A software authenticator that makes real WebAuthn responses ('none' attestation, ES256), so the
// verifier is tested against the library's actual checks and not a fake.

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

const head = (major: number, length: number): number[] => {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 0xff];
};

const cbor = (value: Cbor): Uint8Array => {
  if (typeof value === 'number') {
    return Uint8Array.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  }
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return Uint8Array.from([...head(3, bytes.length), ...bytes]);
  }
  if (value instanceof Uint8Array) return Uint8Array.from([...head(2, value.length), ...value]);
  const parts = [...value].flatMap(([key, item]) => [...cbor(key), ...cbor(item)]);
  return Uint8Array.from([...head(5, value.size), ...parts]);
};

const sha256 = (bytes: Uint8Array | string) => new Uint8Array(createHash('sha256').update(bytes).digest());
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const counterBytes = (count: number) => [
  count >>> 24,
  (count >>> 16) & 0xff,
  (count >>> 8) & 0xff,
  count & 0xff,
];

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

/** One credential of one software authenticator: registers, then signs assertions with a counter. */
export class SoftwareAuthenticator {
  readonly credentialId: Uint8Array;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { readonly x: string; readonly y: string };
  private count = 0;

  constructor(seed = 1) {
    this.credentialId = sha256(`credential-${seed}`).slice(0, 16);
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    return cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string) {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's JSON for `navigator.credentials.create` answering this challenge. */
  register(input: { readonly rpId: string; readonly origin: string; readonly challenge: string }) {
    const authData = Uint8Array.from([
      ...sha256(input.rpId),
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED,
      ...counterBytes(this.count),
      ...new Uint8Array(16),
      this.credentialId.length >> 8,
      this.credentialId.length & 0xff,
      ...this.credentialId,
      ...this.coseKey(),
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', input.challenge, input.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * The browser's JSON for `navigator.credentials.get`, its counter one more than the last; with
   * the user handle a discoverable passkey keeps, and the person verified unless told otherwise.
   */
  assert(input: {
    readonly rpId: string;
    readonly origin: string;
    readonly challenge: string;
    readonly userHandle?: string;
    readonly userVerified?: boolean;
  }) {
    this.count += 1;
    const authData = Uint8Array.from([
      ...sha256(input.rpId),
      FLAG_USER_PRESENT | (input.userVerified === false ? 0 : FLAG_USER_VERIFIED),
      ...counterBytes(this.count),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', input.challenge, input.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(new Uint8Array(signature)),
        ...(input.userHandle ? { userHandle: b64url(new TextEncoder().encode(input.userHandle)) } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
