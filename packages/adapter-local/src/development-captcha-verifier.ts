import type { CaptchaVerdict, CaptchaVerifier } from '@camppass/core';

/** The one token the development verifier accepts; the login pages send it when no site key is set. */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'dev-ok';

/**
 * Stands in for reCAPTCHA on one machine: accepts exactly {@link DEVELOPMENT_CAPTCHA_TOKEN}, so the
 * failure paths stay testable. Configuration refuses it in production.
 */
export class DevelopmentCaptchaVerifier implements CaptchaVerifier {
  async verify(token: string): Promise<CaptchaVerdict> {
    return token === DEVELOPMENT_CAPTCHA_TOKEN ? 'passed' : 'failed';
  }
}
