import { paginationSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The owner area's Members tab (03 §2.5, §3 Member record and Member stats, §7 Members, §9): the
// members of the campgrounds the caller owns or staffs, searched, filtered, sorted and paged by the
// database. A "member" here is one membership with its member's profile (03 §3 Member record): its
// `id` is the membership's id. Amounts are cents; `*_formatted` fields are the dollars shown.

const id = z.string().max(100);

/** Membership statuses a member can be filtered by; `all` (the default) filters nothing. */
export const OWNER_MEMBER_STATUS_FILTERS = [
  'all',
  'active',
  'upcoming',
  'expired',
  'pending',
  'cancelled',
] as const;
export type OwnerMemberStatusFilter = (typeof OWNER_MEMBER_STATUS_FILTERS)[number];

/** Sort keys: join date (`created_at`, the default), name (last then first name), expiration (`end_date`). */
export const OWNER_MEMBER_SORTS = ['created_at', 'name', 'end_date'] as const;
export type OwnerMemberSort = (typeof OWNER_MEMBER_SORTS)[number];

/** Page sizes of 03 §9 (10 is the default). */
export const OWNER_MEMBER_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * What narrows the members (list and export alike). Without `campground_id` the caller's every
 * campground is read (the "All campgrounds" filter); with one, it must be one of the caller's (403).
 * `search` matches name, e-mail, membership code and phone, case-insensitively, anywhere in them.
 */
export const ownerMembersFilterSchema = z.object({
  campground_id: id.optional(),
  status: z.enum(OWNER_MEMBER_STATUS_FILTERS).optional(),
  search: z.string().max(200).optional(),
  sort_by: z.enum(OWNER_MEMBER_SORTS).optional(),
  /** Default `desc` (newest joined first). */
  sort_order: z.enum(['asc', 'desc']).optional(),
});

/** GET get-campground-members: one page. Give `page` (1-based) or `offset` (a multiple of `limit`). */
export const getCampgroundMembersQuerySchema = ownerMembersFilterSchema.extend({
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (OWNER_MEMBER_PAGE_SIZES as readonly number[]).includes(n), {
      message: 'limit must be 10, 20, 50 or 100',
    })
    .optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  offset: z.coerce.number().int().min(0).max(100_000_000).optional(),
});
export type GetCampgroundMembersQuery = z.input<typeof getCampgroundMembersQuerySchema>;

export const ownerMemberStatusSchema = z.enum(['active', 'upcoming', 'expired', 'pending', 'cancelled']);
export const ownerPaymentStatusSchema = z.enum(['paid', 'pending', 'failed']);

/** The member's profile inside a Member record (03 §3), snake_case. */
export const ownerMemberProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  numid: z.string().nullable(),
  street_address: z.string().nullable(),
  city: z.string().nullable(),
  state_province: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  military_status: z.string().nullable(),
  special_requests: z.string().nullable(),
});
export type OwnerMemberProfile = z.infer<typeof ownerMemberProfileSchema>;

/** The Member record of 03 §3 (owner list): one membership with its member. */
export const ownerMemberSchema = z.object({
  /** The membership's id (what get-campground-member takes). */
  id: z.string(),
  full_name: z.string(),
  /** The domain's current status: past its end date `expired`, before its start date `upcoming`. */
  status: ownerMemberStatusSchema,
  /** 'Active', 'Expiring Soon', 'Starts on MM/DD/YYYY', 'Expired', 'Pending' or 'Cancelled'. */
  status_label: z.string(),
  /** Active and ending within 30 days (03 §9), in the campground's time zone. */
  is_expiring_soon: z.boolean(),
  /** 0 on the last day, negative once past. */
  days_until_expiration: z.number().int(),
  /** Bought with the military discount, or the profile names a military status. */
  is_military_member: z.boolean(),
  has_military_document: z.boolean(),
  /** The campground's discount, e.g. '15%', when this membership was bought with it; else null. */
  military_discount_formatted: z.string().nullable(),
  auto_renewal: z.boolean(),
  /** Brought in by the member import: paid outside CampPass, no payment row (absent from older answers). */
  imported: z.boolean().optional(),
  /** `YYYY-MM-DD`: when the automatic renewal is next charged (or retried); null unless it is on. */
  next_charge_date: z.string().nullable(),
  membership_code: z.string(),
  membership_type: z.object({ id: z.string(), display_name: z.string() }),
  membership_duration_days: z.number().int(),
  /** When the membership was bought (its creation), ISO timestamp. */
  purchase_date: z.string(),
  /** YYYY-MM-DD. */
  start_date: z.string(),
  /** YYYY-MM-DD, the last valid day. */
  end_date: z.string(),
  payment_status: ownerPaymentStatusSchema,
  price_paid_cents: z.number().int(),
  /** '$49.00'. */
  price_paid_formatted: z.string(),
  has_id_photo: z.boolean(),
  has_signature: z.boolean(),
  /** Whether the member has filled in more than their name and e-mail (phone, address or birth date). */
  has_profile: z.boolean(),
  /** Street, city, state, postal code and country joined with ', ' (blanks left out); '' if none. */
  full_address: z.string(),
  campground_id: z.string(),
  campground_name: z.string(),
  created_at: z.string(),
  member_profile: ownerMemberProfileSchema,
});
export type OwnerMember = z.infer<typeof ownerMemberSchema>;

/** The answer of get-campground-members: one page and the Pagination of 03 §3. */
export const getCampgroundMembersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ownerMemberSchema),
  pagination: paginationSchema,
});
export type GetCampgroundMembersResponse = z.infer<typeof getCampgroundMembersResponseSchema>;

/** GET get-campground-member-stats: over one campground, or every campground of the caller. */
export const getCampgroundMemberStatsQuerySchema = z.object({ campground_id: id.optional() });
export type GetCampgroundMemberStatsQuery = z.input<typeof getCampgroundMemberStatsQuerySchema>;

/** Per membership type (the 'Membership Types' panel). */
export const ownerMemberTypeStatsSchema = z.object({
  membership_type_id: z.string(),
  campground_id: z.string(),
  display_name: z.string(),
  count: z.number().int(),
  active: z.number().int(),
  expired: z.number().int(),
  pending: z.number().int(),
  cancelled: z.number().int(),
  /** Cents: succeeded payments of this type's memberships, refunds left out. */
  revenue: z.number().int(),
});

/** Member stats of 03 §3, from the stored memberships, documents and payments. */
export const ownerMemberStatsSchema = z.object({
  /** Members: the people holding these memberships, each once. */
  total_members: z.number().int(),
  /** Memberships (archived ones left out); the list and the counts below count memberships. */
  total_memberships: z.number().int(),
  /** Started and not ended. */
  active_members: z.number().int(),
  /** Paid for, their first day later (counted apart from active). */
  upcoming_members: z.number().int(),
  expired_members: z.number().int(),
  cancelled_members: z.number().int(),
  pending_members: z.number().int(),
  /** Cents: succeeded payments recorded for these campgrounds, refunded ones left out. */
  total_revenue: z.number().int(),
  /** Memberships whose payment is still pending. */
  pending_payments: z.number().int(),
  /** Active and ending between today and 30 days from today. */
  expiring_soon: z.number().int(),
  members_with_numid: z.number().int(),
  members_with_signatures: z.number().int(),
  military_members: z.number().int(),
  members_with_photos: z.number().int(),
  membership_types: z.array(ownerMemberTypeStatsSchema),
  /** The last 12 months, oldest first, months without payments included as 0 (cents). */
  revenue_by_month: z.array(z.object({ month: z.string(), revenue: z.number().int() })),
  /** The 'Members by Campground' panel, by name. */
  by_campground: z.array(
    z.object({ campground_id: z.string(), campground_name: z.string(), count: z.number().int() }),
  ),
});
export type OwnerMemberStats = z.infer<typeof ownerMemberStatsSchema>;

export const getCampgroundMemberStatsResponseSchema = z.object({
  success: z.literal(true),
  data: ownerMemberStatsSchema,
});
export type GetCampgroundMemberStatsResponse = z.infer<typeof getCampgroundMemberStatsResponseSchema>;

/** GET get-campground-member: the View Profile modal of 03 §2.5 for one membership. */
export const getCampgroundMemberQuerySchema = z.object({ membership_id: id });
export type GetCampgroundMemberQuery = z.input<typeof getCampgroundMemberQuerySchema>;

/** Why the modal's 'Attention Required' box shows; words in the domain's catalogue. */
export const OWNER_MEMBER_ATTENTION = [
  'payment_pending',
  'payment_failed',
  'expiring_soon',
  'expired',
  'military_document_pending',
  'military_document_missing',
  'id_photo_missing',
] as const;
export type OwnerMemberAttention = (typeof OWNER_MEMBER_ATTENTION)[number];

export const ownerMemberDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['selfie', 'signature', 'military-document']),
  status: z.enum(['pending', 'approved', 'rejected']),
  content_type: z.string(),
  created_at: z.string(),
});

export const ownerMemberPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(['succeeded', 'pending', 'failed']),
  /** Cents. */
  amount: z.number().int(),
  amount_formatted: z.string(),
  currency: z.string(),
  purpose: z.enum(['purchase', 'renewal', 'extension']),
  payment_method: z.string().nullable(),
  /** Wholly refunded. */
  refunded: z.boolean(),
  /** Cents given back so far, and what is left to refund (0 for a payment the owner cannot refund). */
  refunded_cents: z.number().int(),
  refundable_cents: z.number().int(),
  /** When the card holder disputed the charge, or `null`. */
  disputed_at: z.string().nullable(),
  /** The gateway's payment id (transaction reference); `offline_…` for one recorded at the office. */
  transaction_id: z.string(),
  /** The owner's note on a payment recorded at the office (owner-record-payment). */
  note: z.string().nullable(),
  created_at: z.string(),
});

export const getCampgroundMemberResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    member: ownerMemberSchema,
    membership_type: z.object({
      id: z.string(),
      display_name: z.string(),
      duration_days: z.number().int(),
      price_cents: z.number().int(),
      price_formatted: z.string(),
    }),
    timeline: z.object({
      purchase_date: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      auto_renewal: z.boolean(),
      /** `YYYY-MM-DD`: when the automatic renewal is next charged; null unless it is on. */
      next_charge_date: z.string().nullable(),
      /** ISO timestamp of the membership's latest check-in at the gate; null if none (absent from older answers). */
      last_visit_at: z.string().nullable().optional(),
    }),
    payment: z.object({
      payment_status: ownerPaymentStatusSchema,
      price_paid_cents: z.number().int(),
      price_paid_formatted: z.string(),
      /** Succeeded and not refunded, cents. */
      total_paid_cents: z.number().int(),
      total_paid_formatted: z.string(),
      payments: z.array(ownerMemberPaymentSchema),
    }),
    military: z.object({
      is_military_member: z.boolean(),
      military_status: z.string().nullable(),
      military_discount_formatted: z.string().nullable(),
      documents: z.array(ownerMemberDocumentSchema),
    }),
    /** Every document of this membership (selfie with ID, signature, military documents). */
    documents: z.array(ownerMemberDocumentSchema),
    special_requests: z.string().nullable(),
    attention: z.array(z.enum(OWNER_MEMBER_ATTENTION)),
  }),
});
export type GetCampgroundMemberResponse = z.infer<typeof getCampgroundMemberResponseSchema>;
export type OwnerMemberDetail = GetCampgroundMemberResponse['data'];

/** GET export-members: the same filters and order as the list, every matching row (owner only). */
export type ExportMembersQuery = z.input<typeof ownerMembersFilterSchema>;

/** The CSV columns of 03 §9, in order (the domain's list). */
export { MEMBER_EXPORT_COLUMNS } from '@camppass/domain';

/** export-members answers the CSV itself (text/csv, attachment members-{campground}-{date}.csv). */
export const exportMembersResponseSchema = z.string().describe('The members as CSV (text/csv).');

/** The Members tab's functions, spread into the owner function table. */
export const OWNER_MEMBER_FUNCTIONS = {
  'get-campground-members': {
    method: 'GET',
    access: 'bearer',
    summary:
      "A page of the caller's campground members: searched (name, e-mail, code, phone), filtered by status, sorted by join date, name or expiration (owner, staff).",
    request: getCampgroundMembersQuerySchema,
    response: getCampgroundMembersResponseSchema,
  },
  'get-campground-member-stats': {
    method: 'GET',
    access: 'bearer',
    summary:
      'Member stats of 03 §3: counts by status and type, revenue by month from recorded payments, expiring within 30 days (owner, staff).',
    request: getCampgroundMemberStatsQuerySchema,
    response: getCampgroundMemberStatsResponseSchema,
  },
  'get-campground-member': {
    method: 'GET',
    access: 'bearer',
    summary:
      "One member's profile modal: personal info, address, membership, timeline, payments, military documents (owner, staff; 403 for another campground's member).",
    request: getCampgroundMemberQuerySchema,
    response: getCampgroundMemberResponseSchema,
  },
  'export-members': {
    method: 'GET',
    access: 'bearer',
    summary:
      'The filtered members as a CSV of the 15 columns of 03 §9, streamed, spreadsheet formulas neutralised (owner, super admin; text/csv).',
    request: ownerMembersFilterSchema,
    response: exportMembersResponseSchema,
    answers: 'text/csv',
  },
} as const satisfies Record<string, FunctionContract>;
