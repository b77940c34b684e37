import { parseCalendarDate } from '../dates/calendar-date';
import { err, type Result } from '../shared/result';
import { type FieldErrors, formResult, isBlank, trimmed, type VALIDATION_ERROR } from './form';

export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const PHONE_INVALID = 'Please enter a valid phone number';
export const DATE_FORMAT_INVALID = 'Please enter date in YYYY-MM-DD format';
export const POSTAL_CODE_INVALID = 'Please enter a valid postal code (e.g., 12345 or 12345-6789)';
export const PROFILE_NO_VALID_DATA = 'No valid data provided for update';
export const FORM_HAS_ERRORS = 'Please fix the errors in the form';

/** Digits, spaces, plus, hyphen and parentheses only (02 §5). */
const PHONE_PATTERN = /^[\d\s+\-()]+$/;
/** Five digits, optionally a hyphen and four more (02 §5). */
const POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

/** The profile as the member edits it (02 §3, frontend names). Email and full name are read-only. */
export interface ProfileForm {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly phone?: string | null;
  readonly dateOfBirth?: string | null;
  readonly streetAddress?: string | null;
  readonly city?: string | null;
  readonly stateProvince?: string | null;
  readonly postalCode?: string | null;
  readonly country?: string | null;
  readonly specialRequests?: string | null;
}

/**
 * The fields update-profile accepts and stores: the form's own names, blanks dropped (02 §3; one
 * vocabulary for the person record, docs/decisions/server.md#one-vocabulary-for-the-person-record).
 */
export type ProfileUpdate = { -readonly [F in keyof ProfileForm]?: string };

/** The names update-profile may change; email, name and full name are never among them. */
const EDITABLE_PROFILE_FIELDS: readonly (keyof ProfileUpdate)[] = [
  'firstName',
  'lastName',
  'phone',
  'dateOfBirth',
  'streetAddress',
  'city',
  'stateProvince',
  'postalCode',
  'country',
  'specialRequests',
];

const formatErrors = (update: ProfileUpdate): FieldErrors => {
  const fieldErrors: FieldErrors = {};
  if (update.phone !== undefined && !PHONE_PATTERN.test(update.phone)) fieldErrors.phone = PHONE_INVALID;
  if (update.dateOfBirth !== undefined && parseCalendarDate(update.dateOfBirth) === null) {
    fieldErrors.dateOfBirth = DATE_FORMAT_INVALID;
  }
  if (update.postalCode !== undefined && !POSTAL_CODE_PATTERN.test(update.postalCode)) {
    fieldErrors.postalCode = POSTAL_CODE_INVALID;
  }
  return fieldErrors;
};

const nonEmpty = (update: ProfileUpdate): Result<ProfileUpdate, 'NO_VALID_DATA' | typeof VALIDATION_ERROR> =>
  Object.keys(update).length === 0
    ? err('NO_VALID_DATA', PROFILE_NO_VALID_DATA)
    : formResult(formatErrors(update), update, FORM_HAS_ERRORS);

/**
 * The profile-edit form (02 §5): first and last name required, phone, date and postal code
 * formats; blanks dropped; the result is the update as sent. The e-mail is never sent.
 */
export const validateProfileForm = (
  form: ProfileForm,
): Result<ProfileUpdate, 'NO_VALID_DATA' | typeof VALIDATION_ERROR> => {
  const required: FieldErrors = {};
  if (isBlank(form.firstName)) required.firstName = FIRST_NAME_REQUIRED;
  if (isBlank(form.lastName)) required.lastName = LAST_NAME_REQUIRED;
  const update: ProfileUpdate = {};
  for (const field of EDITABLE_PROFILE_FIELDS) {
    const value = trimmed(form[field]);
    if (value !== '') update[field] = value;
  }
  const fieldErrors = { ...required, ...formatErrors(update) };
  if (Object.keys(fieldErrors).length > 0) return formResult(fieldErrors, update, FORM_HAS_ERRORS);
  return nonEmpty(update);
};

/**
 * An update-profile body as the server receives it (the form's names): only editable fields with a
 * non-blank text value are kept, their formats checked; nothing left is refused.
 */
export const validateProfileUpdate = (
  body: Readonly<Record<string, unknown>>,
): Result<ProfileUpdate, 'NO_VALID_DATA' | typeof VALIDATION_ERROR> => {
  const update: ProfileUpdate = {};
  for (const field of EDITABLE_PROFILE_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') update[field] = value.trim();
  }
  return nonEmpty(update);
};
