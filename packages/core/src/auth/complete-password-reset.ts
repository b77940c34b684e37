import {
  err,
  ok,
  RESET_SAME_PASSWORD,
  RESET_TOKEN_EXPIRED,
  RESET_TOKEN_INVALID,
  RESET_TOKEN_NOT_FOUND,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { checkNewPassword } from '../shared/new-password';

export interface CompletePasswordResetInput {
  /** The `code` of the reset link. */
  readonly code: string;
  readonly password: string;
  /** The confirmation field; when absent the password is taken as confirmed. */
  readonly confirmPassword?: string;
}

export type CompletePasswordResetError =
  | 'VALIDATION_ERROR'
  | 'RESET_CODE_NOT_FOUND'
  | 'RESET_CODE_EXPIRED'
  | 'RESET_CODE_USED'
  | 'SAME_PASSWORD';

/**
 * reset-password: sets a new password with a reset code (01 §5 policy), once. Every other open
 * code of the user is retired and every session is revoked, so whoever knew the old password is
 * signed out everywhere. A code whose new password equals the old one stays usable.
 */
export class CompletePasswordReset {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'passwords' | 'tokens' | 'clock' | 'commonPasswords'
    >,
  ) {}

  async execute(
    input: CompletePasswordResetInput,
  ): Promise<Result<{ readonly updated: true }, CompletePasswordResetError>> {
    const password = await checkNewPassword(
      this.ports.commonPasswords,
      input.password,
      input.confirmPassword ?? input.password,
      [],
    );
    if (!password.ok) return password;
    const now = this.ports.clock.now();
    const tokenHash = this.ports.tokens.hash(input.code.trim());

    const found = await this.ports.unitOfWork.run(async (repos) => {
      const reset = input.code.trim() === '' ? null : await repos.passwordResets.findByTokenHash(tokenHash);
      const user = reset ? await repos.users.findById(reset.userId) : null;
      return reset && user ? { reset, user } : null;
    });
    if (!found) return err('RESET_CODE_NOT_FOUND', RESET_TOKEN_NOT_FOUND);
    if (found.reset.usedAt) return err('RESET_CODE_USED', RESET_TOKEN_INVALID);
    if (found.reset.expiresAt <= now) return err('RESET_CODE_EXPIRED', RESET_TOKEN_EXPIRED);
    if (
      found.user.passwordHash &&
      (await this.ports.passwords.verify(password.value, found.user.passwordHash))
    ) {
      return err('SAME_PASSWORD', RESET_SAME_PASSWORD);
    }
    const passwordHash = await this.ports.passwords.hash(password.value);

    return this.ports.unitOfWork.run(async (repos) => {
      if (!(await repos.passwordResets.markUsed(found.reset.id, now)))
        return err('RESET_CODE_USED', RESET_TOKEN_INVALID);
      await repos.users.setPasswordHash(found.user.id, passwordHash, now);
      await repos.passwordResets.markAllUsedForUser(found.user.id, now);
      await repos.sessions.revokeAllForUser(found.user.id, now);
      return ok({ updated: true as const });
    });
  }
}
