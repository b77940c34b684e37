import { type CalendarDate, parseCalendarDate } from '../dates/calendar-date';
import { err, ok, type Result } from '../shared/result';
import {
  AGE_ZERO_MESSAGE,
  ageVerifiedMessage,
  INVALID_DATE_OF_BIRTH_MESSAGE,
  UNDER_AGE_PURCHASE_MESSAGE,
  underAgeMessage,
} from './messages';

const MINIMUM_PURCHASE_AGE = 21;
const MAXIMUM_PLAUSIBLE_AGE = 120;
const EARLIEST_BIRTH_YEAR = 1900;

/** Whole years completed on `today`; someone born on 29 February turns a year older on 1 March. */
export const ageFrom = (dateOfBirth: CalendarDate, today: CalendarDate): number => {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
};

export type AgeCheckCode = 'INVALID_DATE_OF_BIRTH' | 'UNDER_MINIMUM_AGE';

export interface VerifiedAge {
  readonly age: number;
  /** 'Age verified: N years old' */
  readonly message: string;
}

/**
 * The date-of-birth check of the purchase form (04 §5): a real date from 1900 up to today, an age
 * of at most 120, and 21 or older. Messages are the field's inline ones.
 */
export const checkAge = (dateOfBirth: string, today: CalendarDate): Result<VerifiedAge, AgeCheckCode> => {
  const born = parseCalendarDate(dateOfBirth.trim());
  if (born === null || Number(born.slice(0, 4)) < EARLIEST_BIRTH_YEAR || born > today) {
    return err('INVALID_DATE_OF_BIRTH', INVALID_DATE_OF_BIRTH_MESSAGE);
  }
  const age = ageFrom(born, today);
  if (age > MAXIMUM_PLAUSIBLE_AGE) return err('INVALID_DATE_OF_BIRTH', INVALID_DATE_OF_BIRTH_MESSAGE);
  if (age === 0) return err('INVALID_DATE_OF_BIRTH', AGE_ZERO_MESSAGE);
  if (age < MINIMUM_PURCHASE_AGE) return err('UNDER_MINIMUM_AGE', underAgeMessage(age));
  return ok({ age, message: ageVerifiedMessage(age) });
};

/** The same rule when a purchase is submitted: an under-age buyer gets the refusal message. */
export const checkPurchaseAge = (
  dateOfBirth: string,
  today: CalendarDate,
): Result<VerifiedAge, AgeCheckCode> => {
  const result = checkAge(dateOfBirth, today);
  return !result.ok && result.code === 'UNDER_MINIMUM_AGE'
    ? err(result.code, UNDER_AGE_PURCHASE_MESSAGE)
    : result;
};
