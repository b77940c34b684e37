import type { ServiceIdentifier } from 'inversify';

/**
 * `passed`: the token is genuine. `failed`: the service judged the token invalid, expired, reused
 * or a likely bot. `unavailable`: the service could not be asked or answered nonsense (the login
 * then reports a captcha error other than a failed verification, 01 §8).
 */
export type CaptchaVerdict = 'passed' | 'failed' | 'unavailable';

/** Checks the invisible captcha token a login form sends (reCAPTCHA in production). */
export interface CaptchaVerifier {
  /**
   * Verifies `token` once; `remoteIp` is the client address when the server knows it. Never
   * throws for a bad token or an unreachable service: both are verdicts.
   */
  verify(token: string, remoteIp?: string): Promise<CaptchaVerdict>;
}

export const CAPTCHA_VERIFIER: ServiceIdentifier<CaptchaVerifier> = Symbol.for('camppass.CaptchaVerifier');
