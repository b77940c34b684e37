import { DELAY } from '@camppass/core';
import type { Container } from 'inversify';
import { AUTH_USE_CASES } from '../../container/auth-module';
import { USE_CASES } from '../../container/core-module';
import { resolveUseCases } from '../../container/use-case-token';
import { defineFunctions } from '../../http/functions';
import { holdRefusals, LOGIN_REFUSAL_HOLD } from '../../http/hold-refusals';
import { presentTokens, presentUser } from './present';

const knownIp = (ip: string): string | undefined => (ip === 'unknown' ? undefined : ip);

/**
 * Sign-in, sessions, password reset (01 §7) and the invited owner's account setup through the
 * e-mailed /owner/setup link (03 §7), which the person opens before having a password.
 */
export const authRoutes = (container: Container) => {
  const use = resolveUseCases(container, AUTH_USE_CASES);
  const functions = defineFunctions(container.get(USE_CASES));
  // Registered before the route, so it wraps it: a refused login is answered after a pause.
  functions.app.use('/auth-login', holdRefusals(container.get(DELAY), LOGIN_REFUSAL_HOLD));

  return functions
    .define('auth-login', async ({ input, clientIp }) => {
      const result = await use.login.execute({ ...input, remoteIp: knownIp(clientIp) });
      if (!result.ok) return result;
      return {
        success: true,
        user: presentUser(result.value.user),
        tokens: presentTokens(result.value.tokens),
      };
    })
    .defineSession('auth-logout', async ({ accessToken }) => {
      const result = await use.logout.execute({ accessToken });
      return result.ok ? { success: true } : result;
    })
    .define('auth-refresh', async ({ input }) => {
      const result = await use.refreshSession.execute(input);
      return result.ok ? { success: true, tokens: presentTokens(result.value.tokens) } : result;
    })
    .defineSession('get-user-profile', async ({ accessToken }) => {
      const result = await use.getCurrentUser.execute({ accessToken });
      return result.ok ? { success: true, user: presentUser(result.value) } : result;
    })
    .define('recovery-password', async ({ input }) => {
      const result = await use.requestPasswordReset.execute(input);
      return result.ok ? { success: true, message: result.value.message } : result;
    })
    .define('reset-password', async ({ input }) => {
      const result = await use.completePasswordReset.execute(input);
      return result.ok ? { success: true } : result;
    })
    .define('validate-invitation', async ({ input }) => {
      const result = await use.validateInvitation.execute(input);
      if (!result.ok) return result;
      const { profile, role } = result.value;
      return { success: true, data: { profile, role: { role } } };
    })
    .define('complete-owner-setup', async ({ input }) => {
      const result = await use.completeOwnerSetup.execute(input);
      return result.ok ? { success: true } : result;
    }).app;
};
