import { EARNINGS_PERIODS } from '@camppass/domain';
import { successSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The owner's Home money: the Earnings card and the Payouts panel
// (docs/decisions/owner-area.md#earnings-on-the-owners-home). Amounts in cents.

const id = z.string().max(100);

/** GET owner-earnings: one campground's earnings over a period of its own days. */
export const ownerEarningsQuerySchema = z.object({
  campground_id: id,
  period: z.enum(EARNINGS_PERIODS),
  /** `custom` only: first and last day, YYYY-MM-DD; the server checks them. */
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
});
export type OwnerEarningsQuery = z.input<typeof ownerEarningsQuerySchema>;

export const ownerEarningsSchema = z.object({
  campground_id: z.string(),
  period: z.enum(EARNINGS_PERIODS),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  /** Succeeded card payments' amounts. */
  gross_cents: z.number().int(),
  /** Application fees less the part refunds returned. */
  platform_fees_cents: z.number().int(),
  refunds_cents: z.number().int(),
  /** gross − platform fees − refunds. */
  net_cents: z.number().int(),
  payment_count: z.number().int(),
  /** Payments recorded at the office (not paid out through the gateway): amount less refunds, count. */
  office_cents: z.number().int(),
  office_count: z.number().int(),
});
export type OwnerEarnings = z.infer<typeof ownerEarningsSchema>;
export const ownerEarningsResponseSchema = successSchema.extend({ data: ownerEarningsSchema });
export type OwnerEarningsResponse = z.infer<typeof ownerEarningsResponseSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'pending', 'in_transit', 'canceled', 'failed']),
  arrival_date: z.string(),
  created_at: z.string(),
  failure_message: z.string().nullable(),
});
export type OwnerPayout = z.infer<typeof payoutSchema>;

/** GET owner-payouts: the connected account's balance and recent payouts. */
export const ownerPayoutsQuerySchema = z.object({ campground_id: id });
export type OwnerPayoutsQuery = z.input<typeof ownerPayoutsQuerySchema>;
export const ownerPayoutsSchema = z.object({
  /** `live`: from the gateway; `recorded`: the gateway failed, payouts from webhooks; `no_account`. */
  state: z.enum(['live', 'recorded', 'no_account']),
  balance: z
    .object({ available_cents: z.number().int(), pending_cents: z.number().int(), currency: z.string() })
    .nullable(),
  payouts: z.array(payoutSchema),
});
export type OwnerPayouts = z.infer<typeof ownerPayoutsSchema>;
export const ownerPayoutsResponseSchema = successSchema.extend({ data: ownerPayoutsSchema });
export type OwnerPayoutsResponse = z.infer<typeof ownerPayoutsResponseSchema>;

/** Home's Earnings card and Payouts panel, spread into the owner function table. */
export const OWNER_EARNINGS_FUNCTIONS = {
  'owner-earnings': {
    method: 'GET',
    access: 'bearer',
    summary:
      "A campground's gross, platform fees, refunds and net over a period of its own days, from its payments (owner, super admin; 400 for a bad range).",
    request: ownerEarningsQuerySchema,
    response: ownerEarningsResponseSchema,
  },
  'owner-payouts': {
    method: 'GET',
    access: 'bearer',
    summary:
      "A campground's balance and recent payouts at the gateway, or the payouts its webhooks reported when the gateway fails (owner, super admin).",
    request: ownerPayoutsQuerySchema,
    response: ownerPayoutsResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
