import type { CorePorts } from '../ports/core-ports';

/** Expired reset codes stay a week, so a late click still reads "expired" rather than "not found". */
const EXPIRED_RESET_CODE_KEEP_DAYS = 7;
/** Expired sessions stay a day, for support questions about a sign-out. */
const EXPIRED_SESSION_KEEP_DAYS = 1;

const DAY_MS = 86_400_000;

export interface PruneReport {
  readonly sessions: number;
  readonly passwordResets: number;
  readonly webauthnChallenges: number;
  readonly rateLimitWindows: number;
}

/** prune-expired-records: deletes expired sessions, reset codes, WebAuthn challenges and ended rate-limit windows. */
export class PruneExpiredRecords {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'rateLimiter' | 'clock'>) {}

  async execute(): Promise<PruneReport> {
    const now = this.ports.clock.now().getTime();
    return {
      sessions: await this.ports.repos.retention.deleteExpiredSessions(
        new Date(now - EXPIRED_SESSION_KEEP_DAYS * DAY_MS),
      ),
      passwordResets: await this.ports.repos.retention.deleteExpiredPasswordResets(
        new Date(now - EXPIRED_RESET_CODE_KEEP_DAYS * DAY_MS),
      ),
      // A challenge is refused once expired, so it goes as soon as it expires.
      webauthnChallenges: await this.ports.repos.retention.deleteExpiredWebauthnChallenges(new Date(now)),
      rateLimitWindows: await this.ports.rateLimiter.prune(),
    };
  }
}
