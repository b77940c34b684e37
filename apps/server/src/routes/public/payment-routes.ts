import { HandlePaymentWebhook } from '@camppass/core/checkout/handle-payment-webhook';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

/** The header Stripe signs its webhooks in; the simulated gateway uses it too. */
export const SIGNATURE_HEADER = 'stripe-signature';
export const PAYMENTS_WEBHOOK_PATH = '/payments-webhook';

/** payments-webhook: the gateway's signed events, verified on the raw body. */
export const paymentRoutes = ({ use }: Area) =>
  defineFunctions(use).define('payments-webhook', async ({ request }) => {
    const rawBody = new Uint8Array(await request.arrayBuffer());
    const result = await use(HandlePaymentWebhook).execute(rawBody, request.header(SIGNATURE_HEADER));
    return result.ok ? { success: true, received: true, ...result.value } : result;
  }).app;
