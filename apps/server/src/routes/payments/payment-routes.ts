import { SimulatedPaymentGateway } from '@camppass/adapter-local';
import { simulatedCardConfirmRequestSchema } from '@camppass/client';
import { PAYMENT_GATEWAY } from '@camppass/core';
import { Hono } from 'hono';
import type { Container } from 'inversify';
import { PUBLIC_USE_CASES, SIMULATED_WEBHOOK_SINK } from '../../container/public-page-module';
import type { AppEnv } from '../../http/context';
import { errorBody, failure } from '../../http/errors';
import { parseBody } from '../../http/parse';

/** The header Stripe signs its webhooks in; the simulated gateway uses it too. */
export const SIGNATURE_HEADER = 'stripe-signature';

/**
 * payments-webhook: the gateway's signed events, verified on the raw body. In development, also
 * simulated-card-confirm, the simulated card form's confirmation, whose webhook comes back here.
 */
export const paymentRoutes = (container: Container) => {
  const handleWebhook = container.get(PUBLIC_USE_CASES.handlePaymentWebhook);
  const gateway = container.get(PAYMENT_GATEWAY);
  const routes = new Hono<AppEnv>().post('/payments-webhook', async (c) => {
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    const result = await handleWebhook.execute(rawBody, c.req.header(SIGNATURE_HEADER));
    if (!result.ok) return failure(c, result);
    return c.json({ success: true, received: true, ...result.value });
  });
  if (!(gateway instanceof SimulatedPaymentGateway)) return routes;

  // The simulated gateway posts its webhooks to this very route, in process, as Stripe would over HTTP.
  container.get(SIMULATED_WEBHOOK_SINK).connect(async (delivery) => {
    const response = await routes.request('/payments-webhook', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: delivery.signatureHeader, 'content-type': 'application/json' },
      body: delivery.rawBody,
    });
    if (!response.ok) throw new Error(`The webhook route answered ${response.status}`);
  });
  return routes.post('/simulated-card-confirm', async (c) => {
    const input = await parseBody(c, simulatedCardConfirmRequestSchema);
    if (!input.ok) return failure(c, input);
    const result = await gateway.confirmCard(input.value.clientSecret, input.value.card);
    if (!result.ok) {
      const status =
        result.code === 'PAYMENT_INTENT_NOT_FOUND'
          ? 404
          : result.code === 'PAYMENT_INTENT_UNEXPECTED_STATE'
            ? 409
            : 402;
      return c.json(errorBody(result.code, result.message), status);
    }
    return c.json({ success: true, status: result.value.status, paymentIntentId: result.value.id });
  });
};
