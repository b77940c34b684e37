import type { RelyingParty } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from './authenticator-for-tests';
import { SimpleWebauthnVerifier } from './simple-webauthn-verifier';

const rp: RelyingParty = {
  id: 'portal.camppass.test',
  name: 'CampPass',
  origin: 'https://portal.camppass.test',
};
const CHALLENGE = 'cmVnaXN0cmF0aW9uLWNoYWxsZW5nZS0wMDAx';
const verifier = new SimpleWebauthnVerifier();

const registered = async (authenticator = new SoftwareAuthenticator()) => {
  const response = authenticator.register({ rpId: rp.id, origin: rp.origin, challenge: CHALLENGE });
  const credential = await verifier.verifyRegistration({ rp, challenge: CHALLENGE, response });
  if (!credential) throw new Error('registration was refused');
  return { authenticator, credential };
};

describe('SimpleWebauthnVerifier (real @simplewebauthn/server checks)', () => {
  it('hands the challenge to the browser exactly as core made it', async () => {
    const options = await verifier.registrationOptions({
      rp,
      challenge: CHALLENGE,
      userId: 'user-1',
      userName: 'owner@camppass.test',
      excludeCredentialIds: ['abc'],
    });
    expect(options).toMatchObject({
      challenge: CHALLENGE,
      rp: { id: rp.id, name: 'CampPass' },
      excludeCredentials: [{ id: 'abc', type: 'public-key' }],
    });
    const get = await verifier.authenticationOptions({
      rp,
      challenge: CHALLENGE,
      allowCredentialIds: ['abc'],
      requireUserVerification: false,
    });
    expect(get).toMatchObject({
      challenge: CHALLENGE,
      rpId: rp.id,
      allowCredentials: [{ id: 'abc' }],
      userVerification: 'preferred',
    });
    const anyPasskey = await verifier.authenticationOptions({
      rp,
      challenge: CHALLENGE,
      allowCredentialIds: [],
      requireUserVerification: true,
    });
    expect(anyPasskey).toMatchObject({ allowCredentials: [], userVerification: 'required' });
    expect(options).toMatchObject({ authenticatorSelection: { residentKey: 'preferred' } });
  });

  it('accepts a none-attestation registration and returns its ES256 key', async () => {
    const { authenticator, credential } = await registered();
    expect(credential).toMatchObject({
      credentialId: authenticator.id,
      signCount: 0,
      transports: ['internal'],
    });
    expect(credential.publicKey.length).toBeGreaterThan(40);
  });

  it('refuses a registration for another challenge, origin or relying party', async () => {
    const authenticator = new SoftwareAuthenticator();
    const cases = [
      { rpId: rp.id, origin: rp.origin, challenge: 'b3RoZXItY2hhbGxlbmdl' },
      { rpId: rp.id, origin: 'https://evil.test', challenge: CHALLENGE },
      { rpId: 'evil.test', origin: rp.origin, challenge: CHALLENGE },
    ];
    for (const claimed of cases) {
      const response = authenticator.register(claimed);
      expect(await verifier.verifyRegistration({ rp, challenge: CHALLENGE, response })).toBeNull();
    }
    expect(await verifier.verifyRegistration({ rp, challenge: CHALLENGE, response: { id: 1 } })).toBeNull();
  });

  it('accepts an assertion signed by the registered key and reads its claims and new counter', async () => {
    const { authenticator, credential } = await registered();
    const response = authenticator.assert({ rpId: rp.id, origin: rp.origin, challenge: CHALLENGE });
    expect(verifier.claimsOf(response)).toEqual({
      challenge: CHALLENGE,
      credentialId: authenticator.id,
      userHandle: null,
    });
    expect(
      await verifier.verifyAuthentication({
        rp,
        challenge: CHALLENGE,
        response,
        credential,
        requireUserVerification: true,
      }),
    ).toEqual({ signCount: 1 });
  });

  it('reads the user handle of a discoverable passkey, and refuses an unverified person when required', async () => {
    const { authenticator, credential } = await registered();
    const good = { rpId: rp.id, origin: rp.origin, challenge: CHALLENGE };
    const withHandle = authenticator.assert({ ...good, userHandle: 'user-1' });
    expect(verifier.claimsOf(withHandle)).toMatchObject({ userHandle: 'user-1' });
    const unverified = authenticator.assert({ ...good, userVerified: false });
    const check = (requireUserVerification: boolean) =>
      verifier.verifyAuthentication({
        rp,
        challenge: CHALLENGE,
        response: unverified,
        credential,
        requireUserVerification,
      });
    expect(await check(true)).toBeNull();
    expect(await check(false)).toEqual({ signCount: 2 });
  });

  it('refuses an assertion of another key, challenge, origin, or a counter that did not move', async () => {
    const { authenticator, credential } = await registered();
    const other = await registered(new SoftwareAuthenticator(2));
    const good = { rpId: rp.id, origin: rp.origin, challenge: CHALLENGE };
    const signedByOther = other.authenticator.assert(good);
    expect(
      await verifier.verifyAuthentication({
        rp,
        challenge: CHALLENGE,
        response: { ...signedByOther, id: authenticator.id, rawId: authenticator.id },
        credential,
        requireUserVerification: false,
      }),
    ).toBeNull();
    const wrongChallenge = authenticator.assert({ ...good, challenge: 'b3RoZXI' });
    expect(
      await verifier.verifyAuthentication({
        rp,
        challenge: CHALLENGE,
        response: wrongChallenge,
        credential,
        requireUserVerification: false,
      }),
    ).toBeNull();
    const wrongOrigin = authenticator.assert({ ...good, origin: 'https://evil.test' });
    expect(
      await verifier.verifyAuthentication({
        rp,
        challenge: CHALLENGE,
        response: wrongOrigin,
        credential,
        requireUserVerification: false,
      }),
    ).toBeNull();
    const replayed = authenticator.assert(good);
    expect(
      await verifier.verifyAuthentication({
        rp,
        challenge: CHALLENGE,
        response: replayed,
        credential: { ...credential, signCount: 50 },
        requireUserVerification: false,
      }),
    ).toBeNull();
    expect(verifier.claimsOf({ nothing: true })).toBeNull();
  });
});
