import { Hono } from 'hono';
import type { Container } from 'inversify';
import { PUBLIC_USE_CASES } from '../../container/public-module';
import type { AppEnv } from '../../http/context';
import { failure } from '../../http/errors';

/** The header Stripe signs its webhooks in; the simulated gateway uses it too. */
export const SIGNATURE_HEADER = 'stripe-signature';
export const PAYMENTS_WEBHOOK_PATH = '/payments-webhook';

/** payments-webhook: the gateway's signed events, verified on the raw body. */
export const paymentRoutes = (container: Container) => {
  const handleWebhook = container.get(PUBLIC_USE_CASES.handlePaymentWebhook);
  return new Hono<AppEnv>().post(PAYMENTS_WEBHOOK_PATH, async (c) => {
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    const result = await handleWebhook.execute(rawBody, c.req.header(SIGNATURE_HEADER));
    if (!result.ok) return failure(c, result);
    return c.json({ success: true, received: true, ...result.value });
  });
};
