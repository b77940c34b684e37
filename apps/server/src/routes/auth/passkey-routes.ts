import {
  FinishPasskeyRegistration,
  StartPasskeyRegistration,
  StartPasskeySecondStep,
} from '@camppass/core/auth/passkeys';
import type { Area } from '../../http/area';
import type { FunctionRoutes } from '../../http/functions';

/**
 * Passkeys (docs/decisions/auth-and-sessions.md#passkeys): registering one for the caller's own
 * account, and the options of a partial sign-in's second step (answered through auth-second-step).
 */
export const passkeyFunctions = (functions: FunctionRoutes, { use }: Area): FunctionRoutes =>
  functions
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
    });
