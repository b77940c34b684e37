import type { SimulatedCardPayments } from '@camppass/core';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

/**
 * simulated-card-confirm and simulated-setup-confirm: the simulated card form's confirmation of a
 * payment and of a card saved for later ("Update card"); only with the simulated gateway.
 */
export const simulatedCardRoutes = ({ use }: Area, cards: SimulatedCardPayments) =>
  defineFunctions(use)
    .define('simulated-card-confirm', async ({ input }) => {
      const result = await cards.confirmCard(input.clientSecret, input.card);
      return result.ok
        ? { success: true, status: result.value.status, paymentIntentId: result.value.id }
        : result;
    })
    .define('simulated-setup-confirm', async ({ input }) => {
      const result = await cards.confirmCardSetup(input.clientSecret, input.card);
      if (!result.ok) return result;
      const { id, status, card } = result.value;
      if (!card) throw new Error(`The setup intent ${id} saved no card`);
      return {
        success: true,
        status,
        setupIntentId: id,
        card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
      };
    }).app;
