import { SAVED_CARD_WORDS, type SavedCardView, savedCardLabel } from '@camppass/domain';
import type { ReactNode } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Skeleton } from '../Skeleton';
import { FocusedFailure } from './FocusedFailure';

export interface UpdateCardPanelProps {
  /** The card renewals are charged to now; `null`: none saved. */
  readonly currentCard?: SavedCardView | null;
  /** The card entry is being prepared (the setup intent, Stripe.js). */
  readonly isLoading?: boolean;
  /** Why the card entry could not be prepared; offers Try Again when `onRetry` is given. */
  readonly loadError?: ReactNode;
  readonly onRetry?: () => void;
  /** The new card's entry: Stripe's card element, or the simulated gateway's test card fields. */
  readonly children?: ReactNode;
  readonly isSaving?: boolean;
  /** False while the entry is incomplete. */
  readonly canSave?: boolean;
  /** Why the last save failed, in the member's words; `failureKey` changes with each try. */
  readonly failure?: ReactNode;
  readonly failureKey?: number;
  /** The card saved: the form is done. */
  readonly savedCard?: SavedCardView | null;
  readonly onSave: () => void;
  /** Cancel before saving, Close after. */
  readonly onClose?: () => void;
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * "Update card": the card automatic renewals are charged to, and a new card's entry confirmed with
 * the gateway as a setup intent (nothing is charged). Presentational: the caller confirms the setup.
 */
export function UpdateCardPanel({
  currentCard = null,
  isLoading = false,
  loadError,
  onRetry,
  children,
  isSaving = false,
  canSave = true,
  failure,
  failureKey = 0,
  savedCard = null,
  onSave,
  onClose,
  headingLevel = 2,
}: UpdateCardPanelProps) {
  const ready = !isLoading && loadError == null;
  return (
    <Card
      title={SAVED_CARD_WORDS.updateTitle}
      headingLevel={headingLevel}
      description={SAVED_CARD_WORDS.updateIntro}
      aria-busy={isLoading || undefined}
      className="cp-saved-card"
    >
      <dl className="cp-saved-card__current">
        <dt>{SAVED_CARD_WORDS.currentCard}</dt>
        <dd>{currentCard ? savedCardLabel(currentCard) : SAVED_CARD_WORDS.noCard}</dd>
      </dl>
      {savedCard ? (
        <Banner variant="success">{SAVED_CARD_WORDS.saved(savedCard && savedCardLabel(savedCard))}</Banner>
      ) : isLoading ? (
        <div className="cp-saved-card__loading">
          <Skeleton width="100%" height="2.75rem" />
          <Skeleton width="8rem" height="2.75rem" />
        </div>
      ) : loadError != null ? (
        <Banner
          variant="error"
          action={onRetry && <Button onPress={onRetry}>{SAVED_CARD_WORDS.retry}</Button>}
        >
          {loadError}
        </Banner>
      ) : (
        <fieldset className="cp-saved-card__entry" disabled={isSaving}>
          <legend className="cp-saved-card__legend">{SAVED_CARD_WORDS.newCard}</legend>
          {children}
        </fieldset>
      )}
      <div className="cp-saved-card__actions">
        {!savedCard && ready && (
          <Button
            onPress={onSave}
            isPending={isSaving}
            pendingLabel={SAVED_CARD_WORDS.saving}
            isDisabled={!canSave}
          >
            {SAVED_CARD_WORDS.save}
          </Button>
        )}
        {onClose && (
          <Button variant="outline" onPress={onClose} isDisabled={isSaving}>
            {savedCard ? SAVED_CARD_WORDS.close : SAVED_CARD_WORDS.cancel}
          </Button>
        )}
      </div>
      {!isSaving && failure != null && !savedCard && (
        <FocusedFailure key={failureKey}>{failure}</FocusedFailure>
      )}
    </Card>
  );
}
