import {
  ACCOUNT_NOT_ACTIVE,
  authorizeLoginType,
  err,
  INVALID_CREDENTIALS,
  LOGIN_CAPTCHA_REQUIRED,
  type LoginRequest,
  type LoginType,
  NO_ASSIGNED_ROLES,
  normalizeEmail,
  ok,
  RECAPTCHA_UNAVAILABLE,
  type Result,
  SERVER_BUSY_MESSAGE,
  USER_PROFILE_NOT_FOUND,
  validateLoginForm,
} from '@camppass/domain';
import { AUTH_POLICY } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { UserRecord } from '../ports/repositories/user-repository';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { ServiceBusyError } from '../shared/service-busy';
import { type AuthUser, loadAccount, roleHolder, toAuthUser } from './auth-user';
import { accountFailuresKey, failuresKey, LoginPlaces, loginPlaces, type Place } from './login-places';
import { passPassword } from './second-step-gate';
import type { SessionTokens } from './sessions';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  readonly loginType: LoginType;
  readonly recaptchaToken?: string | null;
  /** The client's address as the server trusts it; counts failed attempts per address. */
  readonly remoteIp?: string;
  /** The remembered-device cookie, when the browser sent one. */
  readonly rememberedDevice?: string;
}

/** A correct password and no second step: the session. */
export interface LoginSession {
  readonly user: AuthUser;
  readonly tokens: SessionTokens;
  readonly secondFactorSetupRequired: boolean;
}

/** A correct password of an account with a second factor: the partial sign-in of auth-second-step. */
export interface LoginSecondStep {
  readonly secondStep: { readonly challengeToken: string; readonly expiresAt: Date };
}

type LoginSuccess = LoginSession | LoginSecondStep;

type LoginErrorCode =
  | 'VALIDATION_ERROR'
  | 'CAPTCHA_REQUIRED'
  | 'CAPTCHA_FAILED'
  | 'CAPTCHA_UNAVAILABLE'
  | 'RATE_LIMITED'
  | 'INVALID_CREDENTIALS'
  | 'PROFILE_NOT_FOUND'
  | 'ACCOUNT_INACTIVE'
  | 'NO_ROLES'
  | 'FORBIDDEN';

export type LoginResult = Result<LoginSuccess, Exclude<LoginErrorCode, 'RATE_LIMITED'>> | RateLimited;

/**
 * auth-login (01 §5, §7, §8). Unknown e-mail and wrong password give the same answer after the
 * same work; only a correct password reveals anything about the account.
 *
 * Guessing is held back without handing anyone a lockout
 * (docs/decisions/auth-and-sessions.md#login-throttling-without-lockouts, OWASP ASVS 5.0 V6.1.1,
 * V6.3.1): a place is reserved per address and per account+address before the hash, so the limits
 * hold under any concurrency; an attempt that does not count as a failure gives its places back,
 * and an attempt finding the places taken by attempts still in flight waits for them rather than
 * being refused: only failures refuse (./login-places.ts).
 * Failures on an account from all addresses never refuse it; past a threshold they slow every
 * attempt on it down, the owner's right password included, which still signs in.
 */
export class Login {
  private timingHash: Promise<string> | undefined;

  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'passwords' | 'tokens' | 'captcha' | 'rateLimiter' | 'clock' | 'delay' | 'config'
    >,
  ) {}

  async execute(input: LoginInput): Promise<LoginResult> {
    const form = validateLoginForm(input);
    if (!form.ok) return form;
    // A login the hasher cannot take now is refused before any database work, so a flood of them
    // costs the server (and the embedded database on its thread) next to nothing.
    const busy = this.ports.passwords.retryAfterWhenBusy();
    if (busy !== null) throw new ServiceBusyError(SERVER_BUSY_MESSAGE, busy);
    const email = normalizeEmail(form.value.email);
    const places = loginPlaces(email, input.remoteIp);
    const taken = new LoginPlaces(this.ports.rateLimiter, this.ports.delay);
    const decision = await taken.takeAll(places);
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);

    // Whatever happens while the password is checked, places not kept as failures go back, so no
    // attempt waiting for one is left waiting.
    const checked = await this.checkPassword(taken, places, email, form.value, input.remoteIp).finally(() =>
      taken.giveBack(),
    );
    if (!checked.ok) return checked;
    const { user } = checked;
    const rehash = await this.rehash(form.value.password, user.passwordHash);

    return this.ports.unitOfWork.run(async (repos): Promise<LoginResult> => {
      const now = this.ports.clock.now();
      if (rehash && user.passwordHash)
        await repos.users.replacePasswordHash(user.id, user.passwordHash, rehash, now);
      const { profile, grants } = await loadAccount(repos, user);
      if (!profile) return err('PROFILE_NOT_FOUND', USER_PROFILE_NOT_FOUND);
      if (profile.status !== 'active') return err('ACCOUNT_INACTIVE', ACCOUNT_NOT_ACTIVE);
      if (grants.length === 0) return err('NO_ROLES', NO_ASSIGNED_ROLES);
      const allowed = authorizeLoginType(input.loginType, roleHolder(grants));
      if (!allowed.ok) return allowed;
      const passed = await passPassword(
        this.ports,
        repos,
        { userId: user.id, grants },
        input.rememberedDevice,
        now,
      );
      if (passed.kind === 'second-step') {
        return ok({ secondStep: { challengeToken: passed.challengeToken, expiresAt: passed.expiresAt } });
      }
      return ok({
        user: toAuthUser(user, profile, grants),
        tokens: passed.tokens,
        secondFactorSetupRequired: passed.secondFactorSetupRequired,
      });
    });
  }

  /** The captcha and the password, with the places taken: failures kept, anything else given back. */
  private async checkPassword(
    taken: LoginPlaces,
    places: readonly [Place, ...Place[]],
    email: string,
    form: LoginRequest,
    remoteIp: string | undefined,
  ): Promise<Exclude<LoginResult, { readonly ok: true }> | { readonly ok: true; readonly user: UserRecord }> {
    const slowdown = AUTH_POLICY.slowdown;
    const accountKey = accountFailuresKey(email);
    // The account's failures, the captcha and the account are asked for at once: three round trips
    // in the time of one, and the same work whether the account exists or not.
    const [underAttack, verdict, user] = await Promise.all([
      this.ports.rateLimiter.peek(accountKey, slowdown.after, slowdown.windowSeconds),
      this.ports.captcha.verify(form.recaptchaToken, remoteIp),
      this.ports.unitOfWork.run((repos) => repos.users.findByEmail(email)),
    ]);
    if (!underAttack.allowed) await this.ports.delay.wait(slowdown.waitMilliseconds);
    if (verdict !== 'passed') {
      await taken.giveBack();
      return verdict === 'failed'
        ? err('CAPTCHA_FAILED', LOGIN_CAPTCHA_REQUIRED)
        : err('CAPTCHA_UNAVAILABLE', RECAPTCHA_UNAVAILABLE);
    }

    let matches: boolean;
    try {
      matches = await this.ports.passwords.verify(
        form.password,
        user?.passwordHash ?? (await this.dummyHash()),
      );
    } catch (error) {
      // The hasher filled up after the check above (SERVER_BUSY): no password was tried, so the
      // attempt gives its places back rather than count against the person as a failure.
      await taken.giveBack();
      throw error;
    }
    if (!user?.passwordHash || !matches) {
      await taken.keepAsFailures();
      await this.ports.rateLimiter.hit(accountKey, slowdown.after, slowdown.windowSeconds);
      return err('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    // The places go back and the pair's counts are cleared together.
    await Promise.all([
      taken.giveBack(),
      this.ports.rateLimiter.reset(places[0].key),
      this.ports.rateLimiter.reset(failuresKey(places[0].key)),
    ]);
    return { ok: true, user };
  }

  /**
   * The verified password's new hash when its stored one is of another algorithm or a lower cost
   * (scrypt before Argon2id): the password is known only now. A hasher too busy for it leaves the
   * stored hash for the next sign-in rather than refuse this one.
   */
  private async rehash(password: string, stored: string | null): Promise<string | null> {
    if (stored === null || !this.ports.passwords.needsRehash(stored)) return null;
    try {
      return await this.ports.passwords.hash(password);
    } catch (error) {
      if (error instanceof ServiceBusyError) return null;
      throw error;
    }
  }

  /** A real hash to verify against when the account does not exist, so both paths cost the same. */
  private dummyHash(): Promise<string> {
    // Kept once made; a hash refused (the hasher busy) is asked for again next time.
    this.timingHash ??= this.ports.passwords.hash('no account has this password').catch((error: unknown) => {
      this.timingHash = undefined;
      throw error;
    });
    return this.timingHash;
  }
}
