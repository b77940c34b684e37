import { type CalendarDate, isBefore, parseCalendarDate } from '../dates/calendar-date';
import { RENEWAL_START_DATE_MESSAGE } from '../membership/messages';
import { err, ok, type Result } from '../shared/result';
import { isEmail } from './email';
import { type FieldErrors, formResult, isBlank, trimmed, VALIDATION_ERROR } from './form';

const CARDHOLDER_NAME_REQUIRED = 'Please enter the cardholder name.';
const BILLING_EMAIL_INVALID = 'Please enter a valid billing email address.';

/** The address fields billing needs, in the order the forms show them (02 §5, 04 §5). */
export const BILLING_REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'streetAddress',
  'city',
  'stateProvince',
  'postalCode',
  'country',
] as const;

export type BillingField = (typeof BILLING_REQUIRED_FIELDS)[number];

/** How each billing field is named inside 'Please fill in the billing {field} field.' */
const BILLING_FIELD_NAMES: Readonly<Record<BillingField, string>> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  streetAddress: 'street address',
  city: 'city',
  stateProvince: 'state',
  postalCode: 'postal code',
  country: 'country',
};

export const billingFieldRequired = (field: BillingField): string =>
  `Please fill in the billing ${BILLING_FIELD_NAMES[field]} field.`;

export type BillingAddress = { readonly [F in BillingField]?: string | null } & {
  readonly phone?: string | null;
};

/**
 * Whether the payer's own details (the profile, or the purchase's personal data) hold every field
 * billing needs: only then can billing use them as they are (02 §5, 04 §5).
 */
export const isBillingComplete = (address: BillingAddress | null | undefined): boolean =>
  address != null && BILLING_REQUIRED_FIELDS.every((field) => !isBlank(address[field]));

export interface BillingForm {
  readonly cardholderName?: string | null;
  /** Billing is the same as the profile (02) or the personal data of the purchase (04). */
  readonly sameAsProfile: boolean;
  /** The profile or personal data, used when `sameAsProfile`. */
  readonly profile?: BillingAddress | null;
  /** The separate billing block, used otherwise. */
  readonly billing?: BillingAddress | null;
}

export type BillingDetails = { readonly [F in BillingField]: string } & {
  readonly phone: string | null;
  readonly cardholderName: string;
};

/**
 * Billing and cardholder (02 §5, 04 §5): cardholder name required; the eight address fields
 * required from whichever source is used; the e-mail checked when billing is separate; phone
 * optional. Field errors are keyed cardholderName and billing.{field}.
 */
export const validateBilling = (form: BillingForm): Result<BillingDetails, typeof VALIDATION_ERROR> => {
  const fieldErrors: FieldErrors = {};
  if (isBlank(form.cardholderName)) fieldErrors.cardholderName = CARDHOLDER_NAME_REQUIRED;
  const source = (form.sameAsProfile ? form.profile : form.billing) ?? {};
  for (const field of BILLING_REQUIRED_FIELDS) {
    if (isBlank(source[field])) fieldErrors[`billing.${field}`] = billingFieldRequired(field);
  }
  if (!form.sameAsProfile && !isBlank(source.email) && !isEmail(trimmed(source.email))) {
    fieldErrors['billing.email'] = BILLING_EMAIL_INVALID;
  }
  const details = Object.fromEntries(
    BILLING_REQUIRED_FIELDS.map((field) => [field, trimmed(source[field])]),
  ) as {
    [F in BillingField]: string;
  };
  const phone = trimmed(source.phone);
  return formResult(fieldErrors, {
    ...details,
    phone: phone === '' ? null : phone,
    cardholderName: trimmed(form.cardholderName),
  });
};

/** A renewal starts on a chosen day no earlier than today (02 §5). */
export const validateRenewalStartDate = (
  startDate: string | null | undefined,
  today: CalendarDate,
): Result<CalendarDate, typeof VALIDATION_ERROR> => {
  const date = parseCalendarDate(trimmed(startDate));
  if (date === null || isBefore(date, today)) return err(VALIDATION_ERROR, RENEWAL_START_DATE_MESSAGE);
  return ok(date);
};
