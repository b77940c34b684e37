import type {
  PasskeyClaims,
  PasskeyCredential,
  PasskeyOptions,
  PasskeyVerifier,
  RelyingParty,
} from '@camppass/core';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';

const TIMEOUT_MS = 5 * 60 * 1000;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** The response's shape as the library reads it; anything else is refused before it. */
const asResponse = (value: unknown): Record<string, unknown> | null => {
  const outer = record(value);
  const inner = record(outer?.response);
  if (!outer || !inner) return null;
  if (typeof outer.id !== 'string' || typeof outer.rawId !== 'string' || outer.type !== 'public-key')
    return null;
  return typeof inner.clientDataJSON === 'string' ? outer : null;
};

const transportsOf = (transports: readonly string[]) => [...transports] as WebAuthnCredential['transports'];

/** The library throws on malformed or mismatching responses: every throw is a refusal. */
const refusedOnThrow = async <T>(check: () => Promise<T | null>): Promise<T | null> => {
  try {
    return await check();
  } catch {
    return null;
  }
};

/**
 * Passkeys through `@simplewebauthn/server`: options for the browser, and the registration and
 * assertion checks (challenge, origin, relying party id, user presence and verification when
 * offered, signature, counter). Challenges come from core as base64url and are passed as bytes, so
 * the browser signs exactly that text.
 */
export class SimpleWebauthnVerifier implements PasskeyVerifier {
  async registrationOptions(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly userId: string;
    readonly userName: string;
    readonly excludeCredentialIds: readonly string[];
  }): Promise<PasskeyOptions> {
    return generateRegistrationOptions({
      rpName: input.rp.name,
      rpID: input.rp.id,
      userName: input.userName,
      userID: isoUint8Array.fromUTF8String(input.userId),
      challenge: isoBase64URL.toBuffer(input.challenge),
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: input.excludeCredentialIds.map((id) => ({ id })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    }) as unknown as Promise<PasskeyOptions>;
  }

  async verifyRegistration(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly response: unknown;
  }): Promise<PasskeyCredential | null> {
    const response = asResponse(input.response);
    if (!response) return null;
    return refusedOnThrow(async () => {
      const verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: input.challenge,
        expectedOrigin: input.rp.origin,
        expectedRPID: input.rp.id,
        requireUserVerification: false,
      });
      if (!verified.verified) return null;
      const { credential } = verified.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports ?? [],
      };
    });
  }

  async authenticationOptions(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly allowCredentialIds: readonly string[];
    readonly requireUserVerification: boolean;
  }): Promise<PasskeyOptions> {
    return generateAuthenticationOptions({
      rpID: input.rp.id,
      challenge: isoBase64URL.toBuffer(input.challenge),
      timeout: TIMEOUT_MS,
      allowCredentials: input.allowCredentialIds.map((id) => ({ id })),
      userVerification: input.requireUserVerification ? 'required' : 'preferred',
    }) as unknown as Promise<PasskeyOptions>;
  }

  claimsOf(value: unknown): PasskeyClaims | null {
    const response = asResponse(value);
    const inner = record(response?.response);
    if (!response || !inner) return null;
    try {
      const clientData = JSON.parse(isoBase64URL.toUTF8String(String(inner.clientDataJSON))) as unknown;
      const challenge = record(clientData)?.challenge;
      // The user handle is the UTF-8 bytes of the account id given at registration.
      const userHandle =
        typeof inner.userHandle === 'string' && inner.userHandle !== ''
          ? isoBase64URL.toUTF8String(inner.userHandle)
          : null;
      return typeof challenge === 'string'
        ? { challenge, credentialId: String(response.id), userHandle }
        : null;
    } catch {
      return null;
    }
  }

  async verifyAuthentication(input: {
    readonly rp: RelyingParty;
    readonly challenge: string;
    readonly response: unknown;
    readonly credential: PasskeyCredential;
    readonly requireUserVerification: boolean;
  }): Promise<{ readonly signCount: number } | null> {
    const response = asResponse(input.response);
    if (!response || response.id !== input.credential.credentialId) return null;
    return refusedOnThrow(async () => {
      const verified = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: input.challenge,
        expectedOrigin: input.rp.origin,
        expectedRPID: input.rp.id,
        credential: {
          id: input.credential.credentialId,
          publicKey: isoBase64URL.toBuffer(input.credential.publicKey),
          counter: input.credential.signCount,
          transports: transportsOf(input.credential.transports),
        },
        requireUserVerification: input.requireUserVerification,
      });
      return verified.verified ? { signCount: verified.authenticationInfo.newCounter } : null;
    });
  }
}
