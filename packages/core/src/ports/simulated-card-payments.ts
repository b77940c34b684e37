import type { Result } from '@camppass/domain';
import type { ServiceIdentifier } from 'inversify';
import type {
  ConnectedAccount,
  PaymentIntentDetails,
  Payout,
  Refund,
  SetupIntentDetails,
} from './payment-gateway';

/** What the simulated card form sends: a Stripe test card number, spaces allowed. */
interface SimulatedCardDetails {
  readonly number: string;
  readonly expMonth: number;
  /** Four digits, or two meaning 20xx. */
  readonly expYear: number;
  readonly cvc: string;
}

/**
 * The simulated gateway's card form, development only: confirms a payment with a test card as
 * Stripe.js does in the browser. Bound only when the simulated gateway takes the payments.
 */
export interface SimulatedCardPayments {
  /** Failure codes: PAYMENT_INTENT_NOT_FOUND, PAYMENT_INTENT_UNEXPECTED_STATE, or the card's decline. */
  confirmCard(clientSecret: string, card: SimulatedCardDetails): Promise<Result<PaymentIntentDetails>>;
  /**
   * Confirms a setup intent with a test card, saving it to the intent's customer ("Update card"), as
   * Stripe.js `confirmCardSetup` does. Failure codes as for `confirmCard`.
   */
  confirmCardSetup(clientSecret: string, card: SimulatedCardDetails): Promise<Result<SetupIntentDetails>>;
  /** The latest refund the gateway recorded for the payment, or `null` when it was not refunded. */
  findRefund(paymentIntentId: string): Promise<Refund | null>;
  /**
   * The simulated hosted onboarding: fills in everything the account needs, enables charges and
   * payouts and sends `account.updated`. `false` when there is no such account.
   */
  completeOnboarding(accountId: string): Promise<boolean>;
  /**
   * The simulated Express dashboard's payout: pays the account's available balance to a bank that
   * takes it (`paid`) or sends it back (`failed`), and sends `payout.paid` or `payout.failed`.
   * Failure codes: ACCOUNT_NOT_FOUND, PAYOUTS_NOT_ALLOWED, BALANCE_INSUFFICIENT.
   */
  simulatePayout(accountId: string, outcome: 'paid' | 'failed'): Promise<Result<Payout>>;
  /**
   * Knows again, in the state the server stored, an account opened before the server restarted (the
   * simulated gateway keeps its accounts in memory); one it knows is left as it is.
   */
  restoreAccount(account: ConnectedAccount): Promise<void>;
}

export const SIMULATED_CARD_PAYMENTS: ServiceIdentifier<SimulatedCardPayments> = Symbol.for(
  'camppass.SimulatedCardPayments',
);
