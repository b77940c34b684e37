import { asCallFailure, type CallError } from '@camppass/client';
import { EMAIL_CHECK_NETWORK_ERROR, type SavedCardView } from '@camppass/domain';
import { useState } from 'react';
import type { SimulatedCardClient } from './card-payment';

/** "Update card": a setup intent's secret for the new card, and what to do once it is saved. */
export interface UpdateCardFormProps {
  /** The setup intent's client secret; absent while the server makes it. */
  readonly clientSecret?: string | null | undefined;
  readonly currentCard?: SavedCardView | null;
  /** Why the setup intent could not be made; with `onRetry`, the member may ask again. */
  readonly loadError?: string | null;
  readonly onRetry?: () => void;
  /** The setup succeeded: the server reads the new card from the setup intent. */
  readonly onSaved: (setupIntentId: string) => void;
  readonly onClose?: () => void;
  readonly headingLevel?: 2 | 3 | 4;
}

/** A payment made without the member that their bank wants them to confirm (`authentication_required`). */
export interface ConfirmCardPaymentProps {
  /** The intent's client secret; absent while it is read. */
  readonly clientSecret?: string | null | undefined;
  /** The saved card the charge was tried with: Stripe confirms with it. */
  readonly paymentMethodId?: string | null | undefined;
  readonly amountLabel: string;
  readonly description?: string;
  readonly card?: SavedCardView | null;
  readonly loadError?: string | null;
  readonly onRetry?: () => void;
  readonly onConfirmed: (paymentIntentId: string) => void;
  readonly headingLevel?: 2 | 3 | 4;
}

/** Which gateway's form: Stripe's with a publishable key, the simulated gateway's without. */
export interface GatewayChoice {
  readonly publishableKey: string | null | undefined;
  readonly api: SimulatedCardClient;
}

/** Why the simulated gateway refused, in its own words (network trouble in ours). */
export const simulatedRefusal = (error: CallError): string => {
  const failure = asCallFailure(error);
  if (failure.kind === 'network') return EMAIL_CHECK_NETWORK_ERROR;
  return failure.error?.trim() || failure.code || 'Unknown error';
};

/** The try under way, its failure and a key that changes per try (so a repeated failure is read again). */
export function useTries() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  return {
    pending,
    failure,
    tries,
    start: () => {
      setFailure(null);
      setTries((count) => count + 1);
      setPending(true);
    },
    end: (why: string | null) => {
      setPending(false);
      setFailure(why);
    },
  };
}
