import {
  CAMPGROUND_SLUG_TAKEN,
  type CreateCampgroundForm,
  err,
  ok,
  type Result,
  type VALIDATION_ERROR,
  validateAdminCampground,
} from '@camppass/domain';
import { CAMPGROUND_DEFAULTS, type CampgroundFields } from '../ports/repositories/campground-repository';

/** The campground fields the admin's create and edit form sets (03 §2.10, §5). */
export type CampgroundFormFields = Omit<
  CampgroundFields,
  | 'listingId'
  | 'productBookingUrl'
  | 'brandingLogoUrl'
  | 'termsConditionsUrl'
  | 'ownerId'
  | 'publicPageTitle'
  | 'publicPageDescription'
  | 'membershipTypeDesc'
  | 'informationDesc'
  | 'customMembershipTypeDesc'
  | 'customInformationDesc'
  | 'timeZone'
>;

/** The stored fields of the admin's campground form (03 §5), defaults where it leaves a field out. */
export const campgroundFormFields = (
  form: CreateCampgroundForm,
): Result<CampgroundFormFields, typeof VALIDATION_ERROR> => {
  const checked = validateAdminCampground(form);
  if (!checked.ok) return checked;
  const value = checked.value;
  return ok({
    name: value.name,
    slug: value.slug,
    address: value.address,
    description: value.description,
    city: value.city,
    state: value.state,
    zipCode: value.zip_code,
    phone: value.phone,
    email: value.email,
    website: value.website,
    bookingUrl: value.booking_url,
    status: value.status,
    adultOnly: value.adult_only,
    militaryDiscountEnabled: value.military_discount_enabled,
    militaryDiscountPercentage:
      value.military_discount_percentage ?? CAMPGROUND_DEFAULTS.militaryDiscountPercentage,
    operatingSeasonStart: value.operating_season_start,
    operatingSeasonEnd: value.operating_season_end,
    brandingPrimaryColor: value.branding_primary_color ?? CAMPGROUND_DEFAULTS.brandingPrimaryColor,
    brandingSecondaryColor: value.branding_secondary_color ?? CAMPGROUND_DEFAULTS.brandingSecondaryColor,
    brandingTextColor: value.branding_text_color ?? CAMPGROUND_DEFAULTS.brandingTextColor,
  });
};

/** A taken slug, in the words the form shows under the slug field. */
export const slugTaken = () => err('SLUG_TAKEN', CAMPGROUND_SLUG_TAKEN, { slug: CAMPGROUND_SLUG_TAKEN });
