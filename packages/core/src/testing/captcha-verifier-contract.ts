import { describe, expect, it } from 'vitest';
import type { CaptchaVerifier } from '../ports/captcha-verifier';

export interface CaptchaVerifierHarness {
  readonly verifier: CaptchaVerifier;
  /** A token this verifier passes. */
  readonly passingToken: string;
  /** A token this verifier fails. */
  readonly failingToken: string;
}

/** The behaviour every CaptchaVerifier shares. */
export function describeCaptchaVerifierContract(label: string, factory: () => CaptchaVerifierHarness): void {
  describe(`CaptchaVerifier contract: ${label}`, () => {
    it('passes a genuine token, with or without the client address', async () => {
      const { verifier, passingToken } = factory();

      expect(await verifier.verify(passingToken)).toBe('passed');
      expect(await verifier.verify(passingToken, '203.0.113.7')).toBe('passed');
    });

    it('fails a bad or empty token without throwing', async () => {
      const { verifier, failingToken } = factory();

      expect(await verifier.verify(failingToken, '203.0.113.7')).toBe('failed');
      expect(await verifier.verify('')).toBe('failed');
    });
  });
}
