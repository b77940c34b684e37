import {
  ACCOUNT_NOT_ACTIVE,
  authorizeLoginType,
  err,
  type LoginType,
  NO_ASSIGNED_ROLES,
  ok,
  PASSKEY_SIGN_IN_FAILED,
  type Result,
  USER_PROFILE_NOT_FOUND,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { PasskeyOptions } from '../ports/passkey-verifier';
import type { Repositories } from '../ports/unit-of-work';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { loadAccount, roleHolder, toAuthUser } from './auth-user';
import type { LoginSession } from './login';
import { failuresKey, LoginPlaces, loginPlaces } from './login-places';
import { newChallenge, relyingParty } from './passkeys';
import { auditAccountSecurity } from './second-factor-events';
import { issueSession } from './sessions';

type Ports = Pick<
  CorePorts,
  'unitOfWork' | 'repos' | 'clock' | 'random' | 'tokens' | 'config' | 'passkeys' | 'rateLimiter' | 'delay'
>;

/**
 * start-passkey-sign-in: options for `navigator.credentials.get` without an e-mail. No credential
 * is listed (the browser offers the passkeys it keeps for this site) and the authenticator must
 * verify the person; the challenge belongs to no account, is used once and lives 5 minutes.
 */
export class StartPasskeySignIn {
  constructor(private readonly ports: Ports) {}

  async execute(): Promise<Result<{ readonly options: PasskeyOptions }, never>> {
    const challenge = await newChallenge(this.ports, this.ports.repos, null, 'sign-in');
    const options = await this.ports.passkeys.authenticationOptions({
      rp: relyingParty(this.ports.config),
      challenge,
      allowCredentialIds: [],
      requireUserVerification: true,
    });
    return ok({ options });
  }
}

export interface PasskeySignInInput {
  /** The browser's answer to start-passkey-sign-in's options. */
  readonly response: unknown;
  readonly loginType: LoginType;
  readonly remoteIp?: string;
}

export type PasskeySignInResult =
  | Result<
      LoginSession,
      'INVALID_CREDENTIALS' | 'PROFILE_NOT_FOUND' | 'ACCOUNT_INACTIVE' | 'NO_ROLES' | 'FORBIDDEN'
    >
  | RateLimited;

const failed = () => err('INVALID_CREDENTIALS', PASSKEY_SIGN_IN_FAILED);

/**
 * passkey-sign-in (docs/decisions/auth-and-sessions.md#signing-in-with-a-passkey-alone): a
 * passkey is something held and, its person verified, something known or been, so it signs in
 * fully, second-factor policy met. The passkey names the account by its credential id (and the
 * user handle it keeps, the account id, must agree); the challenge and the counter are each used
 * in one conditional write, so of any number of uses of one answer one signs in. An answer that
 * does not verify counts as a failed sign-in of the address (failures only); the account, like a
 * password's, must be active and may use this sign-in screen.
 */
export class SignInWithPasskey {
  constructor(private readonly ports: Ports) {}

  async execute(input: PasskeySignInInput): Promise<PasskeySignInResult> {
    // No account is known before the passkey is verified: only the address place counts.
    const taken = new LoginPlaces(this.ports.rateLimiter, this.ports.delay);
    const decision = await taken.takeAll(loginPlaces('', input.remoteIp).slice(1));
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);
    const now = this.ports.clock.now();
    const outcome = await this.ports.unitOfWork
      .run((tx) => this.signIn(tx, input, now))
      .catch(async (error: unknown) => {
        await taken.giveBack();
        throw error;
      });
    if (!outcome.ok && outcome.code === 'INVALID_CREDENTIALS') await taken.keepAsFailures();
    else await taken.giveBack();
    if (outcome.ok) {
      // As after a right password: this address's failures on the account are forgiven.
      const [pair] = loginPlaces(outcome.value.user.email, input.remoteIp);
      await Promise.all([
        this.ports.rateLimiter.reset(pair.key),
        this.ports.rateLimiter.reset(failuresKey(pair.key)),
      ]);
    }
    return outcome;
  }

  private async signIn(
    tx: Repositories,
    input: PasskeySignInInput,
    now: Date,
  ): Promise<Exclude<PasskeySignInResult, RateLimited>> {
    const claims = this.ports.passkeys.claimsOf(input.response);
    if (!claims) return failed();
    const challenge = await tx.passkeys.useWebauthnChallenge(
      this.ports.tokens.hash(claims.challenge),
      'sign-in',
      now,
    );
    if (!challenge) return failed();
    const passkey = await tx.passkeys.findPasskey(claims.credentialId);
    if (!passkey || (claims.userHandle !== null && claims.userHandle !== passkey.userId)) return failed();
    const verified = await this.ports.passkeys.verifyAuthentication({
      rp: relyingParty(this.ports.config),
      challenge: claims.challenge,
      response: input.response,
      credential: passkey,
      requireUserVerification: true,
    });
    if (!verified || !(await tx.passkeys.usePasskey(passkey.id, verified.signCount, now))) return failed();

    const user = await tx.users.findById(passkey.userId);
    if (!user) return failed();
    const { profile, grants } = await loadAccount(tx, user);
    if (!profile) return err('PROFILE_NOT_FOUND', USER_PROFILE_NOT_FOUND);
    if (profile.status !== 'active') return err('ACCOUNT_INACTIVE', ACCOUNT_NOT_ACTIVE);
    if (grants.length === 0) return err('NO_ROLES', NO_ASSIGNED_ROLES);
    const allowed = authorizeLoginType(input.loginType, roleHolder(grants));
    if (!allowed.ok) return allowed;

    const tokens = await issueSession(tx, this.ports.tokens, user.id, now);
    await auditAccountSecurity(tx, { userId: user.id, grants }, now, {
      action: 'passkey-sign-in',
      subjectId: passkey.id,
      after: { passkey: passkey.label },
    });
    return ok({ user: toAuthUser(user, profile, grants), tokens, secondFactorSetupRequired: false });
  }
}
