import { encodeStripeEvent, verifyStripeEvent } from '../checkout/webhook-event';
import { signWebhookPayload } from '../checkout/webhook-signature';
import {
  type AccountBalance,
  assertValidPaymentIntentInput,
  type ChargeSavedCardInput,
  type ConnectedAccount,
  type CreateAccountLinkInput,
  type CreateConnectedAccountInput,
  type CreatePaymentIntentInput,
  type CreateSetupIntentInput,
  type EnsureCustomerInput,
  type GatewayCustomer,
  type GatewayLink,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentIntentDetails,
  type PaymentIntentStatus,
  type Payout,
  paymentIntentInputFingerprint,
  type Refund,
  type RefundPaymentInput,
  type SavedCardCharge,
  type SavedPaymentMethod,
  type SetupIntent,
  type SetupIntentDetails,
} from '../ports/payment-gateway';
import { InMemorySavedCards } from './in-memory-saved-cards';
import type { TestCard, WebhookDelivery, WebhookDeliveryInput } from './payment-gateway-harness';

export interface InMemoryPaymentGatewayOptions {
  readonly webhookSecret?: string;
}

/**
 * PaymentGateway in a map, with Stripe's idempotency and webhook signatures. Tests move intents along
 * with {@link InMemoryPaymentGateway.setStatus} and build deliveries with
 * {@link InMemoryPaymentGateway.webhookDelivery}.
 */
export class InMemoryPaymentGateway implements PaymentGateway {
  readonly webhookSecret: string;
  readonly intents = new Map<string, PaymentIntentDetails>();
  private readonly idempotency = new Map<string, { readonly id: string; readonly fingerprint: string }>();
  /** Customers, saved cards, off-session charges and setup intents; tests read and drive them here. */
  readonly savedCards = new InMemorySavedCards(this.intents);
  /** The intents that save their card to their customer once paid (`setupFutureUsage`). */
  private readonly savingCards = new Set<string>();

  constructor(options: InMemoryPaymentGatewayOptions = {}) {
    this.webhookSecret = options.webhookSecret ?? 'whsec_in_memory';
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    assertValidPaymentIntentInput(input);
    const fingerprint = paymentIntentInputFingerprint(input);
    const earlier = this.idempotency.get(input.idempotencyKey);
    if (earlier && earlier.fingerprint !== fingerprint) {
      throw new Error(`Idempotency key ${input.idempotencyKey} was used with different parameters`);
    }
    const existing = earlier && this.intents.get(earlier.id);
    if (existing) return withoutMetadata(existing);

    const id = `pi_mem_${this.intents.size + 1}`;
    const intent: PaymentIntentDetails = {
      id,
      clientSecret: `${id}_secret_${globalThis.crypto.randomUUID().replaceAll('-', '')}`,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      metadata: { ...input.metadata },
      destination: input.destination ? { ...input.destination } : null,
      ...(input.customerId === undefined ? {} : { customerId: input.customerId }),
    };
    this.intents.set(id, intent);
    if (input.setupFutureUsage === 'off_session') this.savingCards.add(id);
    this.idempotency.set(input.idempotencyKey, { id, fingerprint });
    return withoutMetadata(intent);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentDetails | null> {
    return this.intents.get(id) ?? null;
  }

  /** Every cancellation asked for, in order. */
  readonly cancelled: string[] = [];

  async cancelPaymentIntent(id: string): Promise<PaymentIntentDetails | null> {
    const intent = this.intents.get(id);
    if (!intent) return null;
    this.cancelled.push(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') return intent;
    const cancelled: PaymentIntentDetails = { ...intent, status: 'canceled' };
    this.intents.set(id, cancelled);
    return cancelled;
  }

  /** Every refund made, in order, with what it was asked with. */
  readonly refunds: Refund[] = [];
  readonly refundInputs: RefundPaymentInput[] = [];
  /** When set, refundPayment throws it (the gateway unreachable). */
  refundFailure: Error | null = null;
  private readonly refundKeys = new Map<string, Refund>();

  async refundPayment(input: RefundPaymentInput): Promise<Refund> {
    if (this.refundFailure) throw this.refundFailure;
    const same = this.refundKeys.get(input.idempotencyKey);
    if (same) return same;
    const intent = this.intents.get(input.paymentIntentId);
    if (intent?.status !== 'succeeded')
      throw new Error(`Payment ${input.paymentIntentId} has nothing to refund`);
    const left = intent.amountCents - this.refundedCents(intent.id);
    if (input.amountCents === undefined && left === 0) {
      const last = this.refunds.findLast((refund) => refund.paymentIntentId === intent.id);
      if (last) return last;
    }
    const amountCents = input.amountCents ?? left;
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > left)
      throw new Error(`Refund of ${amountCents} is more than the ${left} left on ${intent.id}`);
    const refund: Refund = {
      id: `re_mem_${this.refunds.length + 1}`,
      paymentIntentId: intent.id,
      amountCents,
      currency: intent.currency,
      status: 'succeeded',
    };
    this.refunds.push(refund);
    this.refundInputs.push(input);
    this.refundKeys.set(input.idempotencyKey, refund);
    return refund;
  }

  /** Cents refunded so far on the payment. */
  refundedCents(paymentIntentId: string): number {
    return this.refunds
      .filter((refund) => refund.paymentIntentId === paymentIntentId)
      .reduce((sum, refund) => sum + refund.amountCents, 0);
  }

  /** Connected accounts by id; tests change them with {@link InMemoryPaymentGateway.setAccount}. */
  readonly accounts = new Map<string, ConnectedAccount>();
  private readonly accountKeys = new Map<string, string>();
  /** Each account's balance and payouts, newest payout first; empty unless a test sets them. */
  readonly balances = new Map<string, AccountBalance>();
  readonly payouts = new Map<string, Payout[]>();
  /** When set, the Connect calls throw it (the gateway unreachable). */
  connectFailure: Error | null = null;

  async createConnectedAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccount> {
    this.failConnect();
    const earlier = this.accountKeys.get(input.idempotencyKey);
    const existing = earlier && this.accounts.get(earlier);
    if (existing) return existing;
    const account: ConnectedAccount = {
      id: `acct_mem_${this.accounts.size + 1}`,
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
      disabledReason: 'requirements.past_due',
    };
    this.accounts.set(account.id, account);
    this.accountKeys.set(input.idempotencyKey, account.id);
    return account;
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount | null> {
    this.failConnect();
    return this.accounts.get(accountId) ?? null;
  }

  async createAccountLink(input: CreateAccountLinkInput): Promise<GatewayLink> {
    this.account(input.accountId);
    return {
      url: `https://connect.example.test/setup/${input.accountId}?return=${encodeURIComponent(input.returnUrl)}`,
      expiresAt: new Date(Date.now() + 300_000),
    };
  }

  async createLoginLink(accountId: string): Promise<GatewayLink> {
    this.account(accountId);
    return { url: `https://connect.example.test/express/${accountId}`, expiresAt: null };
  }

  async retrieveBalance(accountId: string): Promise<AccountBalance> {
    this.account(accountId);
    return this.balances.get(accountId) ?? { availableCents: 0, pendingCents: 0, currency: 'usd' };
  }

  async listPayouts(accountId: string, limit: number): Promise<Payout[]> {
    this.account(accountId);
    return (this.payouts.get(accountId) ?? []).slice(0, limit);
  }

  /** Changes a connected account, e.g. to finish its onboarding. */
  setAccount(accountId: string, changes: Partial<Omit<ConnectedAccount, 'id'>>): ConnectedAccount {
    const account = { ...this.account(accountId), ...changes };
    this.accounts.set(accountId, account);
    return account;
  }

  /** The account as it would be after the owner finished onboarding. */
  completeOnboarding(accountId: string): ConnectedAccount {
    return this.setAccount(accountId, {
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      disabledReason: null,
    });
  }

  private account(accountId: string): ConnectedAccount {
    this.failConnect();
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`No such account: ${accountId}`);
    return account;
  }

  private failConnect(): void {
    if (this.connectFailure) throw this.connectFailure;
  }

  verifyWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined, nowSeconds: number) {
    return verifyStripeEvent(rawBody, signatureHeader, this.webhookSecret, nowSeconds);
  }

  ensureCustomer(input: EnsureCustomerInput): Promise<GatewayCustomer> {
    return this.savedCards.ensureCustomer(input);
  }

  chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge> {
    return this.savedCards.chargeSavedCard(input);
  }

  createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntent> {
    return this.savedCards.createSetupIntent(input);
  }

  retrieveSetupIntent(id: string): Promise<SetupIntentDetails | null> {
    return this.savedCards.retrieveSetupIntent(id);
  }

  retrievePaymentMethod(id: string): Promise<SavedPaymentMethod | null> {
    return this.savedCards.retrievePaymentMethod(id);
  }

  /**
   * Pays the intent with a test card, as the member's browser would: the intent succeeds and names
   * the card, which stays saved to its customer when the intent asked for that.
   */
  payWithCard(id: string, card: TestCard = 'succeeds'): PaymentIntentDetails {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No payment intent ${id}`);
    return this.savedCards.pay(intent, this.savingCards.has(id), card);
  }

  setStatus(id: string, status: PaymentIntentStatus): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No payment intent ${id}`);
    this.intents.set(id, { ...intent, status });
  }

  /** The signed delivery the gateway would send about the intent as it now is. */
  async webhookDelivery(input: WebhookDeliveryInput): Promise<WebhookDelivery> {
    const paymentIntent = this.intents.get(input.intentId);
    if (!paymentIntent) throw new Error(`No payment intent ${input.intentId}`);
    const rawBody = encodeStripeEvent({
      id: input.eventId,
      type: input.type,
      createdSeconds: input.timestampSeconds,
      paymentIntent,
    });
    return { rawBody, signatureHeader: await this.sign(rawBody, input.timestampSeconds) };
  }

  /** The signed delivery of any event body, e.g. from `encodeStripeObjectEvent`. */
  async signedDelivery(rawBody: string, timestampSeconds: number): Promise<WebhookDelivery> {
    return { rawBody, signatureHeader: await this.sign(rawBody, timestampSeconds) };
  }

  /** The signature header for any body, as this gateway signs its deliveries. */
  sign(rawBody: string, timestampSeconds: number): Promise<string> {
    return signWebhookPayload(rawBody, this.webhookSecret, timestampSeconds);
  }
}

const withoutMetadata = ({ metadata: _, ...intent }: PaymentIntentDetails): PaymentIntent => intent;
