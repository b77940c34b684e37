import { AUDIT_ACTION_KIND_NAMES, type AuditActionKind } from '@camppass/domain';
import { ADMIN_ACCOUNT_FUNCTIONS } from './admin-accounts';
import {
  adminListRequestSchema,
  listResponse,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  specText,
  successSchema,
} from './envelope';
import type { FunctionContract } from './function-contract';
import { payoutAccountStateSchema } from './owner-payouts';
import { publicCampgroundFieldsSchema } from './public-page';
import { z } from './zod';

// The super admin's functions (03 §2.9-§2.11, §7), bearer-authorised and refused (403) to every
// other role. Admin entities keep the camelCase of 03 §3 (Admin member, Owner, System stats). The
// accounts (users, owners, members) are in admin-accounts.ts.

const text = (max = 500) => z.string().max(max);

const json = z.record(z.string(), z.unknown());

/**
 * POST admin-recent-activity: the audit log, newest first (the overview's recent activity and the
 * Activity screen), filtered by who (`actorId`, or `search` on the actor's name and e-mail), kind of
 * action, campground and written at or after `from` and before `to`.
 */
export const adminRecentActivityRequestSchema = adminListRequestSchema.extend({
  campgroundId: text(100).optional(),
  actorId: text(100).optional(),
  kind: z.enum(AUDIT_ACTION_KIND_NAMES as [AuditActionKind, ...AuditActionKind[]]).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AdminRecentActivityRequest = z.input<typeof adminRecentActivityRequestSchema>;
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The actor's name from their profile, when they have one. */
  actorName: z.string().nullable(),
  actorRole: z.enum(['owner', 'staff', 'super_admin']),
  action: z.string(),
  campgroundId: z.string().nullable(),
  /** The campground's name, when the entry names one that still exists. */
  campgroundName: z.string().nullable(),
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
    systemHealth: z.enum(['healthy', 'warning', 'error']),
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
    /** In the campgrounds list: the state of its payouts account (Stripe Connect). */
    payout_state: payoutAccountStateSchema.optional(),
  });
export type AdminCampgroundView = z.infer<typeof adminCampgroundSchema>;

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

/** POST invite-owner (03 §7), super admin only. */
export const inviteOwnerRequestSchema = z.object({
  email: specText(MAX_EMAIL_LENGTH),
  firstName: specText(MAX_NAME_LENGTH),
  lastName: specText(MAX_NAME_LENGTH),
  name: specText(MAX_NAME_LENGTH * 2),
  campgroundId: specText(MAX_NAME_LENGTH),
});
export type InviteOwnerRequest = z.input<typeof inviteOwnerRequestSchema>;
export const inviteOwnerResponseSchema = successSchema;
export type InviteOwnerResponse = z.infer<typeof inviteOwnerResponseSchema>;

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

/** The super admin area's functions, the accounts' included. */
export const ADMIN_FUNCTIONS = {
  'admin-recent-activity': {
    method: 'POST',
    access: 'bearer',
    summary: 'The audit log of writes by owners, staff and super admins, newest first (super admin).',
    request: adminRecentActivityRequestSchema,
    response: adminRecentActivityResponseSchema,
  },
  'admin-system-stats': {
    method: 'GET',
    access: 'bearer',
    summary:
      'Counts of campgrounds, owners, members, active memberships and pending verifications (super admin).',
    response: adminSystemStatsResponseSchema,
  },
  'create-campground': {
    method: 'POST',
    access: 'bearer',
    summary: 'Create a campground; the slug is generated from the name when left empty (super admin).',
    request: adminCampgroundFormSchema,
    response: adminCampgroundResponseSchema,
  },
  'admin-campgrounds': {
    method: 'POST',
    access: 'bearer',
    summary: 'Every campground by name, with status filter and search, 50 a page (super admin).',
    request: adminCampgroundsRequestSchema,
    response: adminCampgroundsResponseSchema,
  },
  'admin-update-campground': {
    method: 'POST',
    access: 'bearer',
    summary: "Save the edit modal's fields of a campground, status included (super admin).",
    request: adminUpdateCampgroundRequestSchema,
    response: adminCampgroundResponseSchema,
  },
  'admin-delete-campground': {
    method: 'POST',
    access: 'bearer',
    summary: 'Remove a campground from the public page and every list, keeping its records (super admin).',
    request: adminDeleteCampgroundRequestSchema,
    response: adminDeleteCampgroundResponseSchema,
  },
  'invite-owner': {
    method: 'POST',
    access: 'bearer',
    summary: 'Invite an owner to a campground by a single-use e-mailed link (super admin).',
    request: inviteOwnerRequestSchema,
    response: inviteOwnerResponseSchema,
  },
  'admin-resend-invitation': {
    method: 'POST',
    access: 'bearer',
    summary: "Send a fresh link for a campground's pending owner invitation (super admin).",
    request: adminResendInvitationRequestSchema,
    response: adminResendInvitationResponseSchema,
  },
  'assign-campground': {
    method: 'POST',
    access: 'bearer',
    summary: 'Make an owner the owner of a campground (super admin).',
    request: assignCampgroundRequestSchema,
    response: assignCampgroundResponseSchema,
  },
  'admin-system-health': {
    method: 'GET',
    access: 'bearer',
    summary:
      'Health from real checks: database, migrations, e-mail outbox, checkouts, reconciliation (super admin).',
    response: adminSystemHealthResponseSchema,
  },
  'admin-system-schema': {
    method: 'GET',
    access: 'bearer',
    summary: 'The migrations and every table row count (super admin).',
    response: adminSystemSchemaResponseSchema,
  },
  ...ADMIN_ACCOUNT_FUNCTIONS,
} as const satisfies Record<string, FunctionContract>;
