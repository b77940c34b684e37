import type { PaymentGateway, Payout } from '../ports/payment-gateway';

/** What the payment gateway contract suites drive an adapter with. */
export interface WebhookDeliveryInput {
  readonly eventId: string;
  readonly type: string;
  readonly intentId: string;
  readonly timestampSeconds: number;
}

export interface WebhookDelivery {
  readonly rawBody: string;
  readonly signatureHeader: string;
}

export interface PaymentGatewayHarness extends SavedCardHarness {
  readonly gateway: PaymentGateway;
  /** Completes the intent as a customer paying with a working card would. */
  pay(intentId: string): Promise<void>;
  /** The signed webhook delivery the gateway would send about the intent as it now is. */
  webhookDelivery(input: WebhookDeliveryInput): Promise<WebhookDelivery>;
  /** The signature header the gateway would attach to any `rawBody` signed at `timestampSeconds`. */
  sign(rawBody: string, timestampSeconds: number): Promise<string>;
  /** Finishes the connected account's onboarding, as the owner filling in the hosted form would. */
  completeOnboarding(accountId: string): Promise<void>;
  /**
   * Makes a payout of the (onboarded) account with the outcome, later than every earlier one, and
   * answers it as the gateway reports it.
   */
  addPayout(accountId: string, outcome: 'paid' | 'failed'): Promise<Payout>;
  /** The signed webhook delivery the gateway would send about the object as it now is. */
  objectDelivery(input: ObjectDeliveryInput): Promise<WebhookDelivery>;
  close?(): Promise<void>;
}

/** What an event is about: an account, a payment's charge (by its intent) or a payout of an account. */
export type DeliveryObject =
  | { readonly account: string }
  | { readonly charge: string }
  | { readonly payout: string; readonly account: string };

export interface ObjectDeliveryInput {
  readonly eventId: string;
  readonly type: string;
  readonly timestampSeconds: number;
  readonly about: DeliveryObject;
}

/**
 * The test cards the saved-card contract pays with, as Stripe's: `succeeds` (4242 4242 4242 4242),
 * `authenticates` (4000 0027 6000 3184: every off-session charge wants the member's authentication)
 * and `declines_off_session` (4000 0000 0000 0341: saved fine, every later charge declined).
 */
export type TestCard = 'succeeds' | 'authenticates' | 'declines_off_session';

/** What the saved-card contract drives an adapter with, beyond {@link PaymentGatewayHarness}. */
interface SavedCardHarness {
  /** Confirms the intent in the browser with the test card (saving it when the intent asks to). */
  payWithCard(intentId: string, card: TestCard): Promise<void>;
  /** The member, back on-session, confirms an intent that awaits authentication, and passes it. */
  authenticate(intentId: string): Promise<void>;
  /** Confirms the setup intent in the browser with the test card. */
  confirmSetup(setupIntentId: string, card: TestCard): Promise<void>;
}
