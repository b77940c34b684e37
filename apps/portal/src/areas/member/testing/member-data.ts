import type {
  MemberDashboardResponse,
  MemberDocument,
  MemberMembership,
  MemberProfile,
} from '@camppass/client';

const campground = {
  id: 'c-1',
  name: 'Pine Lake',
  branding_primary_color: '#4A90E2',
  branding_secondary_color: '#2ECC71',
  time_zone: 'America/Chicago',
  allow_member_renewals: true,
  allow_member_extensions: true,
};

/** A membership as get-member-dashboard answers it. */
export const aMembership = (
  overrides: Partial<MemberMembership> & Pick<MemberMembership, 'id' | 'membershipTypeName'>,
): MemberMembership => {
  const startDate = overrides.startDate ?? '2026-11-01';
  const endDate = overrides.endDate ?? '2027-10-31';
  return {
    membershipCode: `PINE-${overrides.id.toUpperCase()}`,
    status: 'active',
    displayStatus: 'active',
    start_date: startDate,
    startDate,
    end_date: endDate,
    endDate,
    daysUntilExpiration: 340,
    membershipTypeId: `t-${overrides.id}`,
    enrichedMembershipTypeName: overrides.membershipTypeName,
    membershipTypeDurationDays: 365,
    campgroundId: campground.id,
    campgroundName: campground.name,
    enrichedCampgroundName: campground.name,
    campground,
    pricePaid: 1200,
    totalPaid: 1200,
    isMilitaryDiscount: false,
    memberEmail: 'member@camppass.test',
    memberName: 'Morgan Member',
    ...overrides,
  };
};

/** The dashboard answer for these memberships, grouped and counted as the server does (02 §3). */
export const aDashboard = (
  memberships: readonly MemberMembership[],
  payments: MemberDashboardResponse['data']['payments'] = [],
): MemberDashboardResponse => {
  const active = memberships.filter((m) => m.status === 'active');
  const expiring = memberships.filter((m) => m.displayStatus === 'expiring');
  const expired = memberships.filter((m) => m.status === 'expired');
  return {
    success: true,
    data: {
      profile: {
        id: 'u-member',
        email: 'member@camppass.test',
        firstName: 'Morgan',
        lastName: 'Member',
        fullName: 'Morgan Member',
        phone: null,
        title: null,
        dateOfBirth: null,
        status: 'active',
        streetAddress: null,
        city: null,
        stateProvince: null,
        postalCode: null,
        country: null,
        specialRequests: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        military: { status: null },
      },
      summary: {
        totalMemberships: memberships.length,
        activeMemberships: active.length,
        expiringMemberships: expiring.length,
        expiredMemberships: expired.length,
        totalPaidCents: payments
          .filter((p) => p.status === 'succeeded' && !p.refunded)
          .reduce((sum, p) => sum + p.amount, 0),
      },
      memberships: { active, expiring, expired },
      payments,
    },
  };
};

/** The demo member's four memberships: a military Annual, a Weekly ending in 3 days, two expired. */
export const demoMemberships = (): MemberMembership[] => [
  aMembership({ id: 'annual', membershipTypeName: 'Annual', isMilitaryDiscount: true }),
  aMembership({
    id: 'weekly',
    membershipTypeName: 'Weekly',
    displayStatus: 'expiring',
    startDate: '2026-11-22',
    endDate: '2026-11-28',
    daysUntilExpiration: 3,
    membershipTypeDurationDays: 7,
    totalPaid: 140,
  }),
  aMembership({
    id: 'weekend',
    membershipTypeName: 'Weekend',
    status: 'expired',
    displayStatus: 'expired',
    startDate: '2026-09-26',
    endDate: '2026-09-28',
    daysUntilExpiration: -58,
    membershipTypeDurationDays: 3,
  }),
  aMembership({
    id: 'monthly',
    membershipTypeName: 'Monthly',
    status: 'expired',
    displayStatus: 'expired',
    startDate: '2026-08-27',
    endDate: '2026-09-25',
    daysUntilExpiration: -61,
    membershipTypeDurationDays: 30,
  }),
];

/** The member's profile as read-profile answers it. */
export const aProfile = (id: string): MemberProfile => ({
  id,
  email: 'morgan@camppass.test',
  firstName: 'Morgan',
  lastName: 'Member',
  phone: '(555) 010-2000',
  title: null,
  dateOfBirth: '1990-04-12',
  streetAddress: '1 Lake Road',
  city: 'Pine Lake',
  stateProvince: 'MN',
  postalCode: '55001',
  country: null,
  specialRequests: 'Shaded site, please.',
  status: 'active',
  createdAt: '2026-01-05T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
});

/** A document as get-user-documents answers it, with a signed link far from expiry. */
export const aDocument = (
  overrides: Partial<MemberDocument> & Pick<MemberDocument, 'id'>,
): MemberDocument => ({
  type: 'selfie_id',
  campground: 'Pine Lake',
  membership_code: 'PINE-1',
  uploaded_at: '2026-11-10T18:00:00.000Z',
  file_name: `${overrides.id}.jpg`,
  document_url: `documents/${overrides.id}.jpg`,
  signed_url: `https://files.test/${overrides.id}.jpg?token=1`,
  expires_at: '2099-01-01T00:00:00.000Z',
  file_size: 1_572_864,
  document_type: 'image/jpeg',
  status: 'approved',
  review_notes: null,
  reviewed_at: null,
  error: null,
  ...overrides,
});

/** The get-user-documents answer holding these documents. */
export const aDocumentSet = (
  userId: string,
  docs: { selfie?: MemberDocument[]; military?: MemberDocument[] } = {},
) => ({
  success: true,
  data: {
    profile: { id: userId, email: 'morgan@camppass.test', firstName: 'Morgan', lastName: 'Member' },
    selfieDocuments: docs.selfie ?? [],
    militaryDocuments: docs.military ?? [],
    signatureDocuments: [],
    profileDocuments: {
      id_photo_url: null as string | null,
      id_photo_signed_url: null as string | null,
      id_photo_expires_at: null,
      military_document_url: null,
      military_document_signed_url: null,
      military_document_expires_at: null,
    },
  },
});
