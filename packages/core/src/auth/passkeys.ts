import {
  err,
  ok,
  PASSKEY_ALREADY_REGISTERED,
  PASSKEY_DEFAULT_LABEL,
  PASSKEY_INVALID,
  PASSKEY_NAME_INVALID,
  PASSKEY_NAME_MAX,
  PASSKEY_NONE,
  type Result,
  SECOND_STEP_EXPIRED,
} from '@camppass/domain';
import { AUTH_POLICY, type CoreConfig } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { PasskeyOptions, RelyingParty } from '../ports/passkey-verifier';
import type { WebauthnPurpose } from '../ports/repositories/passkey-repository';
import type { SecondFactorRecord } from '../ports/repositories/second-factor-repository';
import type { Repositories } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
import { issueRecoveryCodes } from './recovery-codes';
import {
  auditSecondFactorEvent,
  mailSecondFactorEvent,
  type SecondFactorEvent,
} from './second-factor-events';
import { usableFactors } from './second-step-gate';

/** The relying party is APP_BASE_URL's host; the only origin accepted is its origin. */
export const relyingParty = (config: Pick<CoreConfig, 'appBaseUrl' | 'productName'>): RelyingParty => {
  const url = new URL(config.appBaseUrl);
  return { id: url.hostname, name: config.productName, origin: url.origin };
};

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as unpadded base64url (the challenge's text, as the browser echoes it in clientDataJSON). */
const base64url = (bytes: Uint8Array): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += BASE64URL[(value >> bits) & 63];
    }
  }
  return bits > 0 ? out + BASE64URL[(value << (6 - bits)) & 63] : out;
};

type ChallengePorts = Pick<CorePorts, 'random' | 'tokens' | 'clock'>;

/** A new 32-byte challenge stored as a hash for this account (none yet for a sign-in) and purpose, for 5 minutes. */
export const newChallenge = async (
  ports: ChallengePorts,
  repos: Repositories,
  userId: string | null,
  purpose: WebauthnPurpose,
): Promise<string> => {
  const challenge = base64url(ports.random.bytes(32));
  const now = ports.clock.now();
  await repos.passkeys.createWebauthnChallenge({
    userId,
    purpose,
    challengeHash: ports.tokens.hash(challenge),
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_POLICY.secondStepSeconds * 1000),
  });
  return challenge;
};

const invalid = () => err('INVALID_SECOND_FACTOR', PASSKEY_INVALID);

/**
 * The account's passkey that signed this response for one of its unused authentication challenges:
 * the challenge and the counter each used in one conditional write, so a response counts once.
 * A re-authentication asks the authenticator to have verified the person; the second step, after
 * the password, does not.
 */
export const usePasskeyAssertion = async (
  ports: Pick<CorePorts, 'passkeys' | 'tokens' | 'config'>,
  tx: Repositories,
  userId: string,
  response: unknown,
  now: Date,
  requireUserVerification = false,
): Promise<boolean> => {
  const claims = ports.passkeys.claimsOf(response);
  if (!claims) return false;
  const challenge = await tx.passkeys.useWebauthnChallenge(
    ports.tokens.hash(claims.challenge),
    'authenticate',
    now,
  );
  if (challenge?.userId !== userId) return false;
  const passkey = await tx.passkeys.findPasskey(claims.credentialId);
  if (passkey?.userId !== userId) return false;
  const verified = await ports.passkeys.verifyAuthentication({
    rp: relyingParty(ports.config),
    challenge: claims.challenge,
    response,
    credential: passkey,
    requireUserVerification,
  });
  return verified !== null && tx.passkeys.usePasskey(passkey.id, verified.signCount, now);
};

type Ports = Pick<
  CorePorts,
  'unitOfWork' | 'repos' | 'clock' | 'random' | 'tokens' | 'config' | 'mailer' | 'emailRenderer' | 'passkeys'
>;

/** start-passkey-registration: the options for `navigator.credentials.create`, its challenge kept 5 minutes. */
export class StartPasskeyRegistration {
  constructor(private readonly ports: Ports) {}

  async execute({
    actor,
  }: {
    readonly actor: Principal;
  }): Promise<Result<{ readonly options: PasskeyOptions }, never>> {
    const { repos } = this.ports;
    const [user, existing] = await Promise.all([
      repos.users.findById(actor.userId),
      repos.passkeys.listPasskeys(actor.userId),
    ]);
    const challenge = await newChallenge(this.ports, repos, actor.userId, 'register');
    const options = await this.ports.passkeys.registrationOptions({
      rp: relyingParty(this.ports.config),
      challenge,
      userId: actor.userId,
      userName: user?.email ?? actor.userId,
      excludeCredentialIds: existing.map((passkey) => passkey.credentialId),
    });
    return ok({ options });
  }
}

/**
 * finish-passkey-registration: the browser's answer to this account's unused registration
 * challenge adds a named passkey; the account's first factor comes with ten recovery codes.
 */
export class FinishPasskeyRegistration {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly actor: Principal;
    readonly name: string;
    readonly response: unknown;
  }): Promise<
    Result<
      { readonly factor: SecondFactorRecord; readonly recoveryCodes: readonly string[] | null },
      'VALIDATION_ERROR' | 'INVALID_SECOND_FACTOR' | 'CONFLICT'
    >
  > {
    const { actor } = input;
    const label = input.name.trim() || PASSKEY_DEFAULT_LABEL;
    if (label.length > PASSKEY_NAME_MAX) return err('VALIDATION_ERROR', PASSKEY_NAME_INVALID);
    const claims = this.ports.passkeys.claimsOf(input.response);
    if (!claims) return invalid();
    const now = this.ports.clock.now();
    const event: SecondFactorEvent = { kind: 'factorAdded', what: label };
    const result = await this.ports.unitOfWork.run(async (tx) => {
      const challenge = await tx.passkeys.useWebauthnChallenge(
        this.ports.tokens.hash(claims.challenge),
        'register',
        now,
      );
      if (challenge?.userId !== actor.userId) return invalid();
      const credential = await this.ports.passkeys.verifyRegistration({
        rp: relyingParty(this.ports.config),
        challenge: claims.challenge,
        response: input.response,
      });
      if (!credential) return invalid();
      const firstFactor = (await usableFactors(tx, actor.userId)).length === 0;
      const passkey = await tx.passkeys.addPasskey({
        ...credential,
        userId: actor.userId,
        label,
        createdAt: now,
      });
      if (!passkey) return err('CONFLICT', PASSKEY_ALREADY_REGISTERED);
      const hasCodes = (await tx.secondFactors.countUnusedRecoveryCodes(actor.userId)) > 0;
      const recoveryCodes =
        firstFactor || !hasCodes ? await issueRecoveryCodes(tx, this.ports, actor.userId, now) : null;
      await auditSecondFactorEvent(tx, { userId: actor.userId, grants: actor.roles }, now, event, passkey.id);
      const { credentialId: _, publicKey: __, signCount: ___, transports: ____, ...factor } = passkey;
      return ok({ factor, recoveryCodes });
    });
    if (result.ok) {
      const email = (await this.ports.repos.users.findById(actor.userId))?.email;
      if (email) await mailSecondFactorEvent(this.ports, email, event);
    }
    return result;
  }
}

/** Options for `navigator.credentials.get` with the account's own passkeys; none registered is refused. */
const accountAssertionOptions = async (
  ports: Ports,
  userId: string,
  requireUserVerification: boolean,
): Promise<Result<{ readonly options: PasskeyOptions }, 'INVALID_SECOND_FACTOR'>> => {
  const passkeys = await ports.repos.passkeys.listPasskeys(userId);
  if (passkeys.length === 0) return err('INVALID_SECOND_FACTOR', PASSKEY_NONE);
  const challenge = await newChallenge(ports, ports.repos, userId, 'authenticate');
  const options = await ports.passkeys.authenticationOptions({
    rp: relyingParty(ports.config),
    challenge,
    allowCredentialIds: passkeys.map((passkey) => passkey.credentialId),
    requireUserVerification,
  });
  return ok({ options });
};

/** start-passkey-second-step: the options for `navigator.credentials.get` in a partial sign-in. */
export class StartPasskeySecondStep {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly challengeToken: string;
  }): Promise<Result<{ readonly options: PasskeyOptions }, 'SECOND_STEP_EXPIRED' | 'INVALID_SECOND_FACTOR'>> {
    const { repos, tokens, clock } = this.ports;
    const partial = await repos.secondFactors.findChallenge(tokens.hash(input.challengeToken));
    if (!partial || partial.usedAt || partial.expiresAt <= clock.now())
      return err('SECOND_STEP_EXPIRED', SECOND_STEP_EXPIRED);
    return accountAssertionOptions(this.ports, partial.userId, false);
  }
}

/**
 * start-passkey-presence: the options for proving again, with one of the caller's own passkeys
 * (its person verified), before a change that weakens the account (./confirm-presence.ts).
 */
export class StartPasskeyPresence {
  constructor(private readonly ports: Ports) {}

  execute({
    actor,
  }: {
    readonly actor: Principal;
  }): Promise<Result<{ readonly options: PasskeyOptions }, 'INVALID_SECOND_FACTOR'>> {
    return accountAssertionOptions(this.ports, actor.userId, true);
  }
}
