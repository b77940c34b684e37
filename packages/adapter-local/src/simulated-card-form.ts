import {
  PAYMENT_INTENT_SUCCEEDED,
  type PaymentIntentDetails,
  type SetupIntentDetails,
  savedCardOf,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import { cardProblem, DECLINES, type SimulatedCard, type SimulatedCardCode } from './simulated-card';
import type { SimulatedPaymentIntent, SimulatedPaymentIntentStore } from './simulated-payment-intent-store';
import { intentDetails, type SimulatedSavedCards, sameSecret } from './simulated-saved-cards';

/**
 * Intents a card may be confirmed for; an off-session charge refused for want of authentication
 * awaits a payment method, so the member confirms it here, present, and it succeeds.
 */
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation']);

export interface SimulatedCardFormOptions {
  readonly store: SimulatedPaymentIntentStore;
  readonly savedCards: SimulatedSavedCards;
  readonly now: () => Date;
  /** Sends the event about the intent and resolves once it was delivered. */
  readonly emitIntent: (type: string, intent: SimulatedPaymentIntent) => Promise<void>;
}

/**
 * What the simulated gateway's browser card form does, as Stripe.js does: confirms a payment intent
 * or a setup intent with a card, by the intent's whole client secret only (never by its id, which
 * travels in receipts and webhooks).
 */
export class SimulatedCardForm {
  constructor(private readonly options: SimulatedCardFormOptions) {}

  /**
   * Confirms the intent with the card. A decline leaves the intent awaiting another card, as Stripe
   * does. An off-session charge that awaited authentication succeeds with the member present; the card
   * is saved to the intent's customer when the intent asked for that (`setupFutureUsage`).
   */
  async confirmCard(
    clientSecret: string,
    card: SimulatedCard,
  ): Promise<Result<PaymentIntentDetails, SimulatedCardCode>> {
    const { store } = this.options;
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = await store.findById(id);
    if (!intent || !sameSecret(clientSecret, intent.clientSecret)) {
      return err('PAYMENT_INTENT_NOT_FOUND', `No such payment_intent: '${id}'`);
    }
    if (!CONFIRMABLE.has(intent.status)) return unexpectedState('PaymentIntent', intent.status);
    const checked = cardProblem(card, this.options.now());
    if (!checked.ok) return checked;

    const decline = DECLINES[checked.value];
    const method = decline
      ? null
      : await this.options.savedCards.saveCard(
          checked.value,
          { month: card.expMonth, year: card.expYear },
          intent.setupFutureUsage === 'off_session' ? (intent.customerId ?? null) : null,
        );
    const next: SimulatedPaymentIntent = decline
      ? {
          ...intent,
          status: 'requires_payment_method',
          lastPaymentError: {
            code: decline.code,
            declineCode: decline.declineCode,
            message: decline.message,
          },
        }
      : {
          ...intent,
          status: 'succeeded',
          lastPaymentError: null,
          ...(method ? { paymentMethodId: method.paymentMethodId, card: savedCardOf(method) } : {}),
        };
    // Two confirmations racing: only the first moves the intent on.
    if (!(await store.replaceIfStatus(next, intent.status))) {
      return unexpectedState('PaymentIntent', ((await store.findById(id)) ?? intent).status);
    }
    await this.options.emitIntent(decline ? 'payment_intent.payment_failed' : PAYMENT_INTENT_SUCCEEDED, next);
    return decline ? err(decline.result, decline.message) : ok(intentDetails(next));
  }

  /**
   * Confirms a setup intent with the card, saving it to the intent's customer ("Update card"). A
   * card refused at once (4000 0000 0000 0002) leaves the setup awaiting another card.
   */
  async confirmCardSetup(
    clientSecret: string,
    card: SimulatedCard,
  ): Promise<Result<SetupIntentDetails, SimulatedCardCode>> {
    const { savedCards } = this.options;
    const setup = await savedCards.setupIntentBySecret(clientSecret);
    if (!setup) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      return err('PAYMENT_INTENT_NOT_FOUND', `No such setup_intent: '${id}'`);
    }
    if (!CONFIRMABLE.has(setup.status)) return unexpectedState('SetupIntent', setup.status);
    const checked = cardProblem(card, this.options.now());
    if (!checked.ok) return checked;
    const decline = DECLINES[checked.value];
    if (decline) return err(decline.result, decline.message);
    const confirmed = await savedCards.completeSetup(setup, checked.value, {
      month: card.expMonth,
      year: card.expYear,
    });
    if (confirmed) return ok(confirmed);
    const now = await savedCards.retrieveSetupIntent(setup.id);
    return unexpectedState('SetupIntent', now?.status ?? setup.status);
  }
}

const unexpectedState = (kind: 'PaymentIntent' | 'SetupIntent', status: string) =>
  err(
    'PAYMENT_INTENT_UNEXPECTED_STATE',
    `You cannot confirm this ${kind} because it has a status of ${status}.`,
  );
