import {
  authorizeLoginType,
  err,
  LOGIN_CAPTCHA_REQUIRED,
  type LoginType,
  normalizeEmail,
  ok,
  type Result,
  validateLoginForm,
} from '@camppass/domain';
import { AUTH_POLICY } from '../config';
import type { CaptchaVerifier } from '../ports/captcha-verifier';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { RateLimiter } from '../ports/rate-limiter';
import type { TokenGenerator } from '../ports/token-generator';
import type { UnitOfWork } from '../ports/unit-of-work';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { type AuthUser, loadAccount, roleHolder, toAuthUser } from './auth-user';
import {
  ACCOUNT_NOT_ACTIVE,
  INVALID_CREDENTIALS,
  NO_ASSIGNED_ROLES,
  RECAPTCHA_UNAVAILABLE,
  USER_PROFILE_NOT_FOUND,
} from './messages';
import { issueSession, type SessionTokens } from './sessions';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  readonly loginType: LoginType;
  readonly recaptchaToken?: string | null;
  /** The client's address as the server trusts it; counts failed attempts per address. */
  readonly remoteIp?: string;
}

export interface LoginSuccess {
  readonly user: AuthUser;
  readonly tokens: SessionTokens;
}

export type LoginErrorCode =
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
 * same work; only a correct password reveals anything about the account. Failed attempts are
 * counted per account and per address, and a correct password clears the account's count.
 */
export class Login {
  private timingHash: Promise<string> | undefined;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenGenerator,
    private readonly captcha: CaptchaVerifier,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(input: LoginInput): Promise<LoginResult> {
    const form = validateLoginForm(input);
    if (!form.ok) return form;
    const email = normalizeEmail(form.value.email);
    const keys = this.limitKeys(email, input.remoteIp);

    for (const { key, limit, windowSeconds } of keys) {
      const decision = await this.rateLimiter.peek(key, limit, windowSeconds);
      if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);
    }

    const verdict = await this.captcha.verify(form.value.recaptchaToken, input.remoteIp);
    if (verdict === 'failed') return err('CAPTCHA_FAILED', LOGIN_CAPTCHA_REQUIRED);
    if (verdict === 'unavailable') return err('CAPTCHA_UNAVAILABLE', RECAPTCHA_UNAVAILABLE);

    const user = await this.unitOfWork.run((repos) => repos.users.findByEmail(email));
    const matches = await this.passwords.verify(
      form.value.password,
      user?.passwordHash ?? (await this.dummyHash()),
    );
    if (!user?.passwordHash || !matches) {
      await Promise.all(
        keys.map(({ key, limit, windowSeconds }) => this.rateLimiter.hit(key, limit, windowSeconds)),
      );
      return err('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    await this.rateLimiter.reset(keys[0]?.key ?? '');

    return this.unitOfWork.run(async (repos): Promise<LoginResult> => {
      const { profile, grants } = await loadAccount(repos, user);
      if (!profile) return err('PROFILE_NOT_FOUND', USER_PROFILE_NOT_FOUND);
      if (profile.status !== 'active') return err('ACCOUNT_INACTIVE', ACCOUNT_NOT_ACTIVE);
      if (grants.length === 0) return err('NO_ROLES', NO_ASSIGNED_ROLES);
      const allowed = authorizeLoginType(input.loginType, roleHolder(grants));
      if (!allowed.ok) return allowed;
      const tokens = await issueSession(repos, this.tokens, user.id, this.clock.now());
      return ok({ user: toAuthUser(user, profile, grants), tokens });
    });
  }

  /** The account key first: it is the one a correct password resets. */
  private limitKeys(email: string, remoteIp: string | undefined) {
    const account = { key: `login:account:${email}`, ...AUTH_POLICY.failedLoginsPerAccount };
    const ip = remoteIp ? [{ key: `login:ip:${remoteIp}`, ...AUTH_POLICY.failedLoginsPerIp }] : [];
    return [account, ...ip];
  }

  /** A real hash to verify against when the account does not exist, so both paths cost the same. */
  private dummyHash(): Promise<string> {
    this.timingHash ??= this.passwords.hash('no account has this password');
    return this.timingHash;
  }
}
