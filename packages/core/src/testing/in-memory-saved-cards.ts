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
} from '../ports/payment-gateway';
import type { TestCard } from './payment-gateway-harness';

/** The test cards' numbers' last four digits, as Stripe's test cards end. */
const TEST_CARD_LAST4: Readonly<Record<TestCard, string>> = {
  succeeds: '4242',
  authenticates: '3184',
  declines_off_session: '0341',
};

interface StoredMethod extends SavedPaymentMethod {
  readonly behaviour: TestCard;
}

const cardOf = ({ paymentMethodId, brand, last4, expMonth, expYear }: SavedCard): SavedCard => ({
  paymentMethodId,
  brand,
  last4,
  expMonth,
  expYear,
});

/**
 * The saved-card half of {@link import('./in-memory-payment-gateway').InMemoryPaymentGateway}:
 * customers, saved cards, off-session charges and setup intents, on the gateway's intents.
 */
export class InMemorySavedCards {
  readonly customers = new Map<string, EnsureCustomerInput>();
  private readonly customerKeys = new Map<string, string>();
  readonly paymentMethods = new Map<string, StoredMethod>();
  readonly setupIntents = new Map<string, SetupIntentDetails>();
  private readonly setupKeys = new Map<string, string>();
  /** Every off-session charge the gateway carried out (not the repeats under a known key), in order. */
  readonly offSessionCharges: ChargeSavedCardInput[] = [];
  private readonly chargeKeys = new Map<string, { readonly id: string; readonly fingerprint: string }>();
  /** Off-session charges refused for want of the member's authentication, until confirmed. */
  private readonly awaitingAuthentication = new Set<string>();
  /** When set, chargeSavedCard throws it (the gateway unreachable). */
  chargeFailure: Error | null = null;

  constructor(private readonly intents: Map<string, PaymentIntentDetails>) {}

  async ensureCustomer(input: EnsureCustomerInput): Promise<GatewayCustomer> {
    const known = this.customerKeys.get(input.idempotencyKey);
    if (known) return { id: known };
    const id = `cus_mem_${this.customers.size + 1}`;
    this.customers.set(id, { ...input, metadata: { ...input.metadata } });
    this.customerKeys.set(input.idempotencyKey, id);
    return { id };
  }

  /** A card of the behaviour saved straight to the customer, as a finished setup would save it. */
  saveCard(customerId: string | null, behaviour: TestCard = 'succeeds'): SavedCard {
    if (customerId !== null && !this.customers.has(customerId))
      throw new Error(`No such customer: ${customerId}`);
    const method: StoredMethod = {
      paymentMethodId: `pm_mem_${this.paymentMethods.size + 1}`,
      brand: 'visa',
      last4: TEST_CARD_LAST4[behaviour],
      expMonth: 12,
      expYear: 2034,
      customerId,
      behaviour,
    };
    this.paymentMethods.set(method.paymentMethodId, method);
    return cardOf(method);
  }

  /** Pays the intent with a card of the behaviour, saving it to the intent's customer when asked to. */
  pay(intent: PaymentIntentDetails, savesCard: boolean, behaviour: TestCard): PaymentIntentDetails {
    const card = this.saveCard(savesCard ? (intent.customerId ?? null) : null, behaviour);
    const paid: PaymentIntentDetails = {
      ...intent,
      status: 'succeeded',
      paymentMethodId: card.paymentMethodId,
      card,
    };
    this.intents.set(intent.id, paid);
    return paid;
  }

  async chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge> {
    assertValidSavedCardCharge(input);
    if (this.chargeFailure) throw this.chargeFailure;
    const fingerprint = savedCardChargeFingerprint(input);
    const earlier = this.chargeKeys.get(input.idempotencyKey);
    if (earlier && earlier.fingerprint !== fingerprint) {
      throw new Error(`Idempotency key ${input.idempotencyKey} was used with different parameters`);
    }
    const existing = earlier && this.intents.get(earlier.id);
    if (existing) return this.answer(existing);
    const method = this.paymentMethods.get(input.paymentMethodId);
    if (!method || method.customerId !== input.customerId) {
      throw new Error(`Payment method ${input.paymentMethodId} is not saved to ${input.customerId}`);
    }
    const id = `pi_mem_${this.intents.size + 1}`;
    const intent: PaymentIntentDetails = {
      id,
      clientSecret: `${id}_secret_${globalThis.crypto.randomUUID().replaceAll('-', '')}`,
      status: method.behaviour === 'succeeds' ? 'succeeded' : 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      metadata: { ...input.metadata },
      destination: input.destination ? { ...input.destination } : null,
      customerId: input.customerId,
      paymentMethodId: method.behaviour === 'declines_off_session' ? null : method.paymentMethodId,
      card: method.behaviour === 'declines_off_session' ? null : cardOf(method),
    };
    this.intents.set(id, intent);
    if (method.behaviour === 'authenticates') this.awaitingAuthentication.add(id);
    this.chargeKeys.set(input.idempotencyKey, { id, fingerprint });
    this.offSessionCharges.push(input);
    return this.answer(intent);
  }

  /** The member confirms an intent awaiting authentication on-session: it succeeds. */
  authenticate(intentId: string): PaymentIntentDetails {
    const intent = this.intents.get(intentId);
    if (intent?.status !== 'requires_payment_method' || !this.awaitingAuthentication.has(intentId))
      throw new Error(`Payment intent ${intentId} awaits no authentication`);
    const paid: PaymentIntentDetails = { ...intent, status: 'succeeded' };
    this.intents.set(intentId, paid);
    this.awaitingAuthentication.delete(intentId);
    return paid;
  }

  private answer(intent: PaymentIntentDetails): SavedCardCharge {
    if (intent.status === 'succeeded') return { outcome: 'succeeded', intent };
    if (this.awaitingAuthentication.has(intent.id)) return { outcome: 'authentication_required', intent };
    return {
      outcome: 'declined',
      intent,
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    };
  }

  async createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntent> {
    if (!this.customers.has(input.customerId)) throw new Error(`No such customer: ${input.customerId}`);
    const known = this.setupIntents.get(this.setupKeys.get(input.idempotencyKey) ?? '');
    if (known) return setupIntentOf(known);
    const id = `seti_mem_${this.setupIntents.size + 1}`;
    const setup: SetupIntentDetails = {
      id,
      clientSecret: `${id}_secret_${globalThis.crypto.randomUUID().replaceAll('-', '')}`,
      status: 'requires_payment_method',
      customerId: input.customerId,
      metadata: { ...input.metadata },
      card: null,
    };
    this.setupIntents.set(id, setup);
    this.setupKeys.set(input.idempotencyKey, id);
    return setupIntentOf(setup);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentDetails | null> {
    return this.setupIntents.get(id) ?? null;
  }

  /** The member confirms the setup with a card of the behaviour: it is saved to the customer. */
  confirmSetup(setupIntentId: string, behaviour: TestCard = 'succeeds'): SetupIntentDetails {
    const setup = this.setupIntents.get(setupIntentId);
    if (!setup || setup.status === 'succeeded' || setup.status === 'canceled')
      throw new Error(`Setup intent ${setupIntentId} cannot be confirmed`);
    const confirmed: SetupIntentDetails = {
      ...setup,
      status: 'succeeded',
      card: this.saveCard(setup.customerId, behaviour),
    };
    this.setupIntents.set(setupIntentId, confirmed);
    return confirmed;
  }

  async retrievePaymentMethod(id: string): Promise<SavedPaymentMethod | null> {
    const method = this.paymentMethods.get(id);
    return method ? { ...cardOf(method), customerId: method.customerId } : null;
  }
}

const setupIntentOf = ({ id, clientSecret, status }: SetupIntentDetails): SetupIntent => ({
  id,
  clientSecret,
  status,
});
