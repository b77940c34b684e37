import { asCallFailure, type CallError, type CampPassClient } from '@camppass/client';
import {
  EMAIL_CHECK_NETWORK_ERROR,
  PAYMENT_INTENT_MISSING,
  purchasePaymentFailedMessage,
} from '@camppass/domain';

/** What a card form needs to charge: the intent's secret and who pays. */
export interface CardPaymentRequest {
  readonly clientSecret: string;
  readonly amountLabel: string;
  readonly billingName: string;
  readonly billingEmail: string;
}

export interface CardFormProps {
  readonly request: CardPaymentRequest;
  /** Checks the billing block; false stops the payment before the card is tried. */
  readonly beforePay: () => boolean;
  readonly onPaid: (paymentIntentId: string) => void;
  readonly onError: (message: string) => void;
  /** Blocks a second payment while one is running or after one succeeded. */
  readonly isDisabled: boolean;
}

/** The typed client's call, through which the simulated card form confirms the payment. */
export type SimulatedCardClient = Pick<CampPassClient, 'call'>;

/** The 04 §8 payment message for a refused simulated confirmation. */
export const simulatedCardFailureMessage = (error: CallError): string => {
  const failure = asCallFailure(error);
  if (failure.kind === 'network') return EMAIL_CHECK_NETWORK_ERROR;
  if (failure.code === 'PAYMENT_INTENT_NOT_FOUND') return PAYMENT_INTENT_MISSING;
  return purchasePaymentFailedMessage(failure.error?.trim() || failure.code || 'Unknown error');
};

/** `MM/YY` or `MM/YYYY` as month and four-digit year; null when malformed. */
export const parseExpiry = (text: string): { month: number; year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) < 100 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};
