import type { AuthSecondStepRequest } from '@camppass/client';
import { CompleteSecondStep } from '@camppass/core/auth/complete-second-step';
import {
  ConfirmAuthenticatorSetup,
  ForgetRememberedDevice,
  GetSecuritySettings,
  RegenerateRecoveryCodes,
  RemoveSecondFactor,
  SetStaffSecondFactor,
  StartAuthenticatorSetup,
} from '@camppass/core/auth/security-settings';
import type { MiddlewareHandler } from 'hono';
import QRCode from 'qrcode';
import type { Area } from '../../http/area';
import type { AppEnv } from '../../http/context';
import type { FunctionRoutes } from '../../http/functions';
import { presentTokens, presentUser } from './present';

/** The remembered-device cookie: sent only to the sign-in functions, never readable by scripts. */
const DEVICE_COOKIE = 'camppass_device';
const COOKIE_PATH = '/functions/v1';

/** The remembered-device cookie the browser sent, if any. */
export const rememberedDeviceCookie = (cookieHeader: string | undefined): string | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

// The cookie a second step asks for, by the request it answers; the middleware below sets it.
const cookiesToSet = new WeakMap<Request, string>();

/** Sets the remembered-device cookie the auth-second-step handler left for this request. */
const setDeviceCookie =
  (secure: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    const cookie = cookiesToSet.get(c.req.raw);
    if (cookie) c.res.headers.append('set-cookie', `${cookie}${secure ? '; Secure' : ''}`);
  };

/** The password, code or passkey the caller sent again, and their address (failures count as sign-in's). */
const presenceOf = (
  input: {
    readonly password?: string | undefined;
    readonly code?: string | undefined;
    readonly passkey?: Record<string, unknown> | undefined;
  },
  clientIp: string,
) => ({
  password: input.password,
  code: input.code,
  ...(input.passkey ? { passkey: input.passkey } : {}),
  ...(clientIp === 'unknown' ? {} : { remoteIp: clientIp }),
});

const dates = <T extends { readonly createdAt: Date; readonly lastUsedAt: Date | null }>(record: T) => ({
  createdAt: record.createdAt.toISOString(),
  lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
});

/**
 * The second step of sign-in and the Security page (docs/decisions/auth-and-sessions.md#second-factor).
 * Each function acts on the caller's own account only; no id of another account reaches a use case.
 */
export const secondFactorFunctions = (functions: FunctionRoutes, { use, config }: Area): FunctionRoutes => {
  functions.app.use('/auth-second-step', setDeviceCookie(config.appBaseUrl.startsWith('https://')));
  return functions
    .define('auth-second-step', async ({ input, clientIp, request }) => {
      const body: AuthSecondStepRequest = input;
      const result = await use(CompleteSecondStep).execute({
        challengeToken: body.challengeToken,
        code: body.code ?? '',
        ...(body.passkey ? { passkey: body.passkey } : {}),
        rememberDevice: body.rememberDevice ?? false,
        deviceLabel: body.deviceLabel ?? '',
        ...(clientIp === 'unknown' ? {} : { remoteIp: clientIp }),
      });
      if (!result.ok) return result;
      const device = result.value.rememberedDevice;
      if (device) {
        cookiesToSet.set(
          request.raw,
          `${DEVICE_COOKIE}=${encodeURIComponent(device.value)}; Path=${COOKIE_PATH}; Expires=${device.expiresAt.toUTCString()}; HttpOnly; SameSite=Strict`,
        );
      }
      return {
        success: true,
        user: presentUser(result.value.user),
        tokens: presentTokens(result.value.tokens),
      };
    })
    .define('get-security-settings', async ({ caller }) => {
      const result = await use(GetSecuritySettings).execute({ actor: caller });
      if (!result.ok) return result;
      const { factors, devices, staffRequirements, ...rest } = result.value;
      return {
        success: true,
        data: {
          ...rest,
          staffRequirements: staffRequirements.map((entry) => ({ ...entry })),
          factors: factors.map((factor) => ({
            id: factor.id,
            kind: factor.kind,
            label: factor.label,
            ...dates(factor),
          })),
          devices: devices.map((device) => ({
            id: device.id,
            label: device.label,
            expiresAt: device.expiresAt.toISOString(),
            ...dates(device),
          })),
        },
      };
    })
    .define('start-authenticator-setup', async ({ caller }) => {
      const result = await use(StartAuthenticatorSetup).execute({ actor: caller });
      if (!result.ok) return result;
      const qrSvg = await QRCode.toString(result.value.uri, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      return { success: true, data: { ...result.value, qrSvg } };
    })
    .define('confirm-authenticator-setup', async ({ caller, input }) => {
      const result = await use(ConfirmAuthenticatorSetup).execute({ actor: caller, code: input.code });
      return result.ok
        ? {
            success: true,
            data: { recoveryCodes: result.value.recoveryCodes ? [...result.value.recoveryCodes] : null },
          }
        : result;
    })
    .define('remove-second-factor', async ({ caller, input, clientIp }) => {
      const result = await use(RemoveSecondFactor).execute({
        actor: caller,
        factorId: input.factorId,
        presence: presenceOf(input, clientIp),
      });
      return result.ok ? { success: true } : result;
    })
    .define('regenerate-recovery-codes', async ({ caller, input, clientIp }) => {
      const result = await use(RegenerateRecoveryCodes).execute({
        actor: caller,
        presence: presenceOf(input, clientIp),
      });
      return result.ok ? { success: true, data: { recoveryCodes: [...result.value.recoveryCodes] } } : result;
    })
    .define('forget-remembered-device', async ({ caller, input }) => {
      const result = await use(ForgetRememberedDevice).execute({ actor: caller, deviceId: input.deviceId });
      return result.ok ? { success: true } : result;
    })
    .define('set-staff-second-factor', async ({ caller, input }) => {
      const result = await use(SetStaffSecondFactor).execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: result.value } : result;
    });
};
