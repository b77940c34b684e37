import { SIMULATED_CARD_PAYMENTS } from '@camppass/core';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Container } from 'inversify';
import { USE_CASES } from '../../container/core-module';
import type { AppEnv } from '../../http/context';
import { defineFunctions } from '../../http/functions';

/** simulated-card-confirm: the simulated card form's confirmation; only with the simulated gateway. */
export const simulatedCardRoutes = (container: Container): OpenAPIHono<AppEnv> | undefined => {
  if (!container.isBound(SIMULATED_CARD_PAYMENTS)) return undefined;
  const cards = container.get(SIMULATED_CARD_PAYMENTS);
  return defineFunctions(container.get(USE_CASES)).define('simulated-card-confirm', async ({ input }) => {
    const result = await cards.confirmCard(input.clientSecret, input.card);
    return result.ok
      ? { success: true, status: result.value.status, paymentIntentId: result.value.id }
      : result;
  }).app;
};
