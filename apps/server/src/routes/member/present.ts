import type { ProfileRecord } from '@camppass/core';
import type { MemberPayment } from '@camppass/core/member/get-member-dashboard';
import type { MemberDocument } from '@camppass/core/member/get-member-documents';
import type { MembershipStatusView } from '@camppass/core/member/get-membership-status';
import type { ListedMembership } from '@camppass/core/member/member-memberships';
import {
  centsToDollars,
  DEFAULT_TIME_ZONE,
  daysUntilExpiration,
  profileUpdatedMessage,
} from '@camppass/domain';

const fullName = (profile: ProfileRecord | null): string =>
  profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';

/**
 * A membership in the fields of 02 §3, both date spellings, with its campground's colours and whether
 * the campground lets members renew or extend.
 */
export const presentMembership = (m: ListedMembership, owner: ProfileRecord | null) => {
  const { membership, type, campground } = m;
  const typeName = type ? type.displayName || type.name : '';
  const campgroundName = campground?.name ?? '';
  const pricePaid = centsToDollars(membership.pricePaidCents);
  return {
    id: membership.id,
    membershipCode: membership.membershipCode,
    status: m.status,
    displayStatus: m.displayStatus,
    start_date: membership.startDate,
    startDate: membership.startDate,
    end_date: membership.endDate,
    endDate: membership.endDate,
    daysUntilExpiration: daysUntilExpiration(membership.endDate, m.today),
    membershipTypeId: membership.membershipTypeId,
    membershipTypeName: typeName,
    enrichedMembershipTypeName: typeName,
    membershipTypeDurationDays: type?.durationDays ?? null,
    campgroundId: membership.campgroundId,
    campgroundName,
    enrichedCampgroundName: campgroundName,
    campground: {
      id: membership.campgroundId,
      name: campgroundName,
      branding_primary_color: campground?.brandingPrimaryColor ?? null,
      branding_secondary_color: campground?.brandingSecondaryColor ?? null,
      time_zone: campground?.timeZone ?? DEFAULT_TIME_ZONE,
      allow_member_renewals: m.allows.renewal,
      allow_member_extensions: m.allows.extension,
    },
    pricePaid,
    totalPaid: centsToDollars(m.totalPaidCents),
    isMilitaryDiscount: membership.isMilitaryDiscount,
    memberEmail: owner?.email ?? '',
    memberName: fullName(owner),
    lastVisitAt: m.lastVisitAt?.toISOString() ?? null,
  };
};

/** A payment in the fields of 02 §3; the amount stays in cents. */
export const presentPayment = ({ payment, membership }: MemberPayment) => ({
  id: payment.id,
  status: payment.status,
  amount: payment.amountCents,
  currency: payment.currency,
  date: payment.createdAt.toISOString(),
  membershipCode: membership?.membership.membershipCode ?? null,
  description: payment.description,
  paymentMethod: payment.paymentMethod,
  refunded: payment.refunded,
  refundedAmount: payment.refundedCents,
  campgroundName: membership?.campground?.name ?? null,
  membershipType: membership?.type ? membership.type.displayName || membership.type.name : null,
  transactionId: payment.gatewayPaymentId,
  stripePaymentIntentId: payment.gatewayPaymentId,
  connected_account_id: payment.connectedAccountId,
  application_fee_amount: payment.applicationFeeCents,
  user_id: payment.userId,
});

/**
 * The member's profile (02 §3) under the one set of names the form, the domain and the core use
 * (docs/decisions/server.md#one-vocabulary-for-the-person-record).
 */
export const presentProfile = (p: ProfileRecord) => ({
  id: p.userId,
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
  title: p.title,
  dateOfBirth: p.dateOfBirth,
  streetAddress: p.streetAddress,
  city: p.city,
  stateProvince: p.stateProvince,
  postalCode: p.postalCode,
  country: p.country,
  specialRequests: p.specialRequests,
  status: p.status,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** The dashboard's profile (02 §3): the profile with its full name and military status. */
export const presentDashboardProfile = (p: ProfileRecord) => ({
  ...presentProfile(p),
  fullName: fullName(p),
  military: { status: p.militaryStatus },
});

export const presentProfileUpdate = (profile: ProfileRecord, updatedFields: readonly string[]) => ({
  success: true as const,
  message: profileUpdatedMessage(updatedFields),
  updatedFields: [...updatedFields],
  profile: presentProfile(profile),
});

const DOCUMENT_TYPE = {
  selfie: 'selfie_id',
  'military-document': 'military_document',
  signature: 'signature',
} as const;

/** A member document of 02 §3 with its signed link. */
export const presentDocument = (d: MemberDocument) => ({
  id: d.document.id,
  type: DOCUMENT_TYPE[d.document.kind],
  campground: d.campgroundName,
  membership_code: d.membershipCode,
  uploaded_at: d.document.createdAt.toISOString(),
  file_name: d.fileName,
  document_url: d.link?.url ?? null,
  signed_url: d.link?.url ?? null,
  expires_at: d.link?.expiresAt.toISOString() ?? null,
  file_size: d.document.sizeBytes,
  document_type: d.document.contentType,
  status: d.document.status,
  review_notes: null,
  reviewed_at: null,
  error: d.error,
});

/** The document set of 02 §3: by type, and the newest selfie and military document as profile documents. */
export const presentDocumentSet = (profile: ProfileRecord, documents: readonly MemberDocument[]) => {
  const shown = documents.map(presentDocument);
  const ofType = (type: ReturnType<typeof presentDocument>['type']) => shown.filter((d) => d.type === type);
  const newestSelfie = ofType('selfie_id').at(-1);
  const newestMilitary = ofType('military_document').at(-1);
  return {
    profile: {
      id: profile.userId,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
    },
    selfieDocuments: ofType('selfie_id'),
    militaryDocuments: ofType('military_document'),
    signatureDocuments: ofType('signature'),
    profileDocuments: {
      id_photo_url: newestSelfie?.document_url ?? null,
      id_photo_signed_url: newestSelfie?.signed_url ?? null,
      id_photo_expires_at: newestSelfie?.expires_at ?? null,
      military_document_url: newestMilitary?.document_url ?? null,
      military_document_signed_url: newestMilitary?.signed_url ?? null,
      military_document_expires_at: newestMilitary?.expires_at ?? null,
    },
  };
};

/** The public status page's data: nothing but what the gate needs. */
export const presentStatus = (s: MembershipStatusView) => ({
  campgroundName: s.campgroundName,
  memberName: s.memberName,
  membershipTypeName: s.membershipTypeName,
  startDate: s.startDate,
  endDate: s.endDate,
  today: s.today,
  validToday: s.validToday,
  message: s.verdict,
});
