import { z } from 'zod';

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
