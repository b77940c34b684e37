import type { Delay } from '@camppass/core';
import { SignInWithPasskey, StartPasskeySignIn } from '@camppass/core/auth/passkey-sign-in';
import {
  FinishPasskeyRegistration,
  StartPasskeyPresence,
  StartPasskeyRegistration,
  StartPasskeySecondStep,
} from '@camppass/core/auth/passkeys';
import type { Area } from '../../http/area';
import type { FunctionRoutes } from '../../http/functions';
import { holdRefusals, LOGIN_REFUSAL_HOLD } from '../../http/hold-refusals';
import { presentTokens, presentUser } from './present';

/**
 * Passkeys (docs/decisions/auth-and-sessions.md#passkeys): registering one for the caller's own
 * account, the options of a partial sign-in's second step (answered through auth-second-step) and
 * of a re-authentication, and signing in with a passkey alone (its refusals held like auth-login's).
 */
export const passkeyFunctions = (functions: FunctionRoutes, { use }: Area, delay: Delay): FunctionRoutes => {
  functions.app.use('/passkey-sign-in', holdRefusals(delay, LOGIN_REFUSAL_HOLD));
  return functions
    .define('start-passkey-registration', async ({ caller }) => {
      const result = await use(StartPasskeyRegistration).execute({ actor: caller });
      return result.ok ? { success: true, data: { options: { ...result.value.options } } } : result;
    })
    .define('finish-passkey-registration', async ({ caller, input }) => {
      const result = await use(FinishPasskeyRegistration).execute({
        actor: caller,
        name: input.name ?? '',
        response: input.response,
      });
      if (!result.ok) return result;
      const { factor, recoveryCodes } = result.value;
      return {
        success: true,
        data: { factorId: factor.id, recoveryCodes: recoveryCodes ? [...recoveryCodes] : null },
      };
    })
    .define('start-passkey-second-step', async ({ input }) => {
      const result = await use(StartPasskeySecondStep).execute({ challengeToken: input.challengeToken });
      return result.ok ? { success: true, data: { options: { ...result.value.options } } } : result;
    })
    .define('start-passkey-presence', async ({ caller }) => {
      const result = await use(StartPasskeyPresence).execute({ actor: caller });
      return result.ok ? { success: true, data: { options: { ...result.value.options } } } : result;
    })
    .define('start-passkey-sign-in', async () => {
      const result = await use(StartPasskeySignIn).execute();
      return result.ok ? { success: true, data: { options: { ...result.value.options } } } : result;
    })
    .define('passkey-sign-in', async ({ input, clientIp }) => {
      const result = await use(SignInWithPasskey).execute({
        response: input.response,
        loginType: input.loginType,
        ...(clientIp === 'unknown' ? {} : { remoteIp: clientIp }),
      });
      if (!result.ok) return result;
      return {
        success: true,
        user: presentUser(result.value.user),
        tokens: presentTokens(result.value.tokens),
      };
    });
};
