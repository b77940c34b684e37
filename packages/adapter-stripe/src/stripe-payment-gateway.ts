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
  connectedAccountFromStripeObject,
  decodeStripeEvent,
  type EnsureCustomerInput,
  type GatewayCustomer,
  type GatewayLink,
  INVALID_WEBHOOK_PAYLOAD,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentIntentDetails,
  type PaymentWebhookEvent,
  type Payout,
  paymentIntentFromStripeObject,
  payoutFromStripeObject,
  type Refund,
  type RefundPaymentInput,
  type RefundStatus,
  refundReturnsMoney,
  type SavedCardCharge,
  type SavedPaymentMethod,
  type SetupIntent,
  type SetupIntentDetails,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookVerificationCode,
  webhookClockSkew,
  webhookTimestamp,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import Stripe from 'stripe';
import { StripeSavedCards } from './stripe-saved-cards';

export interface StripePaymentGatewayOptions {
  /** STRIPE_SECRET_KEY: `sk_live_...`, `sk_test_...` or a restricted `rk_...` key. */
  readonly secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the `whsec_...` signing secret of the webhook endpoint. */
  readonly webhookSecret: string;
  /**
   * STRIPE_CONNECT_WEBHOOK_SECRET: the signing secret of the endpoint that listens to events on
   * connected accounts (`account.updated`, `payout.*`), when that is a second Stripe endpoint on the
   * same address; a delivery signed with either secret is accepted.
   */
  readonly connectWebhookSecret?: string;
  /** Where Stripe's API answers; only tests point it elsewhere. */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
  /** Retries of failed network calls, each under the same idempotency key; 2 unless given. */
  readonly maxNetworkRetries?: number;
  readonly timeoutMs?: number;
}

const SECRET_KEY = /^(sk|rk)_(live|test)_\S+$/;
const WEBHOOK_SECRET = /^whsec_\S+$/;
// Ids reach this adapter from browsers; anything else is not worth a request to Stripe.
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{1,255}$/;
const ACCOUNT_ID = /^acct_[A-Za-z0-9]{1,255}$/;

function checkedAccountId(accountId: string): string {
  if (!ACCOUNT_ID.test(accountId)) throw new Error(`No such account: '${accountId}'`);
  return accountId;
}

function toAccount(account: Stripe.Account): ConnectedAccount {
  const read = connectedAccountFromStripeObject(account);
  if (!read) throw new Error(`Stripe answered an unreadable account ${account.id}`);
  return read;
}

function toPayout(payout: Stripe.Payout): Payout {
  const read = payoutFromStripeObject(payout);
  if (!read) throw new Error(`Stripe answered an unreadable payout ${payout.id}`);
  return read;
}

/** Stripe's answer for an account it does not know, or one the platform may not reach. */
const isUnknownAccount = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError &&
  ((error.statusCode === 404 && error.code === 'resource_missing') ||
    (error.statusCode === 403 && error.code === 'account_invalid'));

const fromSeconds = (seconds: number): Date => new Date(seconds * 1000);

function toDetails(intent: Stripe.PaymentIntent): PaymentIntentDetails {
  const details = paymentIntentFromStripeObject(intent);
  if (!details) throw new Error(`Stripe answered an unreadable payment intent ${intent.id}`);
  return details;
}

const REFUND_STATUSES: readonly RefundStatus[] = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
];

function toRefund(refund: Stripe.Refund, paymentIntentId: string): Refund {
  const status = REFUND_STATUSES.find((known) => known === refund.status);
  if (!status) throw new Error(`Stripe answered refund ${refund.id} with status ${refund.status}`);
  return { id: refund.id, paymentIntentId, amountCents: refund.amount, currency: refund.currency, status };
}

type WebhookRefusal = Extract<Result<never, WebhookVerificationCode>, { readonly ok: false }>;

/** PaymentGateway on Stripe PaymentIntents (card payments) and Stripe-signed webhooks. */
export class StripePaymentGateway implements PaymentGateway {
  private readonly stripe: Stripe;
  private readonly webhookSecrets: readonly string[];
  private readonly savedCards: StripeSavedCards;

  constructor(options: StripePaymentGatewayOptions) {
    if (!SECRET_KEY.test(options.secretKey)) {
      throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)');
    }
    if (!WEBHOOK_SECRET.test(options.webhookSecret)) {
      throw new Error('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)');
    }
    if (options.connectWebhookSecret !== undefined && !WEBHOOK_SECRET.test(options.connectWebhookSecret)) {
      throw new Error('STRIPE_CONNECT_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)');
    }
    this.webhookSecrets = [
      options.webhookSecret,
      ...(options.connectWebhookSecret ? [options.connectWebhookSecret] : []),
    ];
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      ...options.api,
    });
    this.savedCards = new StripeSavedCards(this.stripe);
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    assertValidPaymentIntentInput(input);
    const created = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        metadata: { ...input.metadata },
        allowed_payment_method_types: ['card'],
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.destination
          ? {
              transfer_data: { destination: input.destination.accountId },
              on_behalf_of: input.destination.accountId,
              application_fee_amount: input.destination.applicationFeeCents,
            }
          : {}),
        ...(input.customerId === undefined ? {} : { customer: input.customerId }),
        ...(input.setupFutureUsage === undefined ? {} : { setup_future_usage: input.setupFutureUsage }),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    const { metadata: _, ...intent } = toDetails(created);
    return intent;
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentDetails | null> {
    if (!PAYMENT_INTENT_ID.test(id)) return null;
    try {
      // The card comes with the intent, for the saved card's brand, last four digits and expiry.
      return toDetails(await this.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return null;
      throw error;
    }
  }

  /** `paymentIntents.cancel`; Stripe refuses a paid or cancelled intent, which is then answered as it is. */
  async cancelPaymentIntent(id: string): Promise<PaymentIntentDetails | null> {
    if (!PAYMENT_INTENT_ID.test(id)) return null;
    try {
      return toDetails(await this.stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }));
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      if (error.code === 'resource_missing') return null;
      if (error.code === 'payment_intent_unexpected_state') return this.retrievePaymentIntent(id);
      throw error;
    }
  }

  async refundPayment(input: RefundPaymentInput): Promise<Refund> {
    if (!PAYMENT_INTENT_ID.test(input.paymentIntentId)) {
      throw new Error(`No such payment_intent: '${input.paymentIntentId}'`);
    }
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
          ...(input.reverseTransfer === undefined ? {} : { reverse_transfer: input.reverseTransfer }),
          ...(input.refundApplicationFee === undefined
            ? {}
            : { refund_application_fee: input.refundApplicationFee }),
          ...(input.metadata ? { metadata: { ...input.metadata } } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toRefund(refund, input.paymentIntentId);
    } catch (error) {
      // Everything left asked for once all was refunded (under another key, or after Stripe forgot
      // the key): answer the last refund. A given amount is more than is left: the error stands.
      if (
        input.amountCents !== undefined ||
        !(error instanceof Stripe.errors.StripeInvalidRequestError) ||
        error.code !== 'charge_already_refunded'
      )
        throw error;
      const given = (await this.refundsOf(input.paymentIntentId)).find(refundReturnsMoney);
      if (!given) throw error;
      return given;
    }
  }

  /** The payment's refunds, newest first, as Stripe lists them. */
  private async refundsOf(paymentIntentId: string): Promise<Refund[]> {
    const listed = await this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
    return listed.data.map((refund) => toRefund(refund, paymentIntentId));
  }

  async createConnectedAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccount> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: input.country,
        email: input.email,
        business_profile: { name: input.businessName },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { ...input.metadata },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toAccount(account);
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount | null> {
    if (!ACCOUNT_ID.test(accountId)) return null;
    try {
      return toAccount(await this.stripe.accounts.retrieve(accountId));
    } catch (error) {
      if (isUnknownAccount(error)) return null;
      throw error;
    }
  }

  async createAccountLink(input: CreateAccountLinkInput): Promise<GatewayLink> {
    const link = await this.stripe.accountLinks.create({
      account: checkedAccountId(input.accountId),
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return { url: link.url, expiresAt: fromSeconds(link.expires_at) };
  }

  async createLoginLink(accountId: string): Promise<GatewayLink> {
    const link = await this.stripe.accounts.createLoginLink(checkedAccountId(accountId));
    return { url: link.url, expiresAt: null };
  }

  /** The account's balance in its main currency: the first Stripe lists. */
  async retrieveBalance(accountId: string): Promise<AccountBalance> {
    const balance = await this.stripe.balance.retrieve({}, { stripeAccount: checkedAccountId(accountId) });
    const currency = balance.available[0]?.currency ?? balance.pending[0]?.currency ?? 'usd';
    const sum = (funds: readonly { amount: number; currency: string }[]) =>
      funds.filter((fund) => fund.currency === currency).reduce((total, fund) => total + fund.amount, 0);
    return { availableCents: sum(balance.available), pendingCents: sum(balance.pending), currency };
  }

  async listPayouts(accountId: string, limit: number): Promise<Payout[]> {
    const listed = await this.stripe.payouts.list(
      { limit: Math.min(100, Math.max(1, Math.floor(limit))) },
      { stripeAccount: checkedAccountId(accountId) },
    );
    return listed.data.map(toPayout);
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

  async verifyWebhook(
    rawBody: string | Uint8Array,
    signatureHeader: string | undefined,
    nowSeconds: number,
  ): Promise<Result<PaymentWebhookEvent, WebhookVerificationCode>> {
    let refusal: WebhookRefusal | null = null;
    for (const secret of this.webhookSecrets) {
      refusal = await this.signedWith(secret, rawBody, signatureHeader, nowSeconds);
      if (refusal === null || refusal.code !== 'INVALID_SIGNATURE') break;
    }
    if (refusal) return refusal;
    // The SDK accepts any future timestamp; the signature is good, so its timestamp is the sender's.
    const skew = webhookClockSkew(webhookTimestamp(signatureHeader) ?? nowSeconds, nowSeconds);
    if (skew) return skew;
    const event = decodeStripeEvent(
      typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody),
    );
    if (!event) return INVALID_WEBHOOK_PAYLOAD;
    return ok(await this.withRefunds(event));
  }

  /** `null` when the delivery is signed with `secret`, else why not. */
  private async signedWith(
    secret: string,
    rawBody: string | Uint8Array,
    signatureHeader: string | undefined,
    nowSeconds: number,
  ): Promise<WebhookRefusal | null> {
    try {
      await this.stripe.webhooks.constructEventAsync(
        typeof rawBody === 'string'
          ? rawBody
          : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength),
        signatureHeader ?? '',
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        nowSeconds * 1000,
      );
      return null;
    } catch (error) {
      // The SDK parses the body once the signature matched: a signed body that is not JSON.
      if (error instanceof SyntaxError) return INVALID_WEBHOOK_PAYLOAD;
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      // The SDK tells a stale event from a forged one only by its message.
      return error.message.startsWith('Timestamp outside the tolerance zone')
        ? err('STALE_EVENT', 'The webhook was signed too long ago.')
        : err('INVALID_SIGNATURE', 'The webhook signature does not match its body.');
    }
  }

  /**
   * Stripe no longer lists a charge's refunds in its `charge.refunded` events (API 2022-11-15 on):
   * they are read from Stripe, so the event carries every refund so far as the port says.
   */
  private async withRefunds(event: PaymentWebhookEvent): Promise<PaymentWebhookEvent> {
    const charge = event.chargeRefunds;
    if (
      event.type !== CHARGE_REFUNDED ||
      !charge ||
      charge.refunds.length > 0 ||
      charge.amountRefundedCents === 0
    )
      return event;
    return { ...event, chargeRefunds: { ...charge, refunds: await this.refundsOf(charge.paymentIntentId) } };
  }
}
