import { DevelopmentCaptchaVerifier } from '@camppass/adapter-local';
import { CAPTCHA_VERIFIER } from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';

/** The login captcha: reCAPTCHA when its keys are configured, else the development verifier. */
export const captchaModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    if (config.recaptcha) {
      throw new Error('reCAPTCHA is configured but its adapter is not available in this build.');
    }
    bind(CAPTCHA_VERIFIER).toConstantValue(new DevelopmentCaptchaVerifier());
  });
