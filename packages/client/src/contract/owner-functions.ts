import type { FunctionContract } from './function-contract';
import { ownerCampgroundsResponseSchema } from './owner';
import { OWNER_CAMPGROUND_FUNCTIONS } from './owner-campground';
import { OWNER_DOCUMENT_FUNCTIONS } from './owner-documents';
import { OWNER_MEMBER_FUNCTIONS } from './owner-members';
import { OWNER_MEMBERSHIP_TYPE_FUNCTIONS } from './owner-membership-types';
import { OWNER_PAYMENT_FUNCTIONS } from './owner-payments';

/**
 * The owner and staff area's functions (03 §7), part of the function table. Every one checks on the
 * server that the caller owns or staffs the campground it names
 * (docs/decisions/owner-area.md#staff-versus-owner-in-the-owner-area for staff).
 */
export const OWNER_FUNCTIONS = {
  'owner-campgrounds': {
    method: 'GET',
    access: 'bearer',
    summary: "The caller's campgrounds (owner or staff), by name, and the owner stats of 03 §3.",
    response: ownerCampgroundsResponseSchema,
  },
  ...OWNER_MEMBER_FUNCTIONS,
  ...OWNER_MEMBERSHIP_TYPE_FUNCTIONS,
  ...OWNER_MEMBER_FUNCTIONS,
  ...OWNER_CAMPGROUND_FUNCTIONS,
  ...OWNER_DOCUMENT_FUNCTIONS,
  ...OWNER_PAYMENT_FUNCTIONS,
} as const satisfies Record<string, FunctionContract>;
