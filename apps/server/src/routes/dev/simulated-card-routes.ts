import type { SimulatedCardPayments } from '@camppass/core';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

/** simulated-card-confirm: the simulated card form's confirmation; only with the simulated gateway. */
export const simulatedCardRoutes = ({ use }: Area, cards: SimulatedCardPayments) =>
  defineFunctions(use).define('simulated-card-confirm', async ({ input }) => {
    const result = await cards.confirmCard(input.clientSecret, input.card);
    return result.ok
      ? { success: true, status: result.value.status, paymentIntentId: result.value.id }
      : result;
  }).app;
