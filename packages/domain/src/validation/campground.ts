import { type CodeSettings, validateCodeSettings } from '../codes/code-settings';
import { isValidDiscountPercentage } from '../money/fees';
import { err, ok, type Result } from '../shared/result';
import { type FieldErrors, formResult, isBlank, trimmed, VALIDATION_ERROR } from './form';
import { isInStepOfCents, isIntegerBetween, parseNumberInput } from './number-input';
import { reminderDaysError } from './reminder-days';
import { sanitizeSlugInput, slugFromName } from './slug';
import { webLinkFieldErrors } from './web-link';

const NAME_AND_ADDRESS_REQUIRED = 'Name and address are required';
const SLUG_REQUIRED = 'Slug is required';
export const MONTHS_OUT_OF_RANGE = 'Months must be between 1 and 12';
/** Our wording: 03 gives the range 1 to 50 for settings but no message. */
export const SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE =
  'Military discount percentage must be between 1 and 50';
/** Our wording: 03 gives the range 0 to 100, step 0.01, for the admin's create form but no message. */
const CREATE_MILITARY_PERCENTAGE_OUT_OF_RANGE =
  'Military discount percentage must be between 0 and 100, with at most 2 decimals';

export const SETTINGS_MILITARY_PERCENTAGE_RANGE = { min: 1, max: 50 } as const;

type NumberInput = string | number | null | undefined;

const checkSeason = (start: NumberInput, end: NumberInput, fieldErrors: FieldErrors) => {
  const months = {
    operating_season_start: parseNumberInput(start),
    operating_season_end: parseNumberInput(end),
  };
  for (const [field, month] of Object.entries(months)) {
    if (month !== null && !isIntegerBetween(month, 1, 12)) fieldErrors[field] = MONTHS_OUT_OF_RANGE;
  }
  return months;
};

export interface SeasonAndDiscountSettings {
  readonly military_discount_percentage?: NumberInput;
  readonly operating_season_start?: NumberInput;
  readonly operating_season_end?: NumberInput;
  readonly website?: string | null;
  readonly booking_url?: string | null;
  readonly expiration_reminder_days?: readonly number[];
}

/**
 * The campground fields of the settings form (03 §5): military discount percentage 1 to 50,
 * season months 1 to 12 and the reminder days (1 to 365, one to five), each when given. A season may wrap the year (November to March). The
 * website and booking link, when given, are http or https addresses.
 */
export const campgroundSettingsFieldErrors = (settings: SeasonAndDiscountSettings): FieldErrors => {
  const fieldErrors: FieldErrors = {};
  const percentage = parseNumberInput(settings.military_discount_percentage);
  const { min, max } = SETTINGS_MILITARY_PERCENTAGE_RANGE;
  if (percentage !== null && !isInStepOfCents(percentage, min, max)) {
    fieldErrors.military_discount_percentage = SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE;
  }
  checkSeason(settings.operating_season_start, settings.operating_season_end, fieldErrors);
  const reminderDays =
    settings.expiration_reminder_days === undefined
      ? null
      : reminderDaysError(settings.expiration_reminder_days);
  if (reminderDays !== null) fieldErrors.expiration_reminder_days = reminderDays;
  return { ...fieldErrors, ...webLinkFieldErrors(settings) };
};

/** The admin's create-campground form (03 §5); optional text left blank is sent as null. */
export interface CreateCampgroundForm {
  readonly name?: string | null;
  readonly address?: string | null;
  readonly slug?: string | null;
  readonly description?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zip_code?: string | null;
  readonly phone?: string | null;
  readonly email?: string | null;
  readonly website?: string | null;
  readonly booking_url?: string | null;
  readonly status?: string | null;
  readonly branding_primary_color?: string | null;
  readonly branding_secondary_color?: string | null;
  readonly branding_text_color?: string | null;
  readonly adult_only?: boolean | null;
  readonly military_discount_enabled?: boolean | null;
  readonly military_discount_percentage?: NumberInput;
  readonly operating_season_start?: NumberInput;
  readonly operating_season_end?: NumberInput;
}

const OPTIONAL_TEXT = [
  'description',
  'city',
  'state',
  'zip_code',
  'phone',
  'email',
  'website',
  'booking_url',
  'status',
  'branding_primary_color',
  'branding_secondary_color',
  'branding_text_color',
] as const;

type OptionalTextField = (typeof OPTIONAL_TEXT)[number];

export type CreateCampgroundRequest = { readonly [F in OptionalTextField]: string | null } & {
  readonly name: string;
  readonly address: string;
  readonly slug: string;
  readonly adult_only: boolean;
  readonly military_discount_enabled: boolean;
  readonly military_discount_percentage: number | null;
  readonly operating_season_start: number | null;
  readonly operating_season_end: number | null;
};

export const validateCreateCampground = (
  form: CreateCampgroundForm,
): Result<CreateCampgroundRequest, typeof VALIDATION_ERROR> => {
  const fieldErrors: FieldErrors = {};
  if (isBlank(form.name)) fieldErrors.name = NAME_AND_ADDRESS_REQUIRED;
  if (isBlank(form.address)) fieldErrors.address = NAME_AND_ADDRESS_REQUIRED;
  const slug = sanitizeSlugInput(trimmed(form.slug));
  if (slug === '') fieldErrors.slug = SLUG_REQUIRED;
  const percentage = parseNumberInput(form.military_discount_percentage);
  if (percentage !== null && !isValidDiscountPercentage(percentage)) {
    fieldErrors.military_discount_percentage = CREATE_MILITARY_PERCENTAGE_OUT_OF_RANGE;
  }
  const season = checkSeason(form.operating_season_start, form.operating_season_end, fieldErrors);
  Object.assign(fieldErrors, webLinkFieldErrors(form));
  const optional = Object.fromEntries(
    OPTIONAL_TEXT.map((field) => [field, trimmed(form[field]) === '' ? null : trimmed(form[field])]),
  ) as { [F in OptionalTextField]: string | null };
  return formResult(fieldErrors, {
    ...optional,
    name: trimmed(form.name),
    address: trimmed(form.address),
    slug,
    adult_only: form.adult_only ?? false,
    military_discount_enabled: form.military_discount_enabled ?? false,
    military_discount_percentage: percentage,
    ...season,
  });
};

export interface CampgroundSettingsForm extends SeasonAndDiscountSettings {
  readonly code: CodeSettings;
}

/**
 * The whole settings save (03 §5): the campground's own fields and the membership code settings.
 * The form message is the first problem; the code settings come back as saved (affixes upper-cased).
 */
export const validateCampgroundSettings = (
  form: CampgroundSettingsForm,
): Result<CampgroundSettingsForm, typeof VALIDATION_ERROR> => {
  const code = validateCodeSettings(form.code);
  const fieldErrors = { ...(code.ok ? {} : code.fieldErrors), ...campgroundSettingsFieldErrors(form) };
  return formResult(fieldErrors, { ...form, code: code.ok ? code.value : form.code });
};

/** The statuses an admin may give a campground (03 §3, §4: free to change). */
export const CAMPGROUND_STATUSES = ['active', 'inactive', 'pending', 'suspended'] as const;
export type AdminCampgroundStatus = (typeof CAMPGROUND_STATUSES)[number];
/** Our wording: 03 lists the statuses but gives no message. */
export const CAMPGROUND_STATUS_INVALID = 'Status must be active, inactive, pending or suspended';
/** Our wording: 03 says the slug is unique but gives no message. */
export const CAMPGROUND_SLUG_TAKEN =
  'This slug is already used by another campground. Please choose another.';

/**
 * A slug as stored (03 §5): the admin's input kept to a-z, 0-9 and hyphens, repeated hyphens
 * collapsed and edge hyphens removed; generated from the name when the input leaves nothing.
 */
export const campgroundSlug = (input: string | null | undefined, name: string | null | undefined): string => {
  const slug = sanitizeSlugInput(trimmed(input))
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? slugFromName(trimmed(name)) : slug;
};

/**
 * The admin's create and edit of a campground on the server (03 §5): the create form's rules, the
 * slug taken from the input or generated from the name ('Slug is required' when neither gives one),
 * and a known status (missing means active).
 */
export const validateAdminCampground = (
  form: CreateCampgroundForm,
): Result<CreateCampgroundRequest & { readonly status: AdminCampgroundStatus }, typeof VALIDATION_ERROR> => {
  const checked = validateCreateCampground({ ...form, slug: campgroundSlug(form.slug, form.name) });
  const status = trimmed(form.status) === '' ? 'active' : trimmed(form.status);
  const known = CAMPGROUND_STATUSES.find((candidate) => candidate === status);
  if (!known) {
    const fieldErrors = { ...(checked.ok ? {} : checked.fieldErrors), status: CAMPGROUND_STATUS_INVALID };
    return err(VALIDATION_ERROR, checked.ok ? CAMPGROUND_STATUS_INVALID : checked.message, fieldErrors);
  }
  return checked.ok ? ok({ ...checked.value, status: known }) : checked;
};
