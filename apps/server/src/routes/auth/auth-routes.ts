import type { Container } from 'inversify';
import { AUTH_USE_CASES as U } from '../../container/auth-module';
import { defineFunctions } from '../../http/functions';
import { presentTokens, presentUser } from './present';

const knownIp = (ip: string): string | undefined => (ip === 'unknown' ? undefined : ip);

/**
 * Sign-in, sessions, password reset (01 §7) and the invited owner's account setup through the
 * e-mailed /owner/setup link (03 §7), which the person opens before having a password.
 */
export const authRoutes = (container: Container) => {
  const login = container.get(U.login);
  const logout = container.get(U.logout);
  const refresh = container.get(U.refreshSession);
  const currentUser = container.get(U.getCurrentUser);
  const requestReset = container.get(U.requestPasswordReset);
  const completeReset = container.get(U.completePasswordReset);
  const validateInvitation = container.get(U.validateInvitation);
  const completeOwnerSetup = container.get(U.completeOwnerSetup);

  return defineFunctions(container)
    .define('auth-login', async ({ input, clientIp }) => {
      const result = await login.execute({ ...input, remoteIp: knownIp(clientIp) });
      if (!result.ok) return result;
      return {
        success: true,
        user: presentUser(result.value.user),
        tokens: presentTokens(result.value.tokens),
      };
    })
    .defineSession('auth-logout', async ({ accessToken }) => {
      const result = await logout.execute({ accessToken });
      return result.ok ? { success: true } : result;
    })
    .define('auth-refresh', async ({ input }) => {
      const result = await refresh.execute(input);
      return result.ok ? { success: true, tokens: presentTokens(result.value.tokens) } : result;
    })
    .defineSession('get-user-profile', async ({ accessToken }) => {
      const result = await currentUser.execute({ accessToken });
      return result.ok ? { success: true, user: presentUser(result.value) } : result;
    })
    .define('recovery-password', async ({ input }) => {
      const result = await requestReset.execute(input);
      return result.ok ? { success: true, message: result.value.message } : result;
    })
    .define('reset-password', async ({ input }) => {
      const result = await completeReset.execute(input);
      return result.ok ? { success: true } : result;
    })
    .define('validate-invitation', async ({ input }) => {
      const result = await validateInvitation.execute(input);
      if (!result.ok) return result;
      const { profile, role } = result.value;
      return { success: true, data: { profile, role: { role } } };
    })
    .define('complete-owner-setup', async ({ input }) => {
      const result = await completeOwnerSetup.execute(input);
      return result.ok ? { success: true } : result;
    }).app;
};
