import { specText, successSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The Membership Types tab (03 §2.6, §3, §5, §7): list, create, update (partial, the active switch
// alone too) and delete a campground's types. Prices travel in dollars like the public page's plans
// and are stored in cents.

const id = z.string().max(100);

/** A membership type as its owner and staff see it (03 §3); `price` in dollars. */
export const ownerMembershipTypeSchema = z.object({
  id: z.string(),
  campground_id: z.string(),
  /** Internal: lower case, no spaces, from the display name. */
  name: z.string(),
  display_name: z.string(),
  description: z.string().nullable(),
  duration_days: z.number().int(),
  duration_months: z.number().int(),
  price: z.number(),
  is_day_pass: z.boolean(),
  is_active: z.boolean(),
  /** Shown as Most Popular; at most one per campground. */
  is_featured: z.boolean(),
  sort_order: z.number().int(),
  benefits: z.array(z.string()),
  max_members: z.number().int().nullable(),
  military_discount_eligible: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnerMembershipType = z.infer<typeof ownerMembershipTypeSchema>;

/** The fields of the form; the server checks them with the messages of 03 §5. */
const typeFields = {
  /** The name the owner types; the internal `name` is derived from it. */
  display_name: specText(200),
  description: z.string().max(2000).nullable().optional(),
  duration_days: z.number().int().optional(),
  /** Picking a duration sets months to 0 (03 §5); any value sent is read as 0. */
  duration_months: z.number().int().optional(),
  /** Dollars, step 0.01, minimum 0; empty counts as 0. */
  price: z.number().nullable().optional(),
  /** Follows the duration (a 1-day type is a day pass). */
  is_day_pass: z.boolean().optional(),
  is_active: z.boolean().optional(),
  is_featured: z.boolean().optional(),
  sort_order: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  benefits: z.array(z.string().max(500)).max(50).optional(),
  max_members: z.number().int().min(1).max(1_000_000_000).nullable().optional(),
  military_discount_eligible: z.boolean().optional(),
};

/** GET manage-membership-types?campgroundId: the campground's types by sort order (owner and staff). */
export const listMembershipTypesQuerySchema = z.object({ campgroundId: id });
export type ListMembershipTypesQuery = z.input<typeof listMembershipTypesQuerySchema>;
export const listMembershipTypesResponseSchema = successSchema.extend({
  data: z.array(ownerMembershipTypeSchema),
});
export type ListMembershipTypesResponse = z.infer<typeof listMembershipTypesResponseSchema>;

/** POST manage-membership-types: a new type (owner or super admin). */
export const createMembershipTypeRequestSchema = z.object({
  campground_id: z.string().max(100).default(''),
  /** Read as the display name when `display_name` is empty (03 §7 sends both). */
  name: z.string().max(200).optional(),
  ...typeFields,
});
export type CreateMembershipTypeRequest = z.input<typeof createMembershipTypeRequestSchema>;

/** The answer of a create or an update: the type as stored. */
export const membershipTypeResponseSchema = successSchema.extend({ data: ownerMembershipTypeSchema });
export type MembershipTypeResponse = z.infer<typeof membershipTypeResponseSchema>;

/** PATCH manage-membership-types: the fields sent change, the others stay (the active switch alone too). */
export const updateMembershipTypeRequestSchema = z.object({
  id,
  /** Read as the display name when `display_name` is absent or empty, as on create. */
  name: z.string().max(200).optional(),
  ...typeFields,
  display_name: z.string().max(200).optional(),
});
export type UpdateMembershipTypeRequest = z.input<typeof updateMembershipTypeRequestSchema>;

/** POST delete-membership-type: deleted, or deactivated when memberships use the type. */
export const deleteMembershipTypeRequestSchema = z.object({ id });
export type DeleteMembershipTypeRequest = z.input<typeof deleteMembershipTypeRequestSchema>;
export const deleteMembershipTypeResponseSchema = successSchema.extend({
  /** `true` when deleted; `false` when kept, deactivated, because memberships use it. */
  data: z.boolean(),
  /** What happened, in the words the portal shows. */
  message: z.string(),
  /** The deactivated type, when it was kept. */
  membershipType: ownerMembershipTypeSchema.nullable(),
});
export type DeleteMembershipTypeResponse = z.infer<typeof deleteMembershipTypeResponseSchema>;

/** The Membership Types tab's functions; spread into the owner function table. */
export const OWNER_MEMBERSHIP_TYPE_FUNCTIONS = {
  'manage-membership-types': {
    method: 'GET',
    access: 'bearer',
    summary: "GET manage-membership-types?campgroundId: the campground's types by sort order (owner, staff).",
    request: listMembershipTypesQuerySchema,
    response: listMembershipTypesResponseSchema,
  },
  'create-membership-type': {
    method: 'POST',
    path: 'manage-membership-types',
    access: 'bearer',
    summary: 'POST manage-membership-types: a new type, checked by 03 §5; one Most Popular per campground.',
    request: createMembershipTypeRequestSchema,
    response: membershipTypeResponseSchema,
  },
  'update-membership-type': {
    method: 'PATCH',
    path: 'manage-membership-types',
    access: 'bearer',
    summary: 'PATCH manage-membership-types with the id: a partial update, the active switch alone too.',
    request: updateMembershipTypeRequestSchema,
    response: membershipTypeResponseSchema,
  },
  'delete-membership-type': {
    method: 'POST',
    access: 'bearer',
    summary: 'Delete a type; one that memberships use is deactivated instead, and the answer says so.',
    request: deleteMembershipTypeRequestSchema,
    response: deleteMembershipTypeResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
