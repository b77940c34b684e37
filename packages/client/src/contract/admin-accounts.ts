import { adminListRequestSchema, listResponse } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The super admin's accounts (03 §2.9-§2.11): users, owners and members, the owner actions and the
// caller's own token.

const text = (max = 500) => z.string().max(max);

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

/** The accounts' functions, spread into the super admin area's table. */
export const ADMIN_ACCOUNT_FUNCTIONS = {
  'admin-owners': {
    method: 'POST',
    access: 'bearer',
    summary: 'Accounts holding the owner role with their campgrounds, 50 a page (super admin).',
    request: adminOwnersRequestSchema,
    response: adminOwnersResponseSchema,
  },
  'admin-suspend-owner': {
    method: 'POST',
    access: 'bearer',
    summary: 'Suspend an owner: sign-in refused, sessions and refresh tokens ended at once (super admin).',
    request: adminOwnerActionRequestSchema,
    response: adminOwnerStatusResponseSchema,
  },
  'admin-reactivate-owner': {
    method: 'POST',
    access: 'bearer',
    summary: 'Let a suspended owner sign in again (super admin).',
    request: adminOwnerActionRequestSchema,
    response: adminOwnerStatusResponseSchema,
  },
  'admin-delete-owner': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Remove the owner role and campground assignments of an account, keeping the account (super admin).',
    request: adminOwnerActionRequestSchema,
    response: adminDeleteOwnerResponseSchema,
  },
  'admin-users': {
    method: 'POST',
    access: 'bearer',
    summary: 'Every account with its roles, searched and paged (super admin).',
    request: adminUsersRequestSchema,
    response: adminUsersResponseSchema,
  },
  'admin-members': {
    method: 'POST',
    access: 'bearer',
    summary: 'Member accounts with their newest membership, searched and paged (super admin).',
    request: adminMembersRequestSchema,
    response: adminMembersResponseSchema,
  },
  'admin-member-details': {
    method: 'POST',
    access: 'bearer',
    summary: "A member's profile and every membership (super admin).",
    request: adminMemberDetailsRequestSchema,
    response: adminMemberDetailsResponseSchema,
  },
  'admin-contact-member': {
    method: 'POST',
    access: 'bearer',
    summary: 'E-mail a member through the mailer, rate limited (super admin).',
    request: adminContactMemberRequestSchema,
    response: adminContactMemberResponseSchema,
  },
  'admin-token-claims': {
    method: 'GET',
    access: 'bearer',
    summary: "What the caller's access token stands for, without secrets (super admin).",
    response: adminTokenClaimsResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
