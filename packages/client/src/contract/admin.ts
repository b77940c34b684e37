import { publicCampgroundFieldsSchema } from './public';
import { z } from './zod';

// The super admin's functions (03 §2.9-§2.11, §7), bearer-authorised and refused (403) to every
// other role. Admin entities keep the camelCase of 03 §3 (Admin member, Owner, System stats).

const text = (max = 500) => z.string().max(max);

/** What every admin list takes: the page (1-based), its size and a free-text search. */
export const adminListRequestSchema = z.object({
  page: z.number().int().min(1).max(1_000_000).optional(),
  limit: z.number().int().min(1).max(100).optional(),
  search: text(200).optional(),
});
export type AdminListRequest = z.input<typeof adminListRequestSchema>;

/** Pagination of 03 §3. */
export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  /**
   * Present and true when the list stopped counting (a searched admin account list past 1,000
   * matches): more than `totalCount` rows match, and `totalPages` counts one page past them.
   */
  totalCountCapped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });

const json = z.record(z.string(), z.unknown());

/** POST admin-recent-activity: the audit log, newest first (the overview's recent activity). */
export const adminRecentActivityRequestSchema = adminListRequestSchema.extend({
  campgroundId: text(100).optional(),
});
export type AdminRecentActivityRequest = z.input<typeof adminRecentActivityRequestSchema>;
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.enum(['owner', 'staff', 'super_admin']),
  action: z.string(),
  campgroundId: z.string().nullable(),
  subjectId: z.string().nullable(),
  before: json.nullable(),
  after: json.nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const adminRecentActivityResponseSchema = listResponse(auditEntrySchema);
export type AdminRecentActivityResponse = z.infer<typeof adminRecentActivityResponseSchema>;

/** GET admin-system-stats: System stats of 03 §3 from the stored rows. */
export const adminSystemStatsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    totalCampgrounds: z.number(),
    totalOwners: z.number(),
    totalMembers: z.number(),
    activeMemberships: z.number(),
    pendingVerifications: z.number(),
    systemHealth: z.enum(['healthy', 'error']),
  }),
});
export type AdminSystemStatsResponse = z.infer<typeof adminSystemStatsResponseSchema>;

const numberInput = z.union([z.number(), text(20)]).nullish();

/** The admin's campground form (03 §5): text fields, flags and numbers, empty optionals as null. */
export const adminCampgroundFormSchema = z.object({
  name: text(200).nullish(),
  address: text(500).nullish(),
  slug: text(200).nullish(),
  description: text(5000).nullish(),
  city: text(200).nullish(),
  state: text(200).nullish(),
  zip_code: text(40).nullish(),
  phone: text(60).nullish(),
  email: text(320).nullish(),
  website: text(2000).nullish(),
  booking_url: text(2000).nullish(),
  status: text(40).nullish(),
  branding_primary_color: text(40).nullish(),
  branding_secondary_color: text(40).nullish(),
  branding_text_color: text(40).nullish(),
  adult_only: z.boolean().nullish(),
  military_discount_enabled: z.boolean().nullish(),
  military_discount_percentage: numberInput,
  operating_season_start: numberInput,
  operating_season_end: numberInput,
});
export type AdminCampgroundForm = z.input<typeof adminCampgroundFormSchema>;

/** A campground as the admin sees it (03 §3 Campground, snake_case, with ownerName). */
export const adminCampgroundSchema = publicCampgroundFieldsSchema
  .pick({
    id: true,
    name: true,
    slug: true,
    description: true,
    city: true,
    state: true,
    zip_code: true,
    phone: true,
    email: true,
    website: true,
    booking_url: true,
    status: true,
    adult_only: true,
    military_discount_enabled: true,
    military_discount_percentage: true,
    operating_season_start: true,
    operating_season_end: true,
    branding_logo_url: true,
  })
  .extend({
    address: z.string(),
    branding_primary_color: z.string(),
    branding_secondary_color: z.string(),
    branding_text_color: z.string(),
    owner_id: z.string().nullable(),
    ownerName: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    /** In the list of campgrounds without an owner: the pending owner invitation, if any. */
    pendingInvitation: z.object({ email: z.string(), expiresAt: z.string() }).nullable().optional(),
  });
export type AdminCampgroundView = z.infer<typeof adminCampgroundSchema>;

/** POST create-campground (03 §7). */
export const createCampgroundRequestSchema = adminCampgroundFormSchema;
export const adminCampgroundResponseSchema = z.object({
  success: z.literal(true),
  data: adminCampgroundSchema,
});
export type AdminCampgroundResponse = z.infer<typeof adminCampgroundResponseSchema>;

/** POST admin-update-campground: the edit modal's whole form for one campground. */
export const adminUpdateCampgroundRequestSchema = adminCampgroundFormSchema.extend({
  campground_id: text(100),
});

/**
 * POST admin-delete-campground: removes the campground from view
 * (docs/decisions/admin-area.md#deleting-a-campground-removes-it-from-view).
 */
export const adminDeleteCampgroundRequestSchema = z.object({ campground_id: text(100) });
export const adminDeleteCampgroundResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string() }),
});

/** POST admin-campgrounds: the campgrounds table and logo page (page size 50). */
export const adminCampgroundsRequestSchema = adminListRequestSchema.extend({
  /** 'all' (or absent) for every status. */
  status: z.enum(['all', 'active', 'inactive', 'pending', 'suspended']).optional(),
  /** Only campgrounds without an owner (the invitation form's choices). */
  unowned: z.boolean().optional(),
});
export type AdminCampgroundsRequest = z.input<typeof adminCampgroundsRequestSchema>;
export const adminCampgroundsResponseSchema = listResponse(adminCampgroundSchema);
export type AdminCampgroundsResponse = z.infer<typeof adminCampgroundsResponseSchema>;

const roleHeldSchema = z.object({ role: z.string(), campgroundId: z.string().nullable() });

/** An account as the Users tab lists it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  status: z.string().nullable(),
  roles: z.array(roleHeldSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUserView = z.infer<typeof adminUserSchema>;

/** POST admin-users: every account with its roles (search on name and e-mail, optional role). */
export const adminUsersRequestSchema = adminListRequestSchema.extend({
  role: z.enum(['member', 'owner', 'staff', 'super_admin']).optional(),
});
export const adminUsersResponseSchema = listResponse(adminUserSchema);

/** Owner (from profile) of 03 §3, with the campgrounds the account owns. */
export const adminOwnerSchema = adminUserSchema.extend({
  campgrounds: z.number(),
  ownedCampgrounds: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminOwnerView = z.infer<typeof adminOwnerSchema>;
export const adminOwnersRequestSchema = adminListRequestSchema;
export const adminOwnersResponseSchema = listResponse(adminOwnerSchema);

const adminMembershipSchema = z.object({
  id: z.string(),
  membershipCode: z.string(),
  campgroundId: z.string(),
  campgroundName: z.string(),
  membershipType: z.string(),
  membershipStatus: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
});

/** Admin member of 03 §3 (campground and membership from the member's newest membership). */
export const adminMemberSchema = adminUserSchema.extend({
  campgroundId: z.string().nullable(),
  campgroundName: z.string().nullable(),
  membershipType: z.string(),
  membershipStatus: z.string(),
  joinDate: z.string(),
});
export type AdminMemberView = z.infer<typeof adminMemberSchema>;
export const adminMembersRequestSchema = adminListRequestSchema.extend({
  campgroundId: text(100).optional(),
  status: z.enum(['all', 'active', 'expired', 'pending', 'cancelled', 'archived']).optional(),
});
export const adminMembersResponseSchema = listResponse(adminMemberSchema);

/** POST admin-member-details: the details modal. */
export const adminMemberDetailsRequestSchema = z.object({ memberId: text(100) });
export const adminMemberDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: adminMemberSchema.extend({
    emergencyContact: z.object({ name: z.string(), phone: z.string(), relationship: z.string() }).nullable(),
    militaryStatus: z.string().nullable(),
    memberships: z.array(adminMembershipSchema),
  }),
});

export type AdminMemberDetailsView = z.infer<typeof adminMemberDetailsResponseSchema>['data'];

/** POST admin-contact-member: an e-mail to the member (rate limited per admin). */
export const adminContactMemberRequestSchema = z.object({
  memberId: text(100),
  subject: text(200).default(''),
  message: text(10_000).default(''),
});
export const adminContactMemberResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ to: z.string() }),
});

/** The owner actions: suspend, reactivate, delete (by the owner's account id). */
export const adminOwnerActionRequestSchema = z.object({ ownerId: text(100) });
export const adminOwnerStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.string() }),
});
export const adminDeleteOwnerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ campgroundIds: z.array(z.string()) }),
});

/** POST assign-campground (assign_campground_secure of 03 §7). */
export const assignCampgroundRequestSchema = z.object({
  p_campground_id: text(100),
  p_owner_id: text(100),
});
export const assignCampgroundResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST admin-resend-invitation: a fresh link for the campground's pending owner invitation. */
export const adminResendInvitationRequestSchema = z.object({ campgroundId: text(100) });
export const adminResendInvitationResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ email: z.string(), expiresAt: z.string() }),
});

/** GET admin-system-health: real checks, the worst of them as the status. */
export const adminSystemHealthResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.enum(['healthy', 'warning', 'error']),
    checks: z.array(
      z.object({ name: z.string(), status: z.enum(['healthy', 'warning', 'error']), detail: z.string() }),
    ),
    outboxBacklog: z.number().nullable(),
    oldestUnsentEmailAt: z.string().nullable(),
    oldestPendingCheckoutAt: z.string().nullable(),
    lastReconciliationAt: z.string().nullable(),
    checkedAt: z.string(),
  }),
});

/** GET admin-system-schema: migrations and table row counts (no SQL from the caller). */
export const adminSystemSchemaResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    migrations: z.array(
      z.object({ version: z.number(), name: z.string(), appliedAt: z.string().nullable() }),
    ),
    unknownVersions: z.array(z.number()),
    tables: z.array(z.object({ name: z.string(), rows: z.number() })),
  }),
});

/** GET admin-token-claims: what the caller's token stands for, without any secret. */
export const adminTokenClaimsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    userId: z.string(),
    email: z.string(),
    sessionId: z.string(),
    roles: z.array(roleHeldSchema),
    isSuperAdmin: z.boolean(),
  }),
});
