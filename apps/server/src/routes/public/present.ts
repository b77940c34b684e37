import type {
  CampgroundRecord,
  CampgroundSettingsRecord,
  MembershipRecord,
  MembershipTypeRecord,
} from '@camppass/core';
import type { MembershipValidity } from '@camppass/core/public/validate-membership';
import { centsToDollars } from '@camppass/domain';

export { presentCampground } from '../../http/present-campground';
export { presentPaymentIntent } from '../../http/present-payment';

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
  offer_auto_renewal: s ? s.allowMemberRenewals && s.requirePaymentForRenewals && s.offerAutoRenewal : false,
});

/** 04 §3 price breakdown, in dollars like the plan price; rates as fractions, the percentage as percent. */
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
