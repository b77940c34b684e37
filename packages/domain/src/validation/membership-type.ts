import { DURATION_OPTIONS, isDayPass } from '../dates/durations';
import { checkMostPopular, type FeaturableType } from '../eligibility/membership-type-rules';
import { dollarsToCents } from '../money/money';
import type { Result } from '../shared/result';
import { type FieldErrors, formResult, isBlank, trimmed, type VALIDATION_ERROR } from './form';
import { isInStepOfCents, parseNumberInput } from './number-input';

export const MEMBERSHIP_TYPE_CAMPGROUND_REQUIRED = 'Please select a campground';
export const MEMBERSHIP_TYPE_NAME_REQUIRED = 'Please enter a name for the membership type';
export const MILITARY_DISCOUNT_NOT_ENABLED =
  'Military discount is not enabled for this campground. Please enable military discount in the campground settings first, or uncheck the military discount eligibility option.';
/** Our wording: 03 gives the price rule (a number, minimum 0, step 0.01) but no message. */
/** The highest price a membership type may have, in dollars: far above any membership, and every
 * charge built on it (fees, extensions) stays a whole number of cents the database and gateways take. */
const MAX_MEMBERSHIP_TYPE_PRICE = 1_000_000;
export const MEMBERSHIP_TYPE_PRICE_INVALID =
  'Please enter a price from 0 to 1,000,000, with at most 2 decimals';
/** Our wording: the form offers only the five durations. */
const MEMBERSHIP_TYPE_DURATION_INVALID = 'Please select a duration';
export const DELETE_MEMBERSHIP_TYPE_CONFIRMATION = 'Are you sure you want to delete this membership type?';

/** The duration choices of the membership type form (03 §5). */
export const MEMBERSHIP_TYPE_DURATION_CHOICES: readonly { readonly days: number; readonly label: string }[] =
  [
    { days: 1, label: '1 Day' },
    { days: 3, label: '3 Days' },
    { days: 7, label: '1 Week' },
    { days: 30, label: '1 Month' },
    { days: 365, label: '1 Year' },
  ];

export interface MembershipTypeForm {
  readonly campground_id?: string | null;
  /** The name as typed; it becomes display_name, and its internal form becomes name. */
  readonly name?: string | null;
  readonly description?: string | null;
  readonly duration_days?: number | string | null;
  /** Dollars, as typed; blank counts as 0. */
  readonly price?: number | string | null;
  readonly benefits?: readonly string[] | null;
  readonly is_active?: boolean | null;
  readonly is_featured?: boolean | null;
  readonly military_discount_eligible?: boolean | null;
  readonly sort_order?: number | null;
  readonly max_members?: number | null;
}

export interface MembershipTypeRequest {
  readonly campground_id: string;
  readonly name: string;
  readonly display_name: string;
  readonly description: string | null;
  readonly duration_days: number;
  /** Picking a duration option sets months to 0 (03 §5). */
  readonly duration_months: 0;
  readonly priceCents: number;
  readonly is_day_pass: boolean;
  readonly is_active: boolean;
  readonly is_featured: boolean;
  readonly sort_order: number;
  readonly benefits: string[];
  readonly max_members: number | null;
  readonly military_discount_eligible: boolean;
}

/** The internal type name (03 §3: lower case, no spaces), from the name the owner types. */
const internalTypeName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '_');

/** Benefits as saved: trimmed, blanks ignored (03 §5). */
export const cleanBenefits = (benefits: readonly string[]): string[] =>
  benefits.map((benefit) => benefit.trim()).filter((benefit) => benefit !== '');

/**
 * The membership type form (03 §5). `campgroundMilitaryEnabled` is whether the chosen campground
 * has its military discount on; eligibility needs it. At most one type per campground may be
 * Most Popular.
 */
export const validateMembershipTypeForm = (
  form: MembershipTypeForm,
  context: {
    readonly campgroundMilitaryEnabled: boolean;
    /** The campground's types, to keep Most Popular unique; the edited type's own id is `typeId`. */
    readonly existingTypes?: readonly FeaturableType[];
    readonly typeId?: string | null;
  },
): Result<MembershipTypeRequest, typeof VALIDATION_ERROR> => {
  const fieldErrors: FieldErrors = {};
  if (isBlank(form.campground_id)) fieldErrors.campground_id = MEMBERSHIP_TYPE_CAMPGROUND_REQUIRED;
  if (isBlank(form.name)) fieldErrors.name = MEMBERSHIP_TYPE_NAME_REQUIRED;
  const price = parseNumberInput(form.price) ?? 0;
  if (!isInStepOfCents(price, 0, MAX_MEMBERSHIP_TYPE_PRICE))
    fieldErrors.price = MEMBERSHIP_TYPE_PRICE_INVALID;
  const durationDays = parseNumberInput(form.duration_days) ?? Number.NaN;
  if (!(DURATION_OPTIONS as readonly number[]).includes(durationDays)) {
    fieldErrors.duration_days = MEMBERSHIP_TYPE_DURATION_INVALID;
  }
  const militaryEligible = form.military_discount_eligible ?? false;
  if (militaryEligible && !context.campgroundMilitaryEnabled) {
    fieldErrors.military_discount_eligible = MILITARY_DISCOUNT_NOT_ENABLED;
  }
  const isFeatured = form.is_featured ?? false;
  const mostPopular = checkMostPopular(context.existingTypes ?? [], {
    id: context.typeId ?? null,
    campgroundId: trimmed(form.campground_id),
    isFeatured,
  });
  if (!mostPopular.ok) fieldErrors.is_featured = mostPopular.message;
  const description = trimmed(form.description);
  return formResult(fieldErrors, {
    campground_id: trimmed(form.campground_id),
    name: internalTypeName(trimmed(form.name)),
    display_name: trimmed(form.name),
    description: description === '' ? null : description,
    duration_days: durationDays,
    duration_months: 0,
    priceCents: dollarsToCents(price),
    is_day_pass: isDayPass(durationDays),
    is_active: form.is_active ?? true,
    is_featured: isFeatured,
    sort_order: form.sort_order ?? 0,
    benefits: cleanBenefits(form.benefits ?? []),
    max_members: form.max_members ?? null,
    military_discount_eligible: militaryEligible,
  });
};

/** Choosing another campground clears military eligibility when that campground has no military discount (03 §4). */
export const militaryEligibilityAfterCampgroundChange = (
  eligible: boolean,
  campgroundMilitaryEnabled: boolean,
): boolean => eligible && campgroundMilitaryEnabled;
