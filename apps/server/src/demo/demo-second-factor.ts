import type { UnitOfWork } from '@camppass/core';
import { sealSecret } from '@camppass/core/auth/second-factor-crypto';
import { AUTHENTICATOR_APP_LABEL } from '@camppass/domain';

/**
 * The demo super admin's authenticator secret, printed in the README so anyone trying `npm start`
 * (and the Playwright journeys) can compute its codes. Development only: never in production.
 */
export const DEMO_ADMIN_AUTHENTICATOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const DEMO_ADMIN_EMAIL = 'admin@camppass.test';

/**
 * Gives the demo super admin the known authenticator app on every development start, when it has
 * none (data made before second factors existed included). Its step starts unused.
 */
export const ensureDemoAuthenticator = async (deps: {
  readonly unitOfWork: UnitOfWork;
  readonly secondFactorKey: string;
  readonly now: Date;
  readonly iv: Uint8Array;
}): Promise<boolean> =>
  deps.unitOfWork.run(async (repos) => {
    const admin = await repos.users.findByEmail(DEMO_ADMIN_EMAIL);
    if (!admin) return false;
    const existing = await repos.secondFactors.findAuthenticator(admin.id);
    if (existing?.confirmedAt) return false;
    const sealed = await sealSecret(deps.secondFactorKey, DEMO_ADMIN_AUTHENTICATOR_SECRET, deps.iv);
    const app = await repos.secondFactors.startAuthenticator(
      admin.id,
      sealed,
      AUTHENTICATOR_APP_LABEL,
      deps.now,
    );
    // Step 0 confirms the app without using any code a person or a journey could type.
    return app ? repos.secondFactors.useAuthenticatorStep(app.id, 0, deps.now) : false;
  });
