import type {
  CampgroundRecord,
  CampgroundSettingsRecord,
  CheckoutStarted,
  MembershipRecord,
  MembershipTypeRecord,
  MembershipValidity,
} from '@camppass/core';
import { centsToDollars, type FeeBreakdown } from '@camppass/domain';

/** The campground in the fields of 04 §3 (snake_case, as the page reads them). */
export const presentCampground = (c: CampgroundRecord, productName: string) => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  address: c.address,
  city: c.city,
  state: c.state,
  zip_code: c.zipCode,
  phone: c.phone,
  email: c.email,
  website: c.website,
  status: c.status,
  operating_season_start: c.operatingSeasonStart,
  operating_season_end: c.operatingSeasonEnd,
  adult_only: c.adultOnly,
  military_discount_enabled: c.militaryDiscountEnabled,
  military_discount_percentage: c.militaryDiscountPercentage,
  branding_logo_url: c.brandingLogoUrl,
  branding_primary_color: c.brandingPrimaryColor,
  branding_secondary_color: c.brandingSecondaryColor,
  text_color: c.brandingTextColor,
  booking_url: c.bookingUrl,
  [`${productName.toLowerCase()}_booking_url`]: c.productBookingUrl,
  product_booking_url: c.productBookingUrl,
  membership_type_description: c.membershipTypeDesc,
  get_in_touch_description: c.informationDesc,
  custom_membership_type_description: c.customMembershipTypeDesc,
  custom_get_in_touch_description: c.customInformationDesc,
  public_page_title: c.publicPageTitle,
  public_page_description: c.publicPageDescription,
  time_zone: c.timeZone,
});

/** A plan in the fields of 04 §3; the price in dollars. */
export const presentMembershipType = (t: MembershipTypeRecord) => ({
  id: t.id,
  campground_id: t.campgroundId,
  name: t.name,
  display_name: t.displayName,
  description: t.description,
  price: centsToDollars(t.priceCents),
  duration_days: t.durationDays,
  duration_months: t.durationMonths,
  is_day_pass: t.isDayPass,
  features: [...t.benefits],
  benefits: [...t.benefits],
  is_featured: t.isFeatured,
  is_active: t.isActive,
  sort_order: t.sortOrder,
  military_discount_eligible: t.militaryDiscountEligible,
});

/** The settings the public page may read; code settings stay private (they shape guessable codes). */
export const presentPublicSettings = (c: CampgroundRecord, s: CampgroundSettingsRecord | null) => ({
  text_color: c.brandingTextColor,
  membership_type_desc: c.membershipTypeDesc,
  information_desc: c.informationDesc,
  allow_member_renewals: s?.allowMemberRenewals ?? true,
  allow_member_extensions: s?.allowMemberExtensions ?? true,
});

/** 04 §3 price breakdown, in dollars like the plan price; rates as fractions, the percentage as percent. */
export const presentBreakdown = (f: FeeBreakdown) => ({
  subtotal: centsToDollars(f.subtotal),
  discount: centsToDollars(f.discount),
  discountPercentage: f.discountPercentage,
  subtotalAfterDiscount: centsToDollars(f.subtotalAfterDiscount),
  tax: centsToDollars(f.tax),
  taxRate: f.taxRate,
  platformFee: centsToDollars(f.platformFee),
  processingFee: centsToDollars(f.processingFee),
  processingFeeRate: f.processingFeeRate,
  total: centsToDollars(f.total),
});

export const presentMembership = (m: MembershipRecord) => ({
  id: m.id,
  membership_code: m.membershipCode,
  code: m.membershipCode,
  membership_type_id: m.membershipTypeId,
  campground_id: m.campgroundId,
  start_date: m.startDate,
  end_date: m.endDate,
  status: m.status,
  payment_status: m.paymentStatus,
  price_paid: centsToDollars(m.pricePaidCents),
  is_military_discount: m.isMilitaryDiscount,
  created_at: m.createdAt.toISOString(),
});

export const presentDescriptions = (c: CampgroundRecord) => ({
  membershipTypes: c.membershipTypeDesc,
  information: c.informationDesc,
  hasCustomMembershipTypes: c.customMembershipTypeDesc,
  hasCustomInformation: c.customInformationDesc,
});

/**
 * A started payment: the client secret under both names the card forms read, the amount in cents;
 * `publishableKey` chooses Stripe Elements when Stripe is configured, the simulated form otherwise.
 */
export const presentPaymentIntent = (started: CheckoutStarted, publishableKey: string | null) => ({
  success: true as const,
  clientSecret: started.clientSecret,
  client_secret: started.clientSecret,
  paymentIntentId: started.paymentIntentId,
  amount: started.amountCents,
  currency: started.currency,
  breakdown: presentBreakdown(started.fees),
  publishableKey,
});

/** 04 §7: a refusal is still a success answer, `valid: false` with the failing rule's code and words. */
export const presentValidity = (answer: MembershipValidity) =>
  answer.valid
    ? {
        success: true as const,
        valid: true as const,
        status: answer.status,
        code: 'VALID' as const,
        message: answer.message,
        data: { startDate: answer.startDate, endDate: answer.endDate },
      }
    : {
        success: true as const,
        valid: false as const,
        code: answer.code,
        message: answer.message,
        error: answer.message,
      };
