import type { CaptchaVerdict, CaptchaVerifier } from '@camppass/core';

export interface RecaptchaCaptchaVerifierOptions {
  /** RECAPTCHA_SECRET_KEY. */
  readonly secretKey: string;
  /** Google's endpoint unless given (tests). */
  readonly verifyUrl?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * reCAPTCHA (invisible) through Google's siteverify call. It needs no SDK, only HTTPS, so it sits
 * with the other small adapters here rather than in a package of its own.
 */
export class RecaptchaCaptchaVerifier implements CaptchaVerifier {
  readonly #options: RecaptchaCaptchaVerifierOptions;

  constructor(options: RecaptchaCaptchaVerifierOptions) {
    if (options.secretKey.trim() === '') throw new RangeError('The reCAPTCHA secret key is empty');
    this.#options = options;
  }

  async verify(token: string, remoteIp?: string): Promise<CaptchaVerdict> {
    if (token.trim() === '') return 'failed';
    const form = new URLSearchParams({ secret: this.#options.secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const response = await (this.#options.fetch ?? fetch)(this.#options.verifyUrl ?? VERIFY_URL, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 5000),
      });
      if (!response.ok) return 'unavailable';
      const answer = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
      if (answer.success === true) return 'passed';
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
      // A wrong secret or malformed call is our fault, not the visitor's token.
      if (
        codes.some(
          (code) =>
            code === 'missing-input-secret' || code === 'invalid-input-secret' || code === 'bad-request',
        )
      ) {
        return 'unavailable';
      }
      return answer.success === false ? 'failed' : 'unavailable';
    } catch {
      return 'unavailable';
    }
  }
}
