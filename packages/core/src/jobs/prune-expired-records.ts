import type { Clock } from '../ports/clock';
import type { RateLimiter } from '../ports/rate-limiter';
import type { RetentionRepository } from '../ports/repositories/retention-repository';

/** Expired reset codes stay a week, so a late click still reads "expired" rather than "not found". */
export const EXPIRED_RESET_CODE_KEEP_DAYS = 7;
/** Expired sessions stay a day, for support questions about a sign-out. */
export const EXPIRED_SESSION_KEEP_DAYS = 1;

const DAY_MS = 86_400_000;

export interface PruneReport {
  readonly sessions: number;
  readonly passwordResets: number;
  readonly rateLimitWindows: number;
}

/** prune-expired-records: deletes expired sessions, reset codes and ended rate-limit windows. */
export class PruneExpiredRecords {
  constructor(
    private readonly retention: RetentionRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<PruneReport> {
    const now = this.clock.now().getTime();
    return {
      sessions: await this.retention.deleteExpiredSessions(
        new Date(now - EXPIRED_SESSION_KEEP_DAYS * DAY_MS),
      ),
      passwordResets: await this.retention.deleteExpiredPasswordResets(
        new Date(now - EXPIRED_RESET_CODE_KEEP_DAYS * DAY_MS),
      ),
      rateLimitWindows: await this.rateLimiter.prune(),
    };
  }
}
