import type { Container } from 'inversify';
import { USE_CASES } from '../../container/core-module';
import { PUBLIC_USE_CASES } from '../../container/public-module';
import { defineFunctions } from '../../http/functions';

/** The header Stripe signs its webhooks in; the simulated gateway uses it too. */
export const SIGNATURE_HEADER = 'stripe-signature';
export const PAYMENTS_WEBHOOK_PATH = '/payments-webhook';

/** payments-webhook: the gateway's signed events, verified on the raw body. */
export const paymentRoutes = (container: Container) => {
  const handleWebhook = container.get(PUBLIC_USE_CASES.handlePaymentWebhook);
  return defineFunctions(container.get(USE_CASES)).define('payments-webhook', async ({ request }) => {
    const rawBody = new Uint8Array(await request.arrayBuffer());
    const result = await handleWebhook.execute(rawBody, request.header(SIGNATURE_HEADER));
    return result.ok ? { success: true, received: true, ...result.value } : result;
  }).app;
};
