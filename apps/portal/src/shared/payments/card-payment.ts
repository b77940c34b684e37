import { asCallFailure, type CallError, type CampPassClient } from '@camppass/client';
import {
  EMAIL_CHECK_NETWORK_ERROR,
  PAYMENT_INTENT_MISSING,
  purchasePaymentFailedMessage,
} from '@camppass/domain';
import { useState } from 'react';

/** What a card form needs to charge: the intent's secret and who pays. */
interface CardPaymentRequest {
  readonly clientSecret: string;
  readonly amountLabel: string;
  readonly billingName: string;
  readonly billingEmail: string;
}

export interface CardFormProps {
  readonly request: CardPaymentRequest;
  /** Checks the billing block before the card is tried: null to go on, else why not (shown by the button). */
  readonly beforePay: () => string | null;
  readonly onPaid: (paymentIntentId: string) => void;
  /** A failure after the card was charged (the call that applies the payment), shown by the button too. */
  readonly failure?: string | null;
  /** Blocks a second payment while one is running or after one succeeded. */
  readonly isDisabled: boolean;
}

/**
 * The presses of a card form's Pay button: each starts an attempt that clears the last one's failure;
 * `attempt` keys the failure's place so that a repeated failure is shown and read out again.
 */
export function usePaymentAttempts() {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    attempt,
    failure,
    fail: setFailure,
    start: () => {
      setFailure(null);
      setAttempt((count) => count + 1);
    },
  };
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
