import type {
  PasskeyClaims,
  PasskeyCredential,
  PasskeyOptions,
  PasskeyVerifier,
  RelyingParty,
} from '../ports/passkey-verifier';

/**
 * What a fake authenticator answers: the challenge and origin it signed, its credential, the key
 * it signs with (matching the stored public key stands for a valid signature) and its counter.
 */
interface FakePasskeyResponse {
  readonly challenge: string;
  readonly origin: string;
  readonly credentialId: string;
  readonly publicKey: string;
  readonly signCount: number;
  /** The account id the authenticator keeps with a discoverable passkey, when it sends one. */
  readonly userHandle?: string;
  /** Whether the authenticator verified the person (PIN, biometrics); verified when absent. */
  readonly userVerified?: boolean;
}

const isFake = (value: unknown): value is FakePasskeyResponse =>
  typeof value === 'object' &&
  value !== null &&
  ['challenge', 'origin', 'credentialId', 'publicKey'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  ) &&
  typeof (value as Record<string, unknown>).signCount === 'number';

/** The options a fake authenticator reads its challenge from. */
export const challengeOfOptions = (options: PasskeyOptions): string => String(options.challenge ?? '');

/**
 * A passkey verifier for use-case and HTTP tests: the real one's rules (challenge, origin,
 * credential, key) over plain objects instead of CBOR and signatures. The real verification is
 * tested in adapter-webauthn.
 */
export class FakePasskeyVerifier implements PasskeyVerifier {
  async registrationOptions(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly userId: string;
    readonly userName: string;
    readonly excludeCredentialIds: readonly string[];
  }): Promise<PasskeyOptions> {
    return {
      challenge: input.challenge,
      rp: { id: input.rp.id, name: input.rp.name },
      user: { name: input.userName },
      excludeCredentials: input.excludeCredentialIds.map((id) => ({ id, type: 'public-key' })),
    };
  }

  async verifyRegistration(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly response: unknown;
  }): Promise<PasskeyCredential | null> {
    const { response, rp, challenge } = input;
    if (!isFake(response) || response.challenge !== challenge || response.origin !== rp.origin) return null;
    return {
      credentialId: response.credentialId,
      publicKey: response.publicKey,
      signCount: response.signCount,
      transports: ['internal'],
    };
  }

  async authenticationOptions(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly allowCredentialIds: readonly string[];
    readonly requireUserVerification: boolean;
  }): Promise<PasskeyOptions> {
    return {
      challenge: input.challenge,
      rpId: input.rp.id,
      allowCredentials: input.allowCredentialIds.map((id) => ({ id, type: 'public-key' })),
      userVerification: input.requireUserVerification ? 'required' : 'preferred',
    };
  }

  claimsOf(response: unknown): PasskeyClaims | null {
    if (!isFake(response)) return null;
    const { challenge, credentialId, userHandle } = response;
    return { challenge, credentialId, userHandle: typeof userHandle === 'string' ? userHandle : null };
  }

  async verifyAuthentication(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly response: unknown;
    readonly credential: PasskeyCredential;
    readonly requireUserVerification: boolean;
  }): Promise<{ readonly signCount: number } | null> {
    const { response, rp, challenge, credential } = input;
    if (!isFake(response)) return null;
    if (input.requireUserVerification && response.userVerified === false) return null;
    const valid =
      response.challenge === challenge &&
      response.origin === rp.origin &&
      response.credentialId === credential.credentialId &&
      response.publicKey === credential.publicKey;
    return valid ? { signCount: response.signCount } : null;
  }
}
