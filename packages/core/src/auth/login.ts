import {
  ACCOUNT_NOT_ACTIVE,
  authorizeLoginType,
  err,
  INVALID_CREDENTIALS,
  LOGIN_CAPTCHA_REQUIRED,
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
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { ServiceBusyError } from '../shared/service-busy';
import { type AuthUser, loadAccount, roleHolder, toAuthUser } from './auth-user';
import { issueSession, type SessionTokens } from './sessions';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  readonly loginType: LoginType;
  readonly recaptchaToken?: string | null;
  /** The client's address as the server trusts it; counts failed attempts per address. */
  readonly remoteIp?: string;
}

interface LoginSuccess {
  readonly user: AuthUser;
  readonly tokens: SessionTokens;
}

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

/** A count of failed attempts that refuses past its limit. */
interface Place {
  readonly key: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * auth-login (01 §5, §7, §8). Unknown e-mail and wrong password give the same answer after the
 * same work; only a correct password reveals anything about the account.
 *
 * Guessing is held back without handing anyone a lockout
 * (docs/decisions/auth-and-sessions.md#login-throttling-without-lockouts, OWASP ASVS 5.0 V6.1.1,
 * V6.3.1): a place is reserved per address and per account+address before the hash, so the limits
 * hold under any concurrency; an attempt that does not count as a failure gives its places back.
 * Failures on an account from all addresses never refuse it; past a threshold they slow every
 * attempt on it down, the owner's right password included, which still signs in.
 */
export class Login {
  private timingHash: Promise<string> | undefined;

  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'passwords' | 'tokens' | 'captcha' | 'rateLimiter' | 'clock' | 'delay'
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
    const places = this.places(email, input.remoteIp);
    const reserved: string[] = [];
    const giveBack = () => Promise.all(reserved.map((key) => this.ports.rateLimiter.release(key)));
    for (const { key, limit, windowSeconds } of places) {
      const decision = await this.ports.rateLimiter.reserve(key, limit, windowSeconds);
      if (!decision.allowed) {
        await giveBack();
        return rateLimited(decision.retryAfterSeconds);
      }
      reserved.push(key);
    }

    const slowdown = AUTH_POLICY.slowdown;
    const accountKey = `login:account:${email}`;
    const underAttack = await this.ports.rateLimiter.peek(accountKey, slowdown.after, slowdown.windowSeconds);
    if (!underAttack.allowed) await this.ports.delay.wait(slowdown.waitMilliseconds);

    const verdict = await this.ports.captcha.verify(form.value.recaptchaToken, input.remoteIp);
    if (verdict !== 'passed') {
      await giveBack();
      return verdict === 'failed'
        ? err('CAPTCHA_FAILED', LOGIN_CAPTCHA_REQUIRED)
        : err('CAPTCHA_UNAVAILABLE', RECAPTCHA_UNAVAILABLE);
    }

    const user = await this.ports.unitOfWork.run((repos) => repos.users.findByEmail(email));
    let matches: boolean;
    try {
      matches = await this.ports.passwords.verify(
        form.value.password,
        user?.passwordHash ?? (await this.dummyHash()),
      );
    } catch (error) {
      // The hasher filled up after the check above (SERVER_BUSY): no password was tried, so the
      // attempt gives its places back rather than count against the person as a failure.
      await giveBack();
      throw error;
    }
    if (!user?.passwordHash || !matches) {
      await this.ports.rateLimiter.hit(accountKey, slowdown.after, slowdown.windowSeconds);
      return err('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    await giveBack();
    await this.ports.rateLimiter.reset(places[0].key);

    return this.ports.unitOfWork.run(async (repos): Promise<LoginResult> => {
      const { profile, grants } = await loadAccount(repos, user);
      if (!profile) return err('PROFILE_NOT_FOUND', USER_PROFILE_NOT_FOUND);
      if (profile.status !== 'active') return err('ACCOUNT_INACTIVE', ACCOUNT_NOT_ACTIVE);
      if (grants.length === 0) return err('NO_ROLES', NO_ASSIGNED_ROLES);
      const allowed = authorizeLoginType(input.loginType, roleHolder(grants));
      if (!allowed.ok) return allowed;
      const tokens = await issueSession(repos, this.ports.tokens, user.id, this.ports.clock.now());
      return ok({ user: toAuthUser(user, profile, grants), tokens });
    });
  }

  /**
   * The account+address place first: it is the one a correct password clears. Without a known
   * address there is no address place (one shared bucket would let a stranger refuse everyone).
   */
  private places(email: string, remoteIp: string | undefined): readonly [Place, ...Place[]] {
    const pair = {
      key: `login:pair:${remoteIp ?? 'unknown'} ${email}`,
      ...AUTH_POLICY.failedLoginsPerAccountAndIp,
    };
    return remoteIp ? [pair, { key: `login:ip:${remoteIp}`, ...AUTH_POLICY.failedLoginsPerIp }] : [pair];
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
