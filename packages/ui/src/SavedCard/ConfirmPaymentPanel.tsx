import { SAVED_CARD_WORDS, type SavedCardView, savedCardLabel } from '@camppass/domain';
import type { ReactNode } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Skeleton } from '../Skeleton';
import { FocusedFailure } from './FocusedFailure';

export interface ConfirmPaymentPanelProps {
  /** The amount to be taken, formatted (`$71.50`). */
  readonly amountLabel: string;
  /** What the payment is for, e.g. the membership renewed. */
  readonly description?: ReactNode;
  /** The saved card the payment is made with. */
  readonly card?: SavedCardView | null;
  readonly isLoading?: boolean;
  /** Why the payment could not be read; offers Try Again when `onRetry` is given. */
  readonly loadError?: ReactNode;
  readonly onRetry?: () => void;
  /**
   * The simulated gateway's card fields, when it takes the payments; absent with Stripe, whose own
   * authentication window opens on Confirm.
   */
  readonly children?: ReactNode;
  readonly isConfirming?: boolean;
  /** False while the entry is incomplete. */
  readonly canConfirm?: boolean;
  /** Why the last confirmation failed, in the member's words; `failureKey` changes with each try. */
  readonly failure?: ReactNode;
  readonly failureKey?: number;
  /** The payment went through. */
  readonly isConfirmed?: boolean;
  readonly onConfirm: () => void;
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * A payment made without the member (an automatic renewal) that their bank wants them to confirm
 * (3-D Secure): what it is, the card, and Confirm. Presentational: the caller confirms the intent.
 */
export function ConfirmPaymentPanel({
  amountLabel,
  description,
  card = null,
  isLoading = false,
  loadError,
  onRetry,
  children,
  isConfirming = false,
  canConfirm = true,
  failure,
  failureKey = 0,
  isConfirmed = false,
  onConfirm,
  headingLevel = 2,
}: ConfirmPaymentPanelProps) {
  return (
    <Card
      title={SAVED_CARD_WORDS.confirmTitle}
      headingLevel={headingLevel}
      description={isLoading || loadError != null ? undefined : SAVED_CARD_WORDS.confirmIntro(amountLabel)}
      aria-busy={isLoading || undefined}
      className="cp-saved-card"
    >
      {isLoading ? (
        <div className="cp-saved-card__loading">
          <Skeleton width="100%" height="1.5rem" />
          <Skeleton width="12rem" height="2.75rem" />
        </div>
      ) : loadError != null ? (
        <Banner
          variant="error"
          action={onRetry && <Button onPress={onRetry}>{SAVED_CARD_WORDS.retry}</Button>}
        >
          {loadError}
        </Banner>
      ) : (
        <>
          {description != null && <p className="cp-saved-card__description">{description}</p>}
          {card && (
            <dl className="cp-saved-card__current">
              <dt>{SAVED_CARD_WORDS.confirmWith}</dt>
              <dd>{savedCardLabel(card)}</dd>
            </dl>
          )}
          {isConfirmed ? (
            <Banner variant="success">{SAVED_CARD_WORDS.confirmed}</Banner>
          ) : (
            <>
              {children != null && (
                <fieldset className="cp-saved-card__entry" disabled={isConfirming}>
                  <legend className="cp-saved-card__legend">{SAVED_CARD_WORDS.newCard}</legend>
                  {children}
                </fieldset>
              )}
              <div className="cp-saved-card__actions">
                <Button
                  onPress={onConfirm}
                  isPending={isConfirming}
                  pendingLabel={SAVED_CARD_WORDS.confirming}
                  isDisabled={!canConfirm}
                >
                  {SAVED_CARD_WORDS.confirm(amountLabel)}
                </Button>
              </div>
              {!isConfirming && failure != null && (
                <FocusedFailure key={failureKey}>{failure}</FocusedFailure>
              )}
            </>
          )}
        </>
      )}
    </Card>
  );
}
