import { SAVED_CARD_WORDS } from '@camppass/domain';
import type { ReactNode } from 'react';
import { TextField } from '../TextField';

/** What the member typed into the simulated gateway's card fields. */
export interface TestCardEntry {
  readonly number: string;
  /** `MM/YY`, as typed. */
  readonly expiry: string;
  readonly cvc: string;
}

export const EMPTY_TEST_CARD: TestCardEntry = { number: '', expiry: '', cvc: '' };

/** Whether every field holds something (the gateway checks the rest). */
export const testCardComplete = (card: TestCardEntry): boolean =>
  card.number.trim() !== '' && card.expiry.trim() !== '' && card.cvc.trim() !== '';

export interface TestCardFieldsProps {
  readonly value: TestCardEntry;
  readonly onChange: (value: TestCardEntry) => void;
  readonly isDisabled?: boolean;
  /** The test cards to try, shown above the fields; the saved-card ones unless given. */
  readonly hint?: ReactNode;
}

/**
 * The simulated gateway's card fields (no Stripe key configured): number, expiry and CVC of a Stripe
 * test card, typed as into Stripe's own card field.
 */
export function TestCardFields({
  value,
  onChange,
  isDisabled,
  hint = SAVED_CARD_WORDS.testCards,
}: TestCardFieldsProps) {
  return (
    <div className="cp-saved-card__fields">
      <p className="cp-saved-card__hint">{hint}</p>
      <div className="cp-saved-card__grid">
        <TextField
          label={SAVED_CARD_WORDS.cardNumber}
          value={value.number}
          onChange={(number) => onChange({ ...value, number })}
          inputMode="numeric"
          autoComplete="cc-number"
          isDisabled={isDisabled}
          isRequired
        />
        <TextField
          label={SAVED_CARD_WORDS.expiry}
          value={value.expiry}
          onChange={(expiry) => onChange({ ...value, expiry })}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          isDisabled={isDisabled}
          isRequired
        />
        <TextField
          label={SAVED_CARD_WORDS.cvc}
          value={value.cvc}
          onChange={(cvc) => onChange({ ...value, cvc })}
          inputMode="numeric"
          autoComplete="cc-csc"
          isDisabled={isDisabled}
          isRequired
        />
      </div>
    </div>
  );
}
