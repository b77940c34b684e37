import {
  AcceptWalletLog,
  GetLatestWalletPass,
  ListUpdatedWalletPasses,
  RegisterWalletDevice,
  UnregisterWalletDevice,
} from '@camppass/core/member/wallet-pass-service';
import { WALLET_SERVICE_PATH } from '@camppass/core/member/wallet-pass-token';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Area } from '../../http/area';
import type { AppEnv } from '../../http/context';

/** Apple's web service answers its own statuses with empty bodies; its bodies are small JSON. */
const MAX_BODY_BYTES = 16 * 1024;

const REFUSED = { NOT_FOUND: 404, UNAUTHORIZED: 401, INVALID: 400 } as const;

/** `Authorization: ApplePass {token}`; empty when absent. */
const passToken = (c: Context<AppEnv>) =>
  /^ApplePass (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';

const devicePass = (c: Context<AppEnv>) => ({
  deviceId: c.req.param('deviceId') ?? '',
  passTypeIdentifier: c.req.param('passTypeId') ?? '',
  serialNumber: c.req.param('serialNumber') ?? '',
  token: passToken(c),
});

const pushTokenOf = async (c: Context<AppEnv>): Promise<string> => {
  try {
    const body = (await c.req.json()) as { pushToken?: unknown };
    return typeof body?.pushToken === 'string' ? body.pushToken : '';
  } catch {
    return '';
  }
};

/** `If-Modified-Since` as a date; `null` when absent or not one. */
const modifiedSince = (c: Context<AppEnv>): Date | null => {
  const header = c.req.header('if-modified-since');
  const date = header ? new Date(header) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * Apple Wallet's web service for pass updates (`webServiceURL` of our passes), outside /functions
 * because Apple fixes its paths and statuses: register and unregister a device, the serial numbers
 * changed since a tag, the latest pass, and the device's log. Nothing here is cached.
 */
export const walletServiceRoutes = ({ use, logger }: Area) => {
  const devices = '/v1/devices/:deviceId/registrations/:passTypeId';
  const routes = new Hono<AppEnv>().basePath(WALLET_SERVICE_PATH);
  routes.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.body(null, 413) }));
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return routes
    .post(`${devices}/:serialNumber`, async (c) => {
      const pushToken = await pushTokenOf(c);
      const result = await use(RegisterWalletDevice).execute({ ...devicePass(c), pushToken });
      if (!result.ok) return c.body(null, REFUSED[result.code]);
      return c.body(null, result.value.created ? 201 : 200);
    })
    .delete(`${devices}/:serialNumber`, async (c) => {
      const result = await use(UnregisterWalletDevice).execute(devicePass(c));
      return c.body(null, result.ok ? 200 : REFUSED[result.code]);
    })
    .get(devices, async (c) => {
      const result = await use(ListUpdatedWalletPasses).execute({
        passTypeIdentifier: c.req.param('passTypeId'),
        deviceId: c.req.param('deviceId'),
        passesUpdatedSince: c.req.query('passesUpdatedSince') ?? null,
      });
      if (!result.ok) return c.body(null, REFUSED[result.code]);
      if (!result.value) return c.body(null, 204);
      return c.json({ serialNumbers: result.value.serialNumbers, lastUpdated: result.value.lastUpdated });
    })
    .get('/v1/passes/:passTypeId/:serialNumber', async (c) => {
      const { passTypeIdentifier, serialNumber, token } = devicePass(c);
      const result = await use(GetLatestWalletPass).execute({
        passTypeIdentifier,
        serialNumber,
        token,
        ifModifiedSince: modifiedSince(c),
      });
      if (!result.ok) return c.body(null, REFUSED[result.code]);
      c.header('Last-Modified', result.value.lastModified.toUTCString());
      if (result.value.notModified) return c.body(null, 304);
      c.header('Content-Type', 'application/vnd.apple.pkpass');
      return c.body(result.value.pkpass as Uint8Array<ArrayBuffer>, 200);
    })
    .post('/v1/log', async (c) => {
      const body = (await c.req.json().catch(() => null)) as { logs?: unknown } | null;
      const result = await use(AcceptWalletLog).execute({ clientKey: c.get('clientIp'), logs: body?.logs });
      if (!result.ok && result.code === 'RATE_LIMITED') {
        c.header('Retry-After', String(result.retryAfterSeconds));
        return c.body(null, 429);
      }
      if (!result.ok) return c.body(null, 400);
      // What Wallet says of a failed update, so an operator can see why a pass does not refresh.
      for (const line of result.value.lines)
        logger.warn('Wallet reported', { wallet: 'apple', message: line });
      return c.body(null, 200);
    });
};
