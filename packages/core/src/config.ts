import type { ServiceIdentifier } from 'inversify';

/** Configuration the use cases read; the server validates it at start-up. */
export interface CoreConfig {
  /**
   * The portal's own origin (`https://portal.example.com`, no trailing slash needed). Links in
   * e-mails are built from it, never from a request's Host header, so a forged header cannot
   * send a reset link to an attacker's site.
   */
  readonly appBaseUrl: string;
  /** The brand name, `{product}` in the specs (default CampPass). */
  readonly productName: string;
  /** Bytes of purchase files before payment, per address and for everyone (UPLOAD_POLICY by default). */
  readonly uploadBudget?: UploadBudget;
  /**
   * Seals authenticator secrets and signs remembered-device cookies (SECOND_FACTOR_KEY; kept in the
   * data directory under `npm start`). Changing it turns off every authenticator app.
   */
  readonly secondFactorKey: string;
  /** When automatic renewals are charged and retried (AUTO_RENEWAL_DAYS_BEFORE and _RETRY_DAYS by default). */
  readonly autoRenewal?: AutoRenewalSchedule;
}

/** How many days before the end date a renewal is charged, and the days after a decline it is retried. */
export interface AutoRenewalSchedule {
  readonly daysBefore: number;
  readonly retryDays: readonly number[];
}

/** How many bytes of files for purchases not yet paid are taken (docs/decisions/public-page.md). */
export interface UploadBudget {
  /** Per client address, in each window of `windowSeconds`. */
  readonly bytesPerAddress: number;
  /** From all addresses together, in each window of `windowSeconds`. */
  readonly bytesForAll: number;
  readonly windowSeconds: number;
}

export const CORE_CONFIG: ServiceIdentifier<CoreConfig> = Symbol.for('camppass.CoreConfig');

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lifetimes and limits of sign-in, in seconds (docs/decisions/auth-and-sessions.md#token-lifetimes). */
export const AUTH_POLICY = {
  accessTokenSeconds: HOUR,
  /** Absolute: counted from sign-in, never extended by refreshing. */
  refreshTokenSeconds: 30 * DAY,
  /** How long an exchanged refresh token still answers the pair it was exchanged for (tabs racing). */
  refreshReuseSeconds: 10,
  /** 01 §9. */
  passwordResetSeconds: HOUR,
  invitationSeconds: 7 * DAY,
  /** Refuses one address guessing one account; the account itself is never refused. */
  failedLoginsPerAccountAndIp: { limit: 10, windowSeconds: 15 * MINUTE },
  failedLoginsPerIp: { limit: 30, windowSeconds: 5 * MINUTE },
  /** Past `after` failures on an account from anywhere, every attempt on it waits before the hash. */
  slowdown: { after: 10, windowSeconds: 15 * MINUTE, waitMilliseconds: 3000 },
  resetRequestsPerEmail: { limit: 5, windowSeconds: HOUR },
  /** How long the partial sign-in between password and second step lives. */
  secondStepSeconds: 5 * MINUTE,
  /** "Remember this device for 30 days". */
  rememberedDeviceSeconds: 30 * DAY,
  recoveryCodeCount: 10,
} as const;

/** A link under the portal's origin. */
export const portalLink = (
  config: CoreConfig,
  path: string,
  query: Readonly<Record<string, string>>,
): string => {
  const url = new URL(path, `${config.appBaseUrl.replace(/\/+$/, '')}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
};
