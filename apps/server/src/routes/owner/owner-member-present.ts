import type { IdentityDocumentRecord, OwnerMemberFigures, PaymentRecord } from '@camppass/core';
import type { OwnerMemberDetail } from '@camppass/core/owner/get-campground-member';
import type { OwnerMemberView } from '@camppass/core/owner/owner-members-scope';
import { formatUsd, OWNER_MEMBERS_WORDS } from '@camppass/domain';

const fullAddress = (member: OwnerMemberView): string =>
  [
    member.profile.streetAddress,
    member.profile.city,
    member.profile.stateProvince,
    member.profile.postalCode,
    member.profile.country,
  ]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');

/** The discount the membership's payment applied, as recorded with it (never today's setting). */
const appliedDiscountText = (discount: OwnerMemberView['appliedDiscount']): string =>
  discount === null
    ? OWNER_MEMBERS_WORDS.discountNotRecorded
    : OWNER_MEMBERS_WORDS.appliedDiscount(discount.percentage, formatUsd(discount.cents));

/**
 * The Member record of 03 §3 (owner list), snake_case, with the day its automatic renewal is next
 * charged (null unless it is on).
 */
export const presentOwnerMember = (member: OwnerMemberView & { readonly nextChargeDate: string | null }) => {
  const { profile } = member;
  return {
    id: member.id,
    full_name: member.fullName,
    status: member.effectiveStatus,
    status_label: member.statusLabel,
    is_expiring_soon: member.isExpiringSoon,
    days_until_expiration: member.daysUntilExpiration,
    is_military_member: member.isMilitaryMember,
    has_military_document: member.hasMilitaryDocument,
    military_discount_formatted: member.isMilitaryDiscount
      ? appliedDiscountText(member.appliedDiscount)
      : null,
    auto_renewal: member.autoRenewal,
    imported: member.imported,
    next_charge_date: member.nextChargeDate,
    membership_code: member.membershipCode,
    membership_type: { id: member.membershipTypeId, display_name: member.membershipTypeName },
    membership_duration_days: member.durationDays,
    purchase_date: member.createdAt.toISOString(),
    start_date: member.startDate,
    end_date: member.endDate,
    payment_status: member.paymentStatus,
    price_paid_cents: member.pricePaidCents,
    price_paid_formatted: formatUsd(member.pricePaidCents),
    has_id_photo: member.hasIdPhoto,
    has_signature: member.hasSignature,
    has_profile: Boolean(profile.phone || profile.streetAddress || profile.city || profile.dateOfBirth),
    full_address: fullAddress(member),
    campground_id: member.campgroundId,
    campground_name: member.campgroundName,
    created_at: member.createdAt.toISOString(),
    member_profile: {
      id: member.userId,
      email: member.email,
      first_name: profile.firstName,
      last_name: profile.lastName,
      phone: profile.phone,
      date_of_birth: profile.dateOfBirth,
      numid: profile.numid,
      street_address: profile.streetAddress,
      city: profile.city,
      state_province: profile.stateProvince,
      postal_code: profile.postalCode,
      country: profile.country,
      military_status: profile.militaryStatus,
      special_requests: profile.specialRequests,
    },
  };
};

/** Member stats of 03 §3, snake_case; amounts in cents. */
export const presentMemberStats = (figures: OwnerMemberFigures) => ({
  total_members: figures.people,
  total_memberships: figures.total,
  active_members: figures.active,
  upcoming_members: figures.upcoming,
  expired_members: figures.expired,
  cancelled_members: figures.cancelled,
  pending_members: figures.pending,
  total_revenue: figures.revenueCents,
  pending_payments: figures.pendingPayments,
  expiring_soon: figures.expiringSoon,
  members_with_numid: figures.withNumid,
  members_with_signatures: figures.withSignature,
  military_members: figures.military,
  members_with_photos: figures.withPhoto,
  membership_types: figures.types.map((type) => ({
    membership_type_id: type.membershipTypeId,
    campground_id: type.campgroundId,
    display_name: type.displayName,
    count: type.count,
    active: type.active,
    expired: type.expired,
    pending: type.pending,
    cancelled: type.cancelled,
    revenue: type.revenueCents,
  })),
  revenue_by_month: figures.revenueByMonth.map((entry) => ({
    month: entry.month,
    revenue: entry.revenueCents,
  })),
  by_campground: figures.byCampground.map((entry) => ({
    campground_id: entry.campgroundId,
    campground_name: entry.campgroundName,
    count: entry.count,
  })),
});

const presentDocument = (document: IdentityDocumentRecord) => ({
  id: document.id,
  kind: document.kind,
  status: document.status,
  content_type: document.contentType,
  created_at: document.createdAt.toISOString(),
});

/** One payment of a member as the profile modal and Process Payment show it. */
export const presentPayment = (payment: PaymentRecord) => ({
  id: payment.id,
  status: payment.status,
  amount: payment.amountCents,
  amount_formatted: formatUsd(payment.amountCents),
  currency: payment.currency,
  purpose: payment.purpose,
  payment_method: payment.paymentMethod,
  refunded: payment.refunded,
  refunded_cents: payment.refundedCents,
  refundable_cents:
    payment.status === 'succeeded' && payment.recordedBy === null
      ? Math.max(0, payment.amountCents - payment.refundedCents)
      : 0,
  disputed_at: payment.disputedAt?.toISOString() ?? null,
  transaction_id: payment.gatewayPaymentId,
  note: payment.note,
  created_at: payment.createdAt.toISOString(),
});

/** The profile modal's data (03 §2.5). */
export const presentMemberDetail = (detail: OwnerMemberDetail) => {
  const { member } = detail;
  const record = presentOwnerMember({ ...member, nextChargeDate: detail.nextChargeDate });
  const documents = detail.documents.map(presentDocument);
  return {
    member: record,
    membership_type: {
      id: member.membershipTypeId,
      display_name: member.membershipTypeName,
      duration_days: member.durationDays,
      price_cents: member.priceCents,
      price_formatted: formatUsd(member.priceCents),
    },
    timeline: {
      purchase_date: record.purchase_date,
      start_date: member.startDate,
      end_date: member.endDate,
      auto_renewal: member.autoRenewal,
      next_charge_date: detail.nextChargeDate,
      last_visit_at: detail.lastVisitAt?.toISOString() ?? null,
    },
    payment: {
      payment_status: member.paymentStatus,
      price_paid_cents: member.pricePaidCents,
      price_paid_formatted: record.price_paid_formatted,
      total_paid_cents: detail.totalPaidCents,
      total_paid_formatted: formatUsd(detail.totalPaidCents),
      payments: detail.payments.map(presentPayment),
    },
    military: {
      is_military_member: member.isMilitaryMember,
      military_status: member.profile.militaryStatus,
      military_discount_formatted: record.military_discount_formatted,
      documents: documents.filter((document) => document.kind === 'military-document'),
    },
    documents,
    special_requests: member.profile.specialRequests,
    attention: [...detail.attention],
  };
};
