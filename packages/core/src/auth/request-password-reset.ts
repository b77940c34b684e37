import {
  err,
  normalizeEmail,
  ok,
  PATHS,
  RESET_EMAIL_REQUIRED,
  RESET_LINK_TYPE,
  RESET_REQUEST_ACCEPTED,
  type Result,
  validateEmailAddress,
} from '@camppass/domain';
import { AUTH_POLICY, portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import { platformBrand } from '../shared/emails/brand';
import { sendEmail } from '../shared/emails/compose';
import { passwordResetEmail } from '../shared/emails/platform-emails';
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
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'tokens' | 'mailer' | 'emailRenderer' | 'rateLimiter' | 'clock' | 'config' | 'background'
    >,
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
    const decision = await this.ports.rateLimiter.hit(`reset:email:${email}`, limit, windowSeconds);
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);

    const now = this.ports.clock.now();
    this.ports.background.run('password-reset-email', () => this.send(email, now));
    return ok({ message: RESET_REQUEST_ACCEPTED });
  }

  /** Stores a code for the account of `email`, if there is one, and mails its link. */
  private async send(email: string, now: Date): Promise<void> {
    const code = this.ports.tokens.generate();
    const recipient = await this.ports.unitOfWork.run(async (repos) => {
      const user = await repos.users.findByEmail(email);
      if (!user) return null;
      await repos.passwordResets.create({
        userId: user.id,
        tokenHash: this.ports.tokens.hash(code),
        expiresAt: new Date(now.getTime() + AUTH_POLICY.passwordResetSeconds * 1000),
        createdAt: now,
      });
      const profile = await repos.users.findProfile(user.id);
      return { email: user.email, firstName: profile?.firstName ?? null };
    });
    if (!recipient) return;
    const link = portalLink(this.ports.config, PATHS.resetPassword, { type: RESET_LINK_TYPE, code });
    const resetEmail = passwordResetEmail({
      brand: platformBrand(this.ports.config),
      firstName: recipient.firstName,
      link,
    });
    await sendEmail(this.ports, recipient.email, resetEmail, 'password-reset');
  }
}
