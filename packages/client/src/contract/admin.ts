import { z } from 'zod';
import { publicCampgroundFieldsSchema } from './public';

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

/** POST admin-delete-campground: removes the campground from view (docs/decisions.md). */
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
