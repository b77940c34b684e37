import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  assertValidSavedCardCharge,
  type ChargeSavedCardInput,
  type CreateSetupIntentInput,
  type EnsureCustomerInput,
  type GatewayCustomer,
  type PaymentIntentDetails,
  type SavedCard,
  type SavedCardCharge,
  type SavedPaymentMethod,
  type SetupIntent,
  type SetupIntentDetails,
  savedCardChargeFingerprint,
  savedCardOf,
} from '@camppass/core';
import type {
  SimulatedPaymentIntent,
  SimulatedPaymentIntentStore,
  SimulatedSetupIntent,
} from './simulated-payment-intent-store';

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Stripe's test cards for saved cards, known by their last four digits once saved. */
const AUTHENTICATES_LAST4 = '3184'; // 4000 0027 6000 3184: every off-session charge wants authentication
const DECLINES_OFF_SESSION_LAST4 = '0341'; // 4000 0000 0000 0341: saved fine, every later charge declined

const OFF_SESSION_DECLINE = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};
// What Stripe answers for an off-session charge whose bank wants 3-D Secure.
const AUTHENTICATION_REQUIRED = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('6')) return 'discover';
  return 'unknown';
}

// A saved card's id names the card, so the simulated gateway (which keeps its state in memory) still
// knows a card saved before the server restarted: `pm_sim_<random>_<brand>_<last4>_<MM><YYYY>`.
const METHOD_ID = /^pm_sim_[0-9a-f]{12}_([a-z]+)_(\d{4})_(\d{2})(\d{4})$/;
const CUSTOMER_ID = /^cus_sim_[0-9a-f]{14}$/;

function cardOfId(id: string): SavedCard | null {
  const parts = METHOD_ID.exec(id);
  if (!parts) return null;
  const [, brand = '', last4 = '', month = '', year = ''] = parts;
  return { paymentMethodId: id, brand, last4, expMonth: Number(month), expYear: Number(year) };
}

function newMethod(
  digits: string,
  expiry: { readonly month: number; readonly year: number },
  customerId: string | null,
): SavedPaymentMethod {
  const brand = brandOf(digits);
  const last4 = digits.slice(-4);
  const year = expiry.year < 100 ? 2000 + expiry.year : expiry.year;
  const month = String(expiry.month).padStart(2, '0');
  return {
    paymentMethodId: `pm_sim_${randomHex(6)}_${brand}_${last4}_${month}${year}`,
    brand,
    last4,
    expMonth: expiry.month,
    expYear: year,
    customerId,
  };
}

export interface SimulatedSavedCardsOptions {
  readonly store: SimulatedPaymentIntentStore;
  readonly nowSeconds: () => number;
  /** Tells the server about an off-session charge's outcome (`payment_intent.succeeded` ...), later. */
  readonly emitIntent: (type: string, intent: SimulatedPaymentIntent) => void;
}

/** The simulated gateway's customers, saved cards, off-session charges and setup intents. */
export class SimulatedSavedCards {
  constructor(private readonly options: SimulatedSavedCardsOptions) {}

  async ensureCustomer(input: EnsureCustomerInput): Promise<GatewayCustomer> {
    const customer = await this.options.store.insertCustomerOrGetByIdempotencyKey({
      id: `cus_sim_${randomHex(7)}`,
      idempotencyKey: input.idempotencyKey,
      email: input.email,
      name: input.name,
      metadata: { ...input.metadata },
    });
    return { id: customer.id };
  }

  /** Saves the card the member typed (digits only, already checked) to the customer, or to none. */
  async saveCard(
    digits: string,
    expiry: { readonly month: number; readonly year: number },
    customerId: string | null,
  ): Promise<SavedPaymentMethod> {
    const method = newMethod(digits, expiry, customerId);
    await this.options.store.insertPaymentMethod(method);
    return method;
  }

  async retrievePaymentMethod(id: string): Promise<SavedPaymentMethod | null> {
    const known = await this.options.store.findPaymentMethod(id);
    if (known) return known;
    const card = cardOfId(id);
    return card && { ...card, customerId: null };
  }

  /**
   * The saved card to charge for the customer: one saved to them, or one saved before the server
   * restarted (its id names the card; the customer charging it is taken as its owner).
   */
  private async methodOf(input: ChargeSavedCardInput): Promise<SavedCard> {
    const known = await this.options.store.findPaymentMethod(input.paymentMethodId);
    if (known && known.customerId === input.customerId) return savedCardOf(known);
    const restored = known ? null : cardOfId(input.paymentMethodId);
    if (!restored || !(await this.customerExists(input.customerId))) {
      throw new Error(
        `The PaymentMethod ${input.paymentMethodId} does not belong to the Customer ${input.customerId}.`,
      );
    }
    return restored;
  }

  private async customerExists(customerId: string): Promise<boolean> {
    return (await this.options.store.findCustomer(customerId)) !== null || CUSTOMER_ID.test(customerId);
  }

  async chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge> {
    assertValidSavedCardCharge(input);
    const card = await this.methodOf(input);
    const id = `pi_sim_${randomHex(12)}`;
    const error =
      card.last4 === AUTHENTICATES_LAST4
        ? AUTHENTICATION_REQUIRED
        : card.last4 === DECLINES_OFF_SESSION_LAST4
          ? OFF_SESSION_DECLINE
          : null;
    const requestFingerprint = `off_session:${savedCardChargeFingerprint(input)}`;
    const stored = await this.options.store.insertOrGetByIdempotencyKey({
      id,
      clientSecret: `${id}_secret_${randomHex(16)}`,
      status: error ? 'requires_payment_method' : 'succeeded',
      amountCents: input.amountCents,
      currency: input.currency,
      metadata: { ...input.metadata },
      destination: input.destination ? { ...input.destination } : null,
      customerId: input.customerId,
      // Declined, the card is no longer the intent's; awaiting authentication, it is what to confirm with.
      ...(error === OFF_SESSION_DECLINE ? {} : { paymentMethodId: card.paymentMethodId, card }),
      description: input.description ?? null,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint,
      createdSeconds: this.options.nowSeconds(),
      lastPaymentError: error,
    });
    if (stored.requestFingerprint !== requestFingerprint) {
      throw new Error(
        `Keys for idempotent requests can only be used with the same parameters they were first used with (${input.idempotencyKey})`,
      );
    }
    if (stored.id === id) {
      this.options.emitIntent(error ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', stored);
    }
    return chargeOf(stored);
  }

  async createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntent> {
    if (!(await this.customerExists(input.customerId))) {
      throw new Error(`No such customer: '${input.customerId}'`);
    }
    const id = `seti_sim_${randomHex(12)}`;
    const setup = await this.options.store.insertSetupIntentOrGetByIdempotencyKey({
      id,
      clientSecret: `${id}_secret_${randomHex(16)}`,
      status: 'requires_payment_method',
      customerId: input.customerId,
      metadata: { ...input.metadata },
      card: null,
      idempotencyKey: input.idempotencyKey,
    });
    return { id: setup.id, clientSecret: setup.clientSecret, status: setup.status };
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentDetails | null> {
    const setup = await this.options.store.findSetupIntent(id);
    return setup && setupDetails(setup);
  }

  /** The setup intent whose whole client secret this is, or `null`. */
  async setupIntentBySecret(clientSecret: string): Promise<SimulatedSetupIntent | null> {
    const setup = await this.options.store.findSetupIntent(clientSecret.split('_secret_')[0] ?? '');
    return setup && sameSecret(clientSecret, setup.clientSecret) ? setup : null;
  }

  /** Saves the (checked) card to the setup intent's customer; `null` when another confirmation won. */
  async completeSetup(
    setup: SimulatedSetupIntent,
    digits: string,
    expiry: { readonly month: number; readonly year: number },
  ): Promise<SetupIntentDetails | null> {
    const method = newMethod(digits, expiry, setup.customerId);
    const next: SimulatedSetupIntent = { ...setup, status: 'succeeded', card: savedCardOf(method) };
    // Two confirmations racing: only the first saves its card.
    if (!(await this.options.store.replaceSetupIntentIfStatus(next, setup.status))) return null;
    await this.options.store.insertPaymentMethod(method);
    return setupDetails(next);
  }
}

/** Compares secrets in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const setupDetails = ({ idempotencyKey: _, ...setup }: SimulatedSetupIntent): SetupIntentDetails => setup;

/** The intent as the port answers it: customer, card and payment method only when it has them. */
export const intentDetails = (intent: SimulatedPaymentIntent): PaymentIntentDetails => ({
  id: intent.id,
  clientSecret: intent.clientSecret,
  status: intent.status,
  amountCents: intent.amountCents,
  currency: intent.currency,
  metadata: intent.metadata,
  destination: intent.destination ? { ...intent.destination } : null,
  ...(intent.customerId ? { customerId: intent.customerId } : {}),
  ...(intent.paymentMethodId ? { paymentMethodId: intent.paymentMethodId } : {}),
  ...(intent.card ? { card: intent.card } : {}),
});

/** The charge's answer from the intent as it now is (a member may have confirmed it since). */
function chargeOf(intent: SimulatedPaymentIntent): SavedCardCharge {
  const details = intentDetails(intent);
  if (intent.status === 'succeeded') return { outcome: 'succeeded', intent: details };
  const error = intent.lastPaymentError ?? OFF_SESSION_DECLINE;
  if (error.code === AUTHENTICATION_REQUIRED.code)
    return { outcome: 'authentication_required', intent: details };
  return {
    outcome: 'declined',
    intent: details,
    declineCode: error.declineCode ?? error.code,
    message: error.message,
  };
}
