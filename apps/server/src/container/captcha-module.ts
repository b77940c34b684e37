import { DevelopmentCaptchaVerifier, RecaptchaCaptchaVerifier } from '@camppass/adapter-local';
import { CAPTCHA_VERIFIER } from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';

/** The login captcha: reCAPTCHA when its keys are configured, else the development verifier. */
export const captchaModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(CAPTCHA_VERIFIER).toConstantValue(
      config.recaptcha
        ? new RecaptchaCaptchaVerifier({ secretKey: config.recaptcha.secretKey })
        : new DevelopmentCaptchaVerifier(),
    );
  });
