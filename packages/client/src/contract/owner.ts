import type { FunctionContract } from './function-contract';
import { OWNER_API_KEY_FUNCTIONS } from './owner-api-keys';
import { OWNER_CAMPGROUND_FUNCTIONS } from './owner-campground';
import { OWNER_DOCUMENT_FUNCTIONS } from './owner-documents';
import { OWNER_EARNINGS_FUNCTIONS } from './owner-earnings';
import { OWNER_GATE_FUNCTIONS } from './owner-gate';
import { OWNER_MEMBER_IMPORT_FUNCTIONS } from './owner-member-import';
import { OWNER_MEMBER_IMPORT_EXTRA_FUNCTIONS } from './owner-member-import-extras';
import { OWNER_MEMBER_FUNCTIONS } from './owner-members';
import { OWNER_MEMBERSHIP_TYPE_FUNCTIONS } from './owner-membership-types';
import { OWNER_PAYMENT_FUNCTIONS } from './owner-payments';
import { OWNER_PAYOUT_FUNCTIONS, payoutAccountStateSchema } from './owner-payouts';
import { OWNER_WEBHOOK_FUNCTIONS } from './owner-webhooks';
import { publicCampgroundFieldsSchema } from './public-page';
import { z } from './zod';

// The owner and staff area's shared shapes (03 §2.1-§2.3, §3) and its function table. Each screen's
// own functions keep their schemas and their table in a file of their own beside this one (owner-*.ts).

/** A campground the caller owns or staffs, in the snake_case of 03 §3, with the caller's role there. */
export const ownerCampgroundSchema = publicCampgroundFieldsSchema.extend({
  owner_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the campground's public page answers (active and not removed). */
  public_page_available: z.boolean(),
  /**
   * 'owner' may change the campground; 'staff' views and reviews
   * (docs/decisions/owner-area.md#staff-versus-owner-in-the-owner-area).
   */
  caller_role: z.enum(['owner', 'staff', 'super_admin']),
  /** What selling needs that the campground has: Home's ready-to-sell checklist. */
  ready_to_sell: z.object({
    membership_type: z.boolean(),
    logo: z.boolean(),
    terms: z.boolean(),
    /** The payouts account is enabled (charges and payouts); absent from older answers. */
    payouts: z.boolean().optional(),
  }),
  /** The payouts account's state (owner-payout-account has the details); absent from older answers. */
  payout_state: payoutAccountStateSchema.optional(),
});
export type OwnerCampground = z.infer<typeof ownerCampgroundSchema>;

/** Owner stats of 03 §3, over the caller's active campgrounds; revenue from recorded payments. */
export const ownerStatsSchema = z.object({
  totalCampgrounds: z.number(),
  totalMemberships: z.number(),
  activeMemberships: z.number(),
  /** Ending between now and 30 days from now. */
  expiringMemberships: z.number(),
  /** Cents, from payments recorded as paid, less refunds. */
  totalRevenue: z.number(),
});
export type OwnerStats = z.infer<typeof ownerStatsSchema>;

/** GET owner-campgrounds: the shell's data (every status, by name) and the overview's stats. */
export const ownerCampgroundsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ campgrounds: z.array(ownerCampgroundSchema), stats: ownerStatsSchema }),
});
export type OwnerCampgroundsResponse = z.infer<typeof ownerCampgroundsResponseSchema>;

/**
 * The owner and staff area's functions (03 §7). Every one checks on the server that the caller owns
 * or staffs the campground it names
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
  ...OWNER_MEMBER_IMPORT_FUNCTIONS,
  ...OWNER_MEMBER_IMPORT_EXTRA_FUNCTIONS,
  ...OWNER_MEMBERSHIP_TYPE_FUNCTIONS,
  ...OWNER_CAMPGROUND_FUNCTIONS,
  ...OWNER_DOCUMENT_FUNCTIONS,
  ...OWNER_PAYMENT_FUNCTIONS,
  ...OWNER_API_KEY_FUNCTIONS,
  ...OWNER_WEBHOOK_FUNCTIONS,
  ...OWNER_EARNINGS_FUNCTIONS,
  ...OWNER_PAYOUT_FUNCTIONS,
  ...OWNER_GATE_FUNCTIONS,
} as const satisfies Record<string, FunctionContract>;
