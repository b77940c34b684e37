import { simulatedCardConfirmRequestSchema } from '@camppass/client';
import { SIMULATED_CARD_PAYMENTS } from '@camppass/core';
import { Hono } from 'hono';
import type { Container } from 'inversify';
import type { AppEnv } from '../../http/context';
import { errorBody, failure } from '../../http/errors';
import { parseBody } from '../../http/parse';

/** simulated-card-confirm: the simulated card form's confirmation; only with the simulated gateway. */
export const simulatedCardRoutes = (container: Container) => {
  const routes = new Hono<AppEnv>();
  if (!container.isBound(SIMULATED_CARD_PAYMENTS)) return routes;
  const cards = container.get(SIMULATED_CARD_PAYMENTS);
  return routes.post('/simulated-card-confirm', async (c) => {
    const input = await parseBody(c, simulatedCardConfirmRequestSchema);
    if (!input.ok) return failure(c, input);
    const result = await cards.confirmCard(input.value.clientSecret, input.value.card);
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
