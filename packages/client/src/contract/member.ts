import { AUTO_RENEWAL_FUNCTIONS } from './auto-renewal';
import type { FunctionContract } from './function-contract';
import { MEMBERSHIP_CHANGE_FUNCTIONS } from './membership-change';
import { z } from './zod';

// The member area's functions (02 §7): the member's own data only. Fields keep the spec's names (02 §3).

const id = z.string().max(100);
/** A profile field as update-profile receives it; blanks and nulls are dropped by the server. */
const profileText = (max = 500) => z.string().max(max).nullish();

/** A membership as the member area reads it (02 §3), both date spellings included. */
export const memberMembershipSchema = z.object({
  id: z.string(),
  membershipCode: z.string(),
  status: z.enum(['active', 'expired', 'pending', 'cancelled']),
  /** The overview's status: `expiring` for an active membership ending within 7 days. */
  displayStatus: z.enum(['active', 'upcoming', 'expiring', 'expired', 'pending', 'cancelled']),
  start_date: z.string(),
  startDate: z.string(),
  end_date: z.string(),
  endDate: z.string(),
  /** Days from the campground's today to the last day: 0 on the last day, negative once expired. */
  daysUntilExpiration: z.number(),
  membershipTypeId: z.string(),
  membershipTypeName: z.string(),
  enrichedMembershipTypeName: z.string(),
  membershipTypeDurationDays: z.number().nullable(),
  campgroundId: z.string(),
  campgroundName: z.string(),
  enrichedCampgroundName: z.string(),
  campground: z.object({
    id: z.string(),
    name: z.string(),
    branding_primary_color: z.string().nullable(),
    branding_secondary_color: z.string().nullable(),
    time_zone: z.string(),
    /** The campground's settings: whether members may renew or extend (the server refuses otherwise). */
    allow_member_renewals: z.boolean(),
    allow_member_extensions: z.boolean(),
  }),
  /** Dollars. */
  pricePaid: z.number(),
  /** Dollars: the membership's recorded payments that succeeded, less those refunded. */
  totalPaid: z.number(),
  isMilitaryDiscount: z.boolean(),
  memberEmail: z.string(),
  memberName: z.string(),
  /** When it was last checked in at the campground's gate (issue 28); null when never. */
  lastVisitAt: z.string().nullable().optional(),
});
export type MemberMembership = z.infer<typeof memberMembershipSchema>;

/** A payment of 02 §3; `amount` in cents. */
export const memberPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(['succeeded', 'pending', 'failed']),
  amount: z.number().int(),
  currency: z.string(),
  date: z.string(),
  membershipCode: z.string().nullable(),
  description: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** Wholly refunded. */
  refunded: z.boolean(),
  /** Cents given back so far (0 when none; the amount when wholly refunded). */
  refundedAmount: z.number().int(),
  campgroundName: z.string().nullable(),
  membershipType: z.string().nullable(),
  transactionId: z.string(),
  stripePaymentIntentId: z.string(),
  connected_account_id: z.string().nullable(),
  application_fee_amount: z.number().nullable(),
  user_id: z.string().nullable(),
});
export type MemberPayment = z.infer<typeof memberPaymentSchema>;

/**
 * The member's profile (02 §3) under the names the form and the domain use; the PATCH body takes the
 * same names (docs/decisions/server.md#one-vocabulary-for-the-person-record).
 */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  stateProvince: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  specialRequests: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberProfile = z.infer<typeof profileSchema>;

/** GET get-member-dashboard: the member dashboard data of 02 §3. */
export const memberDashboardResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    profile: profileSchema.extend({
      fullName: z.string(),
      military: z.object({ status: z.string().nullable() }),
    }),
    summary: z.object({
      totalMemberships: z.number().int(),
      activeMemberships: z.number().int(),
      expiringMemberships: z.number().int(),
      expiredMemberships: z.number().int(),
      /** Every payment of the member that succeeded, less those refunded, in cents like `amount`. */
      totalPaidCents: z.number().int(),
    }),
    memberships: z.object({
      active: z.array(memberMembershipSchema),
      expiring: z.array(memberMembershipSchema),
      expired: z.array(memberMembershipSchema),
    }),
    payments: z.array(memberPaymentSchema),
  }),
});
export type MemberDashboardResponse = z.infer<typeof memberDashboardResponseSchema>;

/** GET user-memberships and get-user-documents: `userId`, when given, must be the caller's own. */
export const ownUserQuerySchema = z.object({ userId: id.optional() });

export const userMembershipsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ memberships: z.array(memberMembershipSchema) }),
});

/** GET update-profile. */
export const readProfileResponseSchema = z.object({
  success: z.literal(true),
  profile: profileSchema,
});

/** PATCH update-profile: the profile's names; `email` is accepted and ignored (it never changes). */
export const updateProfileRequestSchema = z.object({
  firstName: profileText(200),
  lastName: profileText(200),
  phone: profileText(50),
  dateOfBirth: profileText(10),
  streetAddress: profileText(),
  city: profileText(200),
  stateProvince: profileText(200),
  postalCode: profileText(20),
  country: profileText(100),
  specialRequests: profileText(2000),
  email: profileText(320),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updatedFields: z.array(z.string()),
  profile: profileSchema,
});

/** A member document of 02 §3, with its signed link and when the link expires. */
export const memberDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(['selfie_id', 'military_document', 'signature']),
  campground: z.string().nullable(),
  membership_code: z.string().nullable(),
  uploaded_at: z.string(),
  file_name: z.string(),
  document_url: z.string().nullable(),
  signed_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  file_size: z.number().nullable(),
  document_type: z.string(),
  status: z.enum(['approved', 'rejected', 'pending']),
  review_notes: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;

/** GET get-user-documents: the document set of 02 §3. */
export const userDocumentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    profile: profileSchema.pick({ id: true, email: true, firstName: true, lastName: true }),
    selfieDocuments: z.array(memberDocumentSchema),
    militaryDocuments: z.array(memberDocumentSchema),
    signatureDocuments: z.array(memberDocumentSchema),
    profileDocuments: z.object({
      id_photo_url: z.string().nullable(),
      id_photo_signed_url: z.string().nullable(),
      id_photo_expires_at: z.string().nullable(),
      military_document_url: z.string().nullable(),
      military_document_signed_url: z.string().nullable(),
      military_document_expires_at: z.string().nullable(),
    }),
  }),
});

export type UserDocumentsResponse = z.infer<typeof userDocumentsResponseSchema>;

/** One of the member's memberships, by id. */
export const membershipIdQuerySchema = z.object({ membershipId: id });
export const membershipIdRequestSchema = z.object({ membershipId: id });

export const statusLinkResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ membershipId: z.string(), statusUrl: z.string() }),
});

/** GET get-membership-card answers the PNG itself (image/png, attachment membership-card-{code}.png). */
export const membershipCardResponseSchema = z.string().describe('The card as an 800x1200 PNG (image/png).');

/** GET get-membership-apple-pass answers the pass itself (application/vnd.apple.pkpass). */
export const appleWalletPassResponseSchema = z
  .string()
  .describe('The card as a signed Apple Wallet pass (application/vnd.apple.pkpass).');

/** GET get-membership-google-pass: the save link, or in development (saveUrl null) the payload it would carry. */
export const googleWalletPassResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    saveUrl: z.string().nullable(),
    development: z.boolean(),
    payload: z.record(z.string(), z.unknown()),
  }),
});

/** GET membership-status: the public status page's data (no sign-in). */
export const membershipStatusQuerySchema = z.object({ token: z.string().max(200) });
export const membershipStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    campgroundName: z.string(),
    memberName: z.string(),
    membershipTypeName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    today: z.string(),
    validToday: z.boolean(),
    message: z.string(),
  }),
});
export type MembershipStatusResponse = z.infer<typeof membershipStatusResponseSchema>;

/** GET member-payments: the Payments tab's list, sorted and paged by the server (02 §2 sort options). */
export const memberPaymentsQuerySchema = z.object({
  search: z.string().max(200).optional(),
  sortField: z.enum(['date', 'amount', 'status']).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type MemberPaymentsQuery = z.input<typeof memberPaymentsQuerySchema>;

export const memberPaymentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    payments: z.array(memberPaymentSchema),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      totalCount: z.number().int(),
      totalPages: z.number().int(),
      hasNextPage: z.boolean(),
      hasPreviousPage: z.boolean(),
    }),
  }),
});

/** The member area's functions (02 §7), renewing and extending included. */
export const MEMBER_FUNCTIONS = {
  'get-member-dashboard': {
    method: 'GET',
    access: 'bearer',
    summary: 'The member dashboard data: profile, summary, memberships by status, payments (member).',
    response: memberDashboardResponseSchema,
  },
  'user-memberships': {
    method: 'GET',
    access: 'bearer',
    summary: "The caller's memberships, newest first (member; userId, if given, must be the caller's).",
    request: ownUserQuerySchema,
    response: userMembershipsResponseSchema,
  },
  'member-payments': {
    method: 'GET',
    access: 'bearer',
    summary: "The caller's payments, sorted by date, amount or status and paged (member).",
    request: memberPaymentsQuerySchema,
    response: memberPaymentsResponseSchema,
  },
  'read-profile': {
    method: 'GET',
    path: 'update-profile',
    access: 'bearer',
    summary: "GET update-profile: the caller's profile (member).",
    response: readProfileResponseSchema,
  },
  'update-profile': {
    method: 'PATCH',
    access: 'bearer',
    summary: "Update the caller's profile: blanks dropped, the e-mail never changed; answers updatedFields.",
    request: updateProfileRequestSchema,
    response: updateProfileResponseSchema,
  },
  'get-user-documents': {
    method: 'GET',
    access: 'bearer',
    summary: "The caller's identity documents with signed links that expire (member).",
    request: ownUserQuerySchema,
    response: userDocumentsResponseSchema,
  },
  'get-membership-card': {
    method: 'GET',
    access: 'bearer',
    summary: "The digital card of one of the caller's memberships as an 800x1200 PNG (image/png).",
    request: membershipIdQuerySchema,
    response: membershipCardResponseSchema,
    answers: 'image/png',
  },
  'get-membership-apple-pass': {
    method: 'GET',
    access: 'bearer',
    summary: "One of the caller's memberships as a signed Apple Wallet pass carrying the card's QR.",
    request: membershipIdQuerySchema,
    response: appleWalletPassResponseSchema,
    answers: 'application/vnd.apple.pkpass',
  },
  'get-membership-google-pass': {
    method: 'GET',
    access: 'bearer',
    summary:
      "One of the caller's memberships as a Google Wallet save link (a signed JWT); development shows the payload.",
    request: membershipIdQuerySchema,
    response: googleWalletPassResponseSchema,
  },
  'get-membership-status-link': {
    method: 'GET',
    access: 'bearer',
    summary: "The public status link of one of the caller's memberships (what the card's QR opens).",
    request: membershipIdQuerySchema,
    response: statusLinkResponseSchema,
  },
  'replace-membership-status-link': {
    method: 'POST',
    access: 'bearer',
    summary: 'A new status link for the membership; the old link stops working.',
    request: membershipIdRequestSchema,
    response: statusLinkResponseSchema,
  },
  'membership-status': {
    method: 'GET',
    access: 'public',
    summary: 'The public status of a membership by its status token: valid today or not (no sign-in).',
    request: membershipStatusQuerySchema,
    response: membershipStatusResponseSchema,
  },
  ...MEMBERSHIP_CHANGE_FUNCTIONS,
  ...AUTO_RENEWAL_FUNCTIONS,
} as const satisfies Record<string, FunctionContract>;
