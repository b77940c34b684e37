import {
  assertValidSavedCardCharge,
  type ChargeSavedCardInput,
  type CreateSetupIntentInput,
  type EnsureCustomerInput,
  type GatewayCustomer,
  type PaymentIntentDetails,
  paymentIntentFromStripeObject,
  paymentMethodFromStripeObject,
  type SavedCardCharge,
  type SavedPaymentMethod,
  type SetupIntent,
  type SetupIntentDetails,
  setupIntentFromStripeObject,
} from '@camppass/core';
import Stripe from 'stripe';

// Ids reach this adapter from browsers and stored rows; anything else is not worth a request.
const SETUP_INTENT_ID = /^seti_[A-Za-z0-9]{1,255}$/;
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,255}$/;
const AUTHENTICATION_REQUIRED = 'authentication_required';

function toDetails(intent: unknown): PaymentIntentDetails {
  const details = paymentIntentFromStripeObject(intent);
  if (!details) throw new Error('Stripe answered an unreadable payment intent');
  return details;
}

const isResourceMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * Customers, saved cards, off-session charges and setup intents on Stripe. Customers and their cards
 * live on the platform's account; off-session charges are destination charges like the others.
 */
export class StripeSavedCards {
  constructor(private readonly stripe: Stripe) {}

  async ensureCustomer(input: EnsureCustomerInput): Promise<GatewayCustomer> {
    const customer = await this.stripe.customers.create(
      { email: input.email, name: input.name, metadata: { ...input.metadata } },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: customer.id };
  }

  /**
   * `paymentIntents.create` with `off_session` and `confirm`. Stripe refuses a card it cannot charge
   * with a 402 card error carrying the intent: it is answered, as `authentication_required` or
   * `declined`. The same idempotency key replays Stripe's first answer, so no second charge is made.
   */
  async chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge> {
    assertValidSavedCardCharge(input);
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          allowed_payment_method_types: ['card'],
          metadata: { ...input.metadata },
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.destination
            ? {
                transfer_data: { destination: input.destination.accountId },
                on_behalf_of: input.destination.accountId,
                application_fee_amount: input.destination.applicationFeeCents,
              }
            : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return this.answer(toDetails(intent), input, null);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError) || !error.payment_intent) throw error;
      return this.answer(toDetails(error.payment_intent), input, error);
    }
  }

  private async answer(
    intent: PaymentIntentDetails,
    input: ChargeSavedCardInput,
    error: Stripe.errors.StripeCardError | null,
  ): Promise<SavedCardCharge> {
    if (intent.status === 'succeeded') return { outcome: 'succeeded', intent };
    const wantsAuthentication =
      error?.code === AUTHENTICATION_REQUIRED || error?.decline_code === AUTHENTICATION_REQUIRED;
    if (wantsAuthentication) {
      // A replayed answer is as it was then: the member may have confirmed the payment since.
      const now = await this.stripe.paymentIntents.retrieve(intent.id);
      const current = toDetails(now);
      if (current.status === 'succeeded') return { outcome: 'succeeded', intent: current };
      return {
        outcome: 'authentication_required',
        intent: { ...current, paymentMethodId: input.paymentMethodId },
      };
    }
    if (!error) {
      throw new Error(`Stripe answered the off-session charge ${intent.id} with status ${intent.status}`);
    }
    return {
      outcome: 'declined',
      intent,
      declineCode: error.decline_code ?? error.code ?? 'card_declined',
      message: error.message,
    };
  }

  async createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntent> {
    const setup = await this.stripe.setupIntents.create(
      {
        customer: input.customerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { ...input.metadata },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    const read = setupIntentFromStripeObject(setup);
    if (!read) throw new Error(`Stripe answered an unreadable setup intent ${setup.id}`);
    return { id: read.id, clientSecret: read.clientSecret, status: read.status };
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentDetails | null> {
    if (!SETUP_INTENT_ID.test(id)) return null;
    try {
      const setup = await this.stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
      const read = setupIntentFromStripeObject(setup);
      if (!read) throw new Error(`Stripe answered an unreadable setup intent ${setup.id}`);
      return read;
    } catch (error) {
      if (isResourceMissing(error)) return null;
      throw error;
    }
  }

  async retrievePaymentMethod(id: string): Promise<SavedPaymentMethod | null> {
    if (!PAYMENT_METHOD_ID.test(id)) return null;
    try {
      return paymentMethodFromStripeObject(await this.stripe.paymentMethods.retrieve(id));
    } catch (error) {
      if (isResourceMissing(error)) return null;
      throw error;
    }
  }
}
