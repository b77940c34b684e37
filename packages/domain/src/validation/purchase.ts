import { type CalendarDate, isBefore, parseCalendarDate } from '../dates/calendar-date';
import { membershipEndDate } from '../dates/durations';
import { checkPurchaseAge } from '../eligibility/age';
import { AGE_HELPER_TEXT } from '../eligibility/messages';
import type { Result } from '../shared/result';
import { isEmail } from './email';
import { type FieldErrors, formResult, isBlank, trimmed, type VALIDATION_ERROR } from './form';
import { RESET_EMAIL_INVALID } from './password';

export const SIGNATURE_REQUIRED = 'Signature required';
export const PURCHASE_TERMS_REQUIRED =
  'You must agree to the terms and conditions and privacy policy to proceed';
/** Minimum length of the ID number (04 §9). */
const MIN_ID_NUMBER_LENGTH = 3;
// 04 §5 lists these rules without wording; ours follow 02 §5's 'First name is required'.
const ID_NUMBER_TOO_SHORT = 'ID number must be at least 3 characters';
const START_DATE_BEFORE_TODAY = 'Start date cannot be before today';
export const MILITARY_DOCUMENT_REQUIRED = 'Military document is required';

/**
 * The text fields step 1 requires, under the names the request carries (04 §7), with the names
 * their 'is required' messages use.
 */
const PURCHASE_REQUIRED_FIELDS = {
  firstName: 'First name',
  lastName: 'Last name',
  numid: 'ID number',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  startDate: 'Start date',
  streetAddress: 'Street address',
  city: 'City',
  stateProvince: 'State',
  postalCode: 'Postal code',
  country: 'Country',
} as const;

type RequiredField = keyof typeof PURCHASE_REQUIRED_FIELDS;

export const requiredFieldMessage = (label: string): string => `${label} is required`;
export const SELFIE_REQUIRED = requiredFieldMessage('Selfie with ID');

export type PurchaseStepOneForm = { readonly [F in RequiredField]?: string | null } & {
  readonly title?: string | null;
  readonly specialRequests?: string | null;
  /** The selfie file (or its preview); anything present counts. */
  readonly selfieWithId?: unknown;
  readonly isMilitary?: boolean | null;
  readonly militaryDocument?: unknown;
  /** The drawn signature as a PNG data URL. */
  readonly signature?: string | null;
  readonly agreeToTerms?: boolean | null;
  readonly agreeToDataUsage?: boolean | null;
  /** The 21+ acknowledgement. */
  readonly ageConfirmed?: boolean | null;
};

type DateField = 'dateOfBirth' | 'startDate';

export type PurchasePersonalData = { readonly [F in Exclude<RequiredField, DateField>]: string } & {
  readonly [F in DateField]: CalendarDate;
} & {
  readonly title: string | null;
  readonly specialRequests: string | null;
  readonly endDate: CalendarDate;
  readonly isMilitary: boolean;
};

/**
 * Step 1 of the purchase (04 §5): every required field, ID of at least 3 characters, a valid
 * e-mail, a start date from today, the selfie, the signature, both agreements, the 21+
 * confirmation and age, and a military document when buying as military. The end date is
 * derived from the start and the plan's duration.
 */
export const validatePurchaseStepOne = (
  form: PurchaseStepOneForm,
  context: { readonly today: CalendarDate; readonly durationDays: number },
): Result<PurchasePersonalData, typeof VALIDATION_ERROR> => {
  const fieldErrors: FieldErrors = {};
  for (const [field, label] of Object.entries(PURCHASE_REQUIRED_FIELDS) as [RequiredField, string][]) {
    if (isBlank(form[field])) fieldErrors[field] = requiredFieldMessage(label);
  }
  const value = (field: RequiredField) => trimmed(form[field]);
  if (!fieldErrors.numid && value('numid').length < MIN_ID_NUMBER_LENGTH) {
    fieldErrors.numid = ID_NUMBER_TOO_SHORT;
  }
  if (!fieldErrors.email && !isEmail(value('email'))) fieldErrors.email = RESET_EMAIL_INVALID;
  if (!fieldErrors.dateOfBirth) {
    const age = checkPurchaseAge(value('dateOfBirth'), context.today);
    if (!age.ok) fieldErrors.dateOfBirth = age.message;
  }
  const dateOfBirth = parseCalendarDate(value('dateOfBirth'));
  const startDate = parseCalendarDate(value('startDate'));
  if (!fieldErrors.startDate && (startDate === null || isBefore(startDate, context.today))) {
    fieldErrors.startDate = START_DATE_BEFORE_TODAY;
  }
  if (!form.selfieWithId) fieldErrors.selfieWithId = SELFIE_REQUIRED;
  if (isBlank(form.signature)) fieldErrors.signature = SIGNATURE_REQUIRED;
  if (!form.agreeToTerms || !form.agreeToDataUsage) fieldErrors.agreeToTerms = PURCHASE_TERMS_REQUIRED;
  if (!form.ageConfirmed) fieldErrors.ageConfirmed = AGE_HELPER_TEXT;
  const isMilitary = form.isMilitary ?? false;
  if (isMilitary && !form.militaryDocument) fieldErrors.militaryDocument = MILITARY_DOCUMENT_REQUIRED;

  const fields = Object.fromEntries(
    Object.keys(PURCHASE_REQUIRED_FIELDS).map((f) => [f, value(f as RequiredField)]),
  );
  const title = trimmed(form.title);
  const specialRequests = trimmed(form.specialRequests);
  // Both dates parse whenever no field error was found; `today` only stands in for the failure's unused value.
  const start = startDate ?? context.today;
  return formResult(fieldErrors, {
    ...(fields as { [F in RequiredField]: string }),
    dateOfBirth: dateOfBirth ?? context.today,
    startDate: start,
    title: title === '' ? null : title,
    specialRequests: specialRequests === '' ? null : specialRequests,
    endDate: membershipEndDate(start, context.durationDays),
    isMilitary,
  });
};
