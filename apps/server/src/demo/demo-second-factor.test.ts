import { CompleteSecondStep } from '@camppass/core/auth/complete-second-step';
import { Login, type LoginSecondStep } from '@camppass/core/auth/login';
import { authenticatorCode } from '@camppass/core/auth/second-factor-crypto';
import { createInMemoryCore, PASSING_CAPTCHA, seedAccount, unwrap } from '@camppass/core/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_AUTHENTICATOR_SECRET, ensureDemoAuthenticator } from './demo-second-factor';

describe('the demo super admin’s known authenticator app', () => {
  it('is given once, and its codes from the README’s secret pass the second step', async () => {
    const core = createInMemoryCore();
    await seedAccount(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    const deps = {
      unitOfWork: core.unitOfWork,
      secondFactorKey: core.config.secondFactorKey,
      now: core.clock.now(),
      iv: new Uint8Array(12),
    };
    expect(await ensureDemoAuthenticator(deps)).toBe(true);
    expect(await ensureDemoAuthenticator(deps)).toBe(false);
    const login = await new Login(core).execute({
      email: 'admin@camppass.test',
      password: 'CampPass-demo-1',
      loginType: 'superAdmin',
      recaptchaToken: PASSING_CAPTCHA,
    });
    const { challengeToken } = (unwrap(login) as LoginSecondStep).secondStep;
    const passed = await new CompleteSecondStep(core).execute({
      challengeToken,
      code: authenticatorCode(DEMO_ADMIN_AUTHENTICATOR_SECRET, core.clock.now()),
      rememberDevice: false,
      deviceLabel: '',
    });
    expect(passed.ok).toBe(true);
  });
});
