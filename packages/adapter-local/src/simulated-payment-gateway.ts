import { randomBytes } from 'node:crypto';
import {
  type AccountBalance,
  assertValidPaymentIntentInput,
  CHARGE_REFUNDED,
  type ChargeSavedCardInput,
  type ConnectedAccount,
  type CreateAccountLinkInput,
  type CreateConnectedAccountInput,
  type CreatePaymentIntentInput,
  type CreateSetupIntentInput,
  type EnsureCustomerInput,
  encodeStripeObjectEvent,
  type GatewayCustomer,
  type GatewayLink,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentIntentDetails,
  type PaymentWebhookEvent,
  type Payout,
  paymentIntentInputFingerprint,
  type Refund,
  type RefundPaymentInput,
  refundReturnsMoney,
  type SavedCardCharge,
  type SavedPaymentMethod,
  type SetupIntent,
  type SetupIntentDetails,
  signWebhookPayload,
  toStripeChargeObject,
  toStripePaymentIntentObject,
  verifyStripeEvent,
  type WebhookVerificationCode,
} from '@camppass/core';
import type { Result } from '@camppass/domain';
import type { SimulatedCard, SimulatedCardCode } from './simulated-card';
import { SimulatedCardForm } from './simulated-card-form';
import { SimulatedConnect } from './simulated-connect';
import {
  InMemorySimulatedPaymentIntentStore,
  type SimulatedPaymentIntent,
  type SimulatedPaymentIntentStore,
  type SimulatedRefund,
} from './simulated-payment-intent-store';
import { intentDetails as details, SimulatedSavedCards } from './simulated-saved-cards';

export type { SimulatedCard, SimulatedCardCode } from './simulated-card';

/** A signed webhook request as Stripe would POST it: the body and its `Stripe-Signature` header. */
export interface SimulatedWebhookDelivery {
  readonly rawBody: string;
  readonly signatureHeader: string;
}

export interface SimulatedPaymentGatewayOptions {
  /** Signs the webhooks this gateway emits; at least 16 characters. */
  readonly webhookSecret: string;
  /** In memory unless given. */
  readonly store?: SimulatedPaymentIntentStore;
  /** Receives every webhook the gateway emits (the server POSTs it to its own webhook route). */
  readonly deliverWebhook?: (delivery: SimulatedWebhookDelivery) => Promise<void>;
  /**
   * Told when a delivery fails. The payment stands regardless, as at Stripe; reconciliation completes
   * payments whose webhook was lost.
   */
  readonly onWebhookError?: (error: unknown) => void;
  readonly now?: () => Date;
  /**
   * The server's public origin, without a trailing slash: account links lead to its simulated
   * onboarding page (`/dev/connect/onboard`), login links to its simulated Express dashboard
   * (`/dev/connect/express`); `http://localhost:8787` unless given.
   */
  readonly publicBaseUrl?: string;
}

const MIN_SIMULATED_WEBHOOK_SECRET_LENGTH = 16;

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

const refundOf = ({ id, paymentIntentId, amountCents, currency, status }: SimulatedRefund): Refund => ({
  id,
  paymentIntentId,
  amountCents,
  currency,
  status,
});

/**
 * A card gateway that behaves like Stripe in test mode, for running the product with no Stripe account:
 * 4242 4242 4242 4242 (and any other number passing the Luhn check) succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 is declined for insufficient funds. Its webhooks are signed with Stripe's
 * scheme, so the server's webhook route is exercised exactly as in production. Connect Express accounts,
 * destination charges, partial refunds, balance and payouts are simulated too (see SimulatedConnect).
 */
export class SimulatedPaymentGateway implements PaymentGateway {
  private readonly webhookSecret: string;
  private readonly store: SimulatedPaymentIntentStore;
  private readonly deliverWebhook: ((delivery: SimulatedWebhookDelivery) => Promise<void>) | undefined;
  private readonly onWebhookError: (error: unknown) => void;
  private readonly now: () => Date;
  private readonly connect: SimulatedConnect;
  /** Refunds are made one at a time, so two racing for what is left cannot both take it. */
  private refunding: Promise<unknown> = Promise.resolve();
  private refundEvents: Promise<void> = Promise.resolve();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly savedCards: SimulatedSavedCards;
  private readonly cardForm: SimulatedCardForm;

  constructor(options: SimulatedPaymentGatewayOptions) {
    if (options.webhookSecret.length < MIN_SIMULATED_WEBHOOK_SECRET_LENGTH) {
      throw new Error(
        `The simulated gateway's webhookSecret must be at least ${MIN_SIMULATED_WEBHOOK_SECRET_LENGTH} characters`,
      );
    }
    this.webhookSecret = options.webhookSecret;
    this.store = options.store ?? new InMemorySimulatedPaymentIntentStore();
    this.deliverWebhook = options.deliverWebhook;
    this.onWebhookError = options.onWebhookError ?? (() => {});
    this.now = options.now ?? (() => new Date());
    this.connect = new SimulatedConnect({
      store: this.store,
      now: () => this.now(),
      publicBaseUrl: (options.publicBaseUrl ?? 'http://localhost:8787').replace(/\/+$/, ''),
      emit: (type, object, accountId) => this.emit(type, object, accountId),
    });
    const emitIntent = (type: string, intent: SimulatedPaymentIntent) =>
      this.emit(type, toStripePaymentIntentObject(details(intent), intent.description ?? undefined));
    this.savedCards = new SimulatedSavedCards({
      store: this.store,
      nowSeconds: () => this.nowSeconds(),
      // As at Stripe the event follows the answer: the renewal job may hold what its handler waits for.
      emitIntent: (type, intent) => this.track(emitIntent(type, intent)),
    });
    this.cardForm = new SimulatedCardForm({
      store: this.store,
      savedCards: this.savedCards,
      now: () => this.now(),
      emitIntent,
    });
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    assertValidPaymentIntentInput(input);
    if (input.destination) await this.connect.assertCanReceive(input.destination.accountId);
    const id = `pi_sim_${randomHex(12)}`;
    const requestFingerprint = paymentIntentInputFingerprint(input);
    const stored = await this.store.insertOrGetByIdempotencyKey({
      id,
      clientSecret: `${id}_secret_${randomHex(16)}`,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      metadata: { ...input.metadata },
      destination: input.destination ? { ...input.destination } : null,
      ...(input.customerId === undefined ? {} : { customerId: input.customerId }),
      setupFutureUsage: input.setupFutureUsage ?? null,
      description: input.description ?? null,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint,
      createdSeconds: this.nowSeconds(),
      lastPaymentError: null,
    });
    if (stored.requestFingerprint !== requestFingerprint) {
      throw new Error(
        `Keys for idempotent requests can only be used with the same parameters they were first used with (${input.idempotencyKey})`,
      );
    }
    const { metadata: _, ...intent } = details(stored);
    return intent;
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentDetails | null> {
    const intent = await this.store.findById(id);
    return intent && details(intent);
  }

  /** Cancels an unpaid intent; a paid (or cancelled) one is answered as it is, as Stripe refuses it. */
  async cancelPaymentIntent(id: string): Promise<PaymentIntentDetails | null> {
    for (;;) {
      const intent = await this.store.findById(id);
      if (!intent) return null;
      if (intent.status === 'succeeded' || intent.status === 'canceled') return details(intent);
      const next: SimulatedPaymentIntent = { ...intent, status: 'canceled' };
      // A card confirmed meanwhile wins: read the intent again and answer what it became.
      if (await this.store.replaceIfStatus(next, intent.status)) return details(next);
    }
  }

  /**
   * Refunds all or part of what is left of a succeeded intent, and sends `charge.refunded` with every
   * refund so far. As at Stripe the event follows the answer, not within it: the caller may hold
   * what the webhook's handler waits for.
   */
  async refundPayment(input: RefundPaymentInput): Promise<Refund> {
    const made = this.refunding.then(async () => {
      const { refund, created } = await this.refundNow(input);
      // The charge is read in the refund's own turn, so each event holds exactly the refunds up to it.
      return { refund, charge: created ? await this.chargeObject(refund.paymentIntentId) : null };
    });
    this.refunding = made.catch(() => {});
    const { refund, charge } = await made;
    if (charge) {
      // Sent one after another in the order the refunds were made: each event's signing is
      // asynchronous, and a later event must not overtake an earlier one.
      const sent = this.refundEvents.then(() => this.emit(CHARGE_REFUNDED, charge));
      this.refundEvents = sent.catch(() => {});
      this.track(sent);
    }
    return refundOf(refund);
  }

  private async refundNow(input: RefundPaymentInput): Promise<{ refund: SimulatedRefund; created: boolean }> {
    const same = await this.store.findRefundByIdempotencyKey(input.idempotencyKey);
    if (same) return { refund: same, created: false };
    const intent = await this.store.findById(input.paymentIntentId);
    if (!intent) throw new Error(`No such payment_intent: '${input.paymentIntentId}'`);
    if (intent.status !== 'succeeded') {
      throw new Error('This PaymentIntent does not have a successful charge to refund.');
    }
    const earlier = (await this.store.refundsOf(intent.id)).filter(refundReturnsMoney);
    const left = intent.amountCents - earlier.reduce((sum, refund) => sum + refund.amountCents, 0);
    const last = earlier.at(-1);
    if (input.amountCents === undefined && left === 0 && last) return { refund: last, created: false };
    const amountCents = input.amountCents ?? left;
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > left) {
      throw new Error(
        `Refund amount (${amountCents}) is greater than unrefunded amount on charge (${left}) of ${intent.id}`,
      );
    }
    const refund: SimulatedRefund = {
      id: `re_sim_${randomHex(12)}`,
      paymentIntentId: intent.id,
      amountCents,
      currency: intent.currency,
      status: 'succeeded',
      idempotencyKey: input.idempotencyKey,
      metadata: { ...input.metadata },
      createdSeconds: this.nowSeconds(),
      reverseTransfer: input.reverseTransfer ?? false,
      refundApplicationFee: input.refundApplicationFee ?? false,
    };
    await this.store.insertRefund(refund);
    return { refund, created: true };
  }

  /** The latest refund the payment had, or `null` when it was not refunded. */
  async findRefund(paymentIntentId: string): Promise<Refund | null> {
    const refund = (await this.store.refundsOf(paymentIntentId)).at(-1);
    return refund ? refundOf(refund) : null;
  }

  /** The Stripe `charge` object of a paid intent with its refunds so far. */
  private async chargeObject(paymentIntentId: string) {
    const intent = await this.store.findById(paymentIntentId);
    if (!intent) throw new Error(`No such payment_intent: '${paymentIntentId}'`);
    const refunds = (await this.store.refundsOf(intent.id)).map(refundOf);
    return toStripeChargeObject({
      id: intent.id.replace(/^pi_/, 'ch_'),
      paymentIntentId: intent.id,
      amountCents: intent.amountCents,
      amountRefundedCents: refunds
        .filter(refundReturnsMoney)
        .reduce((sum, refund) => sum + refund.amountCents, 0),
      currency: intent.currency,
      // Newest first, as Stripe lists them.
      refunds: refunds.reverse(),
    });
  }

  createConnectedAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccount> {
    return this.connect.createConnectedAccount(input);
  }

  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount | null> {
    return this.connect.retrieveConnectedAccount(accountId);
  }

  createAccountLink(input: CreateAccountLinkInput): Promise<GatewayLink> {
    return this.connect.createAccountLink(input);
  }

  createLoginLink(accountId: string): Promise<GatewayLink> {
    return this.connect.createLoginLink(accountId);
  }

  retrieveBalance(accountId: string): Promise<AccountBalance> {
    return this.connect.retrieveBalance(accountId);
  }

  listPayouts(accountId: string, limit: number): Promise<Payout[]> {
    return this.connect.listPayouts(accountId, limit);
  }

  /** The simulated onboarding page's "Complete onboarding": enables the account, sends `account.updated`. */
  completeOnboarding(accountId: string): Promise<boolean> {
    return this.connect.completeOnboarding(accountId);
  }

  restoreAccount(account: ConnectedAccount): Promise<void> {
    return this.connect.restoreAccount(account);
  }

  /** Pays the account's available balance out, to a bank that takes it or sends it back. */
  simulatePayout(accountId: string, outcome: 'paid' | 'failed'): Promise<Result<Payout>> {
    return this.connect.simulatePayout(accountId, outcome);
  }

  /** Resolves once every webhook sent after the call that caused it (refunds) has been delivered. */
  async webhooksDelivered(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  verifyWebhook(
    rawBody: string | Uint8Array,
    signatureHeader: string | undefined,
    nowSeconds: number,
  ): Promise<Result<PaymentWebhookEvent, WebhookVerificationCode>> {
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

  /** The browser card form's payment: see {@link SimulatedCardForm.confirmCard}. */
  confirmCard(
    clientSecret: string,
    card: SimulatedCard,
  ): Promise<Result<PaymentIntentDetails, SimulatedCardCode>> {
    return this.cardForm.confirmCard(clientSecret, card);
  }

  /** The browser card form's "Update card": see {@link SimulatedCardForm.confirmCardSetup}. */
  confirmCardSetup(
    clientSecret: string,
    card: SimulatedCard,
  ): Promise<Result<SetupIntentDetails, SimulatedCardCode>> {
    return this.cardForm.confirmCardSetup(clientSecret, card);
  }

  private track(delivery: Promise<void>): void {
    const settled = delivery.catch((error: unknown) => this.onWebhookError(error));
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  /** Sends a signed event about a Stripe object; set `accountId` for events on a connected account. */
  private async emit(type: string, object: object, accountId?: string): Promise<void> {
    if (!this.deliverWebhook) return;
    const createdSeconds = this.nowSeconds();
    const rawBody = encodeStripeObjectEvent({
      id: `evt_sim_${randomHex(12)}`,
      type,
      createdSeconds,
      object,
      accountId: accountId ?? null,
    });
    try {
      await this.deliverWebhook({
        rawBody,
        signatureHeader: await signWebhookPayload(rawBody, this.webhookSecret, createdSeconds),
      });
    } catch (error) {
      this.onWebhookError(error);
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}
