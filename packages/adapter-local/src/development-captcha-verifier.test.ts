import type { CaptchaVerifier } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CAPTCHA_TOKEN, DevelopmentCaptchaVerifier } from './development-captcha-verifier';

describe('DevelopmentCaptchaVerifier', () => {
  const verifier: CaptchaVerifier = new DevelopmentCaptchaVerifier();

  it('passes exactly the development token', async () => {
    expect(DEVELOPMENT_CAPTCHA_TOKEN).toBe('dev-ok');
    expect(await verifier.verify('dev-ok', '127.0.0.1')).toBe('passed');
  });

  it.each(['', 'dev-ok ', 'DEV-OK', 'anything'])('fails %j', async (token) => {
    expect(await verifier.verify(token)).toBe('failed');
  });
});
