import {
  err,
  normalizeEmail,
  ok,
  PATHS,
  RESET_EMAIL_REQUIRED,
  RESET_LINK_TYPE,
  type Result,
  validateEmailAddress,
} from '@camppass/domain';
import { AUTH_POLICY, type CoreConfig, portalLink } from '../config';
import type { BackgroundTasks } from '../ports/background-tasks';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { RateLimiter } from '../ports/rate-limiter';
import type { TokenGenerator } from '../ports/token-generator';
import type { UnitOfWork } from '../ports/unit-of-work';
import { passwordResetEmail } from '../shared/email-templates';
import { RESET_REQUEST_ACCEPTED } from '../shared/messages';
import { type RateLimited, rateLimited } from '../shared/rate-limited';

export type RequestPasswordResetResult =
  | Result<{ readonly message: string }, 'MISSING_EMAIL' | 'INVALID_EMAIL'>
  | RateLimited;

/**
 * recovery-password (01 §5, §8): e-mails a single-use link valid for one hour to the account's
 * address. Known and unknown addresses get the same answer after the same steps: everything that
 * depends on the address (the lookup, the code, the e-mail) runs after the answer, so neither its
 * content nor its timing tells whether an account exists. Requests are limited per address.
 */
export class RequestPasswordReset {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly tokens: TokenGenerator,
    private readonly mailer: Mailer,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: CoreConfig,
    private readonly background: BackgroundTasks,
  ) {}

  async execute(input: { readonly email?: string | null }): Promise<RequestPasswordResetResult> {
    const valid = validateEmailAddress(input.email);
    if (!valid.ok) {
      return valid.message === RESET_EMAIL_REQUIRED
        ? err('MISSING_EMAIL', valid.message)
        : err('INVALID_EMAIL', valid.message);
    }
    const email = normalizeEmail(valid.value);
    const { limit, windowSeconds } = AUTH_POLICY.resetRequestsPerEmail;
    const decision = await this.rateLimiter.hit(`reset:email:${email}`, limit, windowSeconds);
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);

    const now = this.clock.now();
    this.background.run('password-reset-email', () => this.send(email, now));
    return ok({ message: RESET_REQUEST_ACCEPTED });
  }

  /** Stores a code for the account of `email`, if there is one, and mails its link. */
  private async send(email: string, now: Date): Promise<void> {
    const code = this.tokens.generate();
    const recipient = await this.unitOfWork.run(async (repos) => {
      const user = await repos.users.findByEmail(email);
      if (!user) return null;
      await repos.passwordResets.create({
        userId: user.id,
        tokenHash: this.tokens.hash(code),
        expiresAt: new Date(now.getTime() + AUTH_POLICY.passwordResetSeconds * 1000),
        createdAt: now,
      });
      const profile = await repos.users.findProfile(user.id);
      return { email: user.email, firstName: profile?.firstName ?? null };
    });
    if (!recipient) return;
    const link = portalLink(this.config, PATHS.resetPassword, { type: RESET_LINK_TYPE, code });
    const content = passwordResetEmail({
      product: this.config.productName,
      firstName: recipient.firstName,
      link,
    });
    await this.mailer.send({ to: recipient.email, ...content, tags: { kind: 'password-reset' } });
  }
}
