import type { GetCampgroundResponse, PublicCampground, PublicMembershipType } from '@camppass/client';
import { dollarsToCents } from '@camppass/domain';

/** What get-campground answers: the campground, its plans, descriptions and public settings. */
export type CampgroundPageData = GetCampgroundResponse['data'];

/** Whether memberships can be bought: the campground's payouts account takes card payments. */
export const isOnSale = (data: CampgroundPageData): boolean => data.settings.on_sale !== false;

/** Only active plans are shown (04 §2). */
export const activePlans = (types: readonly PublicMembershipType[]): PublicMembershipType[] =>
  types.filter((type) => type.is_active !== false);

export const planName = (plan: PublicMembershipType): string => plan.display_name?.trim() || plan.name;

export const planPriceCents = (plan: PublicMembershipType): number => dollarsToCents(plan.price);

/** Benefits, else features, as the plan card lists them. */
export const planBenefits = (plan: PublicMembershipType): readonly string[] =>
  (plan.benefits && plan.benefits.length > 0 ? plan.benefits : (plan.features ?? [])).filter(
    (benefit) => benefit.trim() !== '',
  );

const fieldText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Where Go Booking leads: the campground's booking_url, else its `{product}_booking_url`, else the
 * product's booking site for the slug (04 §2).
 */
export const bookingUrl = (campground: PublicCampground, productName: string): string => {
  const productField = `${productName.toLowerCase().replace(/[^a-z0-9]/g, '')}_booking_url`;
  return (
    fieldText(campground.booking_url) ??
    fieldText(campground[productField]) ??
    `https://book.${productName.toLowerCase().replace(/[^a-z0-9]/g, '')}.com/${encodeURIComponent(campground.slug)}`
  );
};

export const membershipDescription = (data: CampgroundPageData): string | null =>
  fieldText(data.descriptions.membershipTypes) ?? fieldText(data.campground.membership_type_description);

export const contactDescription = (data: CampgroundPageData): string | null =>
  fieldText(data.descriptions.information) ?? fieldText(data.campground.get_in_touch_description);

/** The campground's military percentage, 15 when it sets none (04 §9). */
export const militaryPercentage = (campground: PublicCampground): number =>
  typeof campground.military_discount_percentage === 'number' ? campground.military_discount_percentage : 15;

/** Military discount offered for this plan: the plan is eligible and the campground grants it. */
export const offersMilitaryDiscount = (campground: PublicCampground, plan: PublicMembershipType): boolean =>
  plan.military_discount_eligible === true && campground.military_discount_enabled !== false;
