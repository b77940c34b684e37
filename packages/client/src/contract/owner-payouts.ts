import { PAYOUT_ACCOUNT_STATES } from '@camppass/domain';
import { successSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The owner's Payouts card in Settings (issue 24): the campground's Stripe Connect (Express) account.

const id = z.string().max(100);

/** 'not_connected' | 'onboarding' | 'restricted' | 'enabled' (the domain's `payoutAccountState`). */
export const payoutAccountStateSchema = z.enum(PAYOUT_ACCOUNT_STATES);
export type PayoutAccountStateName = z.infer<typeof payoutAccountStateSchema>;

/** The campground's payouts account as the gateway last reported it. */
export const payoutAccountSchema = z.object({
  campground_id: z.string(),
  state: payoutAccountStateSchema,
  /** Whether the campground can sell now (its account takes card payments). */
  can_take_charges: z.boolean(),
  /** `null` until the owner connects; the rest of the account is absent then too. */
  account_id: z.string().nullable(),
  details_submitted: z.boolean(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  /** What Stripe still needs (`requirements.currently_due`), in Stripe's field names. */
  requirements_due: z.array(z.string()),
  /** Why Stripe restricted the account (`requirements.disabled_reason`), or `null`. */
  disabled_reason: z.string().nullable(),
  /** When the state was last stored, or `null` when not connected. */
  updated_at: z.string().nullable(),
  /** 'owner' connects and opens the dashboard; 'staff' and 'super_admin' only read. */
  caller_role: z.enum(['owner', 'staff', 'super_admin']),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** GET owner-payout-account: owner and staff of the campground, and a super admin. */
export const payoutAccountQuerySchema = z.object({ campgroundId: id });
export type PayoutAccountQuery = z.input<typeof payoutAccountQuerySchema>;
export const payoutAccountResponseSchema = successSchema.extend({
  data: z.object({ payoutAccount: payoutAccountSchema }),
});
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponseSchema>;

/** A one-time link into Stripe (hosted onboarding, or the Express dashboard): open it at once. */
export const gatewayLinkSchema = z.object({
  url: z.string(),
  /** ISO time, or `null` when Stripe gives none. */
  expires_at: z.string().nullable(),
});
export type GatewayLinkBody = z.infer<typeof gatewayLinkSchema>;

/**
 * POST owner-connect-payouts: the owner opens (once per campground) or continues the campground's
 * Express account; the answer's onboarding link returns to
 * `/owner-dashboard?tab=settings&payouts=return&campground=<id>` (or `payouts=refresh` when the link
 * expired: ask for a new one with this same call).
 */
export const connectPayoutsRequestSchema = z.object({ campgroundId: id });
export type ConnectPayoutsRequest = z.input<typeof connectPayoutsRequestSchema>;
export const connectPayoutsResponseSchema = successSchema.extend({
  data: z.object({ payoutAccount: payoutAccountSchema, onboarding: gatewayLinkSchema }),
});
export type ConnectPayoutsResponse = z.infer<typeof connectPayoutsResponseSchema>;

/** POST owner-payouts-dashboard-link: the owner's one-time link into the Express dashboard. */
export const payoutsDashboardLinkRequestSchema = z.object({ campgroundId: id });
export type PayoutsDashboardLinkRequest = z.input<typeof payoutsDashboardLinkRequestSchema>;
export const payoutsDashboardLinkResponseSchema = successSchema.extend({
  data: z.object({ dashboard: gatewayLinkSchema }),
});
export type PayoutsDashboardLinkResponse = z.infer<typeof payoutsDashboardLinkResponseSchema>;

/** The Payouts card's functions, spread into the owner area's table. */
export const OWNER_PAYOUT_FUNCTIONS = {
  'owner-payout-account': {
    method: 'GET',
    access: 'bearer',
    summary:
      "The campground's payouts account (Stripe Connect) and its state, read again from Stripe until it is enabled (owner, staff, super admin).",
    request: payoutAccountQuerySchema,
    response: payoutAccountResponseSchema,
  },
  'owner-connect-payouts': {
    method: 'POST',
    access: 'bearer',
    summary:
      "Open the campground's Stripe Express account (once per campground) and answer a one-time onboarding link back to Settings (owner only).",
    request: connectPayoutsRequestSchema,
    response: connectPayoutsResponseSchema,
  },
  'owner-payouts-dashboard-link': {
    method: 'POST',
    access: 'bearer',
    summary:
      "A one-time link into the campground's Stripe Express dashboard; 409 PAYOUTS_NOT_CONNECTED before onboarding is submitted (owner only).",
    request: payoutsDashboardLinkRequestSchema,
    response: payoutsDashboardLinkResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
