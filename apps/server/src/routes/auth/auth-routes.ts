import type { Delay } from '@camppass/core';
import { CompleteOwnerSetup } from '@camppass/core/auth/complete-owner-setup';
import { CompletePasswordReset } from '@camppass/core/auth/complete-password-reset';
import { GetCurrentUser } from '@camppass/core/auth/get-current-user';
import { Login } from '@camppass/core/auth/login';
import { Logout } from '@camppass/core/auth/logout';
import { RefreshSession } from '@camppass/core/auth/refresh-session';
import { RequestPasswordReset } from '@camppass/core/auth/request-password-reset';
import { ValidateInvitation } from '@camppass/core/auth/validate-invitation';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { holdRefusals, LOGIN_REFUSAL_HOLD } from '../../http/hold-refusals';
import { passkeyFunctions } from './passkey-routes';
import { presentTokens, presentUser } from './present';
import { rememberedDeviceCookie, secondFactorFunctions } from './second-factor-routes';

const knownIp = (ip: string): string | undefined => (ip === 'unknown' ? undefined : ip);

/**
 * Sign-in, sessions, password reset (01 §7) and the invited owner's account setup through the
 * e-mailed /owner/setup link (03 §7), which the person opens before having a password. A refused
 * login is answered after a pause on `delay`.
 */
export const authRoutes = (area: Area, delay: Delay) => {
  const { use } = area;
  const functions = defineFunctions(use);
  // Registered before the route, so it wraps it: a refused login is answered after a pause.
  functions.app.use('/auth-login', holdRefusals(delay, LOGIN_REFUSAL_HOLD));
  functions.app.use('/auth-second-step', holdRefusals(delay, LOGIN_REFUSAL_HOLD));

  return passkeyFunctions(secondFactorFunctions(functions, area), area, delay)
    .define('auth-login', async ({ input, clientIp, request }) => {
      const device = rememberedDeviceCookie(request.header('cookie'));
      const result = await use(Login).execute({
        ...input,
        remoteIp: knownIp(clientIp),
        ...(device ? { rememberedDevice: device } : {}),
      });
      if (!result.ok) return result;
      if ('secondStep' in result.value) {
        const { challengeToken, expiresAt } = result.value.secondStep;
        return { success: true, secondStep: { challengeToken, expiresAt: expiresAt.toISOString() } };
      }
      const { user, tokens, secondFactorSetupRequired } = result.value;
      return {
        success: true,
        user: { ...presentUser(user), ...(secondFactorSetupRequired ? { secondFactorSetupRequired } : {}) },
        tokens: presentTokens(tokens),
      };
    })
    .defineSession('auth-logout', async ({ accessToken }) => {
      const result = await use(Logout).execute({ accessToken });
      return result.ok ? { success: true } : result;
    })
    .define('auth-refresh', async ({ input }) => {
      const result = await use(RefreshSession).execute(input);
      return result.ok ? { success: true, tokens: presentTokens(result.value.tokens) } : result;
    })
    .defineSession('get-user-profile', async ({ accessToken }) => {
      const result = await use(GetCurrentUser).execute({ accessToken });
      return result.ok ? { success: true, user: presentUser(result.value) } : result;
    })
    .define('recovery-password', async ({ input }) => {
      const result = await use(RequestPasswordReset).execute(input);
      return result.ok ? { success: true, message: result.value.message } : result;
    })
    .define('reset-password', async ({ input }) => {
      const result = await use(CompletePasswordReset).execute(input);
      return result.ok ? { success: true } : result;
    })
    .define('validate-invitation', async ({ input }) => {
      const result = await use(ValidateInvitation).execute(input);
      if (!result.ok) return result;
      const { profile, role } = result.value;
      return { success: true, data: { profile, role: { role } } };
    })
    .define('complete-owner-setup', async ({ input }) => {
      const result = await use(CompleteOwnerSetup).execute(input);
      return result.ok ? { success: true } : result;
    }).app;
};
