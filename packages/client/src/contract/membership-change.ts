import type { FunctionContract } from './function-contract';
import { createPaymentIntentResponseSchema } from './public';
import { z } from './zod';

// Renewing and extending a membership (02 §4, §7): the client names what it wants; the server prices it.

const id = z.string().min(1).max(100);
/** `YYYY-MM-DD`; the use cases check the calendar and the rules (02 §5). */
const date = z.string().max(10);
const kindOf = { membership_extension: 'extension', membership_renewal: 'renewal' } as const;

/**
 * POST create-membership-payment-intent: 02 §7's create-payment-intent for an extension or renewal.
 * `metadata.type` says which; the other metadata of 02 §7 (prices, names) may be sent and is ignored.
 */
export const membershipPaymentIntentRequestSchema = z.object({
  /** Cents, as the card provider counts them; compared with the server's own total. */
  amount: z.number().int().nonnegative().nullish(),
  currency: z.string().max(3).nullish(),
  /** "Renew automatically": save the card for renewals where the campground offers it. */
  autoRenew: z.boolean().nullish(),
  metadata: z
    .object({
      type: z.enum(['membership_extension', 'membership_renewal']),
      membershipId: id,
      newMembershipTypeId: id.nullish(),
      newStartDate: date.nullish(),
    })
    .passthrough(),
});
export type MembershipPaymentIntentRequest = z.input<typeof membershipPaymentIntentRequestSchema>;

/** The change as the server priced and dated it. */
const pricedChangeSchema = z.object({
  kind: z.enum(['extension', 'renewal']),
  membershipId: z.string(),
  membershipTypeId: z.string(),
  membershipTypeName: z.string(),
  newStartDate: z.string(),
  newEndDate: z.string(),
});

/** The change the payment buys, as the server priced it, beside the payment intent. */
export const membershipPaymentIntentResponseSchema = createPaymentIntentResponseSchema.extend({
  data: pricedChangeSchema,
});
export type MembershipPaymentIntentResponse = z.infer<typeof membershipPaymentIntentResponseSchema>;

/** POST quote-membership-change: the same choice as the payment intent's metadata, nothing started. */
export const membershipChangeQuoteRequestSchema = membershipPaymentIntentRequestSchema.pick({
  metadata: true,
});
export type MembershipChangeQuoteRequest = z.input<typeof membershipChangeQuoteRequestSchema>;

/** What the choice would cost (`amount` in cents, the breakdown in dollars) and its new dates. */
export const membershipChangeQuoteResponseSchema = createPaymentIntentResponseSchema
  .pick({ success: true, amount: true, currency: true, breakdown: true })
  .extend({ data: pricedChangeSchema });
export type MembershipChangeQuoteResponse = z.infer<typeof membershipChangeQuoteResponseSchema>;

/** The kind of change a payment-intent request names. */
export const membershipChangeKindOf = (type: keyof typeof kindOf) => kindOf[type];

/** `paymentIntentId`: the succeeded payment, or `no-payment-needed` when nothing is due (02 §7). */
const paymentFields = {
  paymentIntentId: z.string().max(200).nullish(),
  paymentMethod: z.string().max(20).nullish(),
};

/** POST extend-membership (02 §7); `newEndDate` and `extensionPrice` are the client's view, only echoed by it. */
export const extendMembershipRequestSchema = z.object({
  membershipId: id,
  newMembershipTypeId: id,
  newEndDate: date.nullish(),
  extensionPrice: z.number().nullish(),
  ...paymentFields,
});
export type ExtendMembershipRequest = z.input<typeof extendMembershipRequestSchema>;

/** POST renew-membership (02 §7); `newEndDate` and `renewalPrice` are the client's view. */
export const renewMembershipRequestSchema = z.object({
  membershipId: id,
  newStartDate: date.nullish(),
  newEndDate: date.nullish(),
  renewalPrice: z.number().nullish(),
  ...paymentFields,
});
export type RenewMembershipRequest = z.input<typeof renewMembershipRequestSchema>;

/** The extension response of 02 §3 (renewals answer the same shape). */
export const membershipChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    membership: z.object({
      id: z.string(),
      membershipCode: z.string(),
      membershipTypeId: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      status: z.string(),
      membershipTypeChanged: z.boolean(),
      newEndDate: z.string(),
    }),
    payment: z.object({ transactionId: z.string() }),
  }),
});
export type MembershipChangeResponse = z.infer<typeof membershipChangeResponseSchema>;

/** Renewing and extending a membership with payment (02 §4, §7), spread into the member area's table. */
export const MEMBERSHIP_CHANGE_FUNCTIONS = {
  'quote-membership-change': {
    method: 'POST',
    access: 'bearer',
    summary:
      "Price and date one extension or renewal choice of the caller's membership on the server, before any payment.",
    request: membershipChangeQuoteRequestSchema,
    response: membershipChangeQuoteResponseSchema,
  },
  'create-membership-payment-intent': {
    method: 'POST',
    access: 'bearer',
    summary: "Price an extension or renewal of the caller's membership on the server and start its payment.",
    request: membershipPaymentIntentRequestSchema,
    response: membershipPaymentIntentResponseSchema,
  },
  'extend-membership': {
    method: 'POST',
    access: 'bearer',
    summary: 'Apply the paid (or free) extension, once per payment id; the webhook applies it too.',
    request: extendMembershipRequestSchema,
    response: membershipChangeResponseSchema,
  },
  'renew-membership': {
    method: 'POST',
    access: 'bearer',
    summary: 'Apply the paid renewal, once per payment id; the webhook applies it too.',
    request: renewMembershipRequestSchema,
    response: membershipChangeResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
