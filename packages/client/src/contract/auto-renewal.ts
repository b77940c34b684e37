import type { FunctionContract } from './function-contract';
import { z } from './zod';

// Memberships that renew themselves (issue 25): the member's own memberships only.

const id = z.string().min(1).max(100);

/** How one membership's automatic renewal reads; `amount` in cents, dates `YYYY-MM-DD`. */
export const autoRenewalSchema = z.object({
  membershipId: z.string(),
  /** The campground offers it for this membership: Turn on and Update card show. */
  offered: z.boolean(),
  on: z.boolean(),
  nextChargeDate: z.string().nullable(),
  amount: z.number().int().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  confirmationPending: z.boolean(),
});
export type AutoRenewal = z.infer<typeof autoRenewalSchema>;

const autoRenewalResponseSchema = z.object({ success: z.literal(true), data: autoRenewalSchema });

export const setAutoRenewalRequestSchema = z.object({ membershipId: id, on: z.boolean() });
export const membershipRequestSchema = z.object({ membershipId: id });
export const finishCardUpdateRequestSchema = z.object({ membershipId: id, setupIntentId: id });

export const cardSetupResponseSchema = z.object({
  success: z.literal(true),
  /** `publishableKey`: Stripe's, or null where the simulated gateway takes cards. */
  data: z.object({
    setupIntentId: z.string(),
    clientSecret: z.string(),
    publishableKey: z.string().nullable(),
  }),
});

export const renewalPaymentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    membershipId: z.string(),
    paymentIntentId: z.string(),
    clientSecret: z.string(),
    paymentMethodId: z.string().nullable(),
    amount: z.number().int(),
    periodEndDate: z.string(),
    publishableKey: z.string().nullable(),
  }),
});

export const renewalConfirmedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ membershipId: z.string(), startDate: z.string(), endDate: z.string() }),
});

/** Automatic renewal, spread into the member area's table. */
export const AUTO_RENEWAL_FUNCTIONS = {
  'get-auto-renewals': {
    method: 'GET',
    access: 'bearer',
    summary: "Automatic renewal of each of the caller's memberships: on or off, next charge, card.",
    request: z.object({}),
    response: z.object({ success: z.literal(true), data: z.array(autoRenewalSchema) }),
  },
  'set-auto-renewal': {
    method: 'POST',
    access: 'bearer',
    summary: 'Turn automatic renewal of one of the caller’s memberships on (a saved card needed) or off.',
    request: setAutoRenewalRequestSchema,
    response: autoRenewalResponseSchema,
  },
  'start-card-update': {
    method: 'POST',
    access: 'bearer',
    summary: 'A setup intent that saves a new card for the membership’s renewals, for the card form.',
    request: membershipRequestSchema,
    response: cardSetupResponseSchema,
  },
  'finish-card-update': {
    method: 'POST',
    access: 'bearer',
    summary: 'Keep the card of the confirmed setup intent for the membership’s renewals and turn them on.',
    request: finishCardUpdateRequestSchema,
    response: autoRenewalResponseSchema,
  },
  'get-renewal-payment': {
    method: 'GET',
    access: 'bearer',
    summary: 'The renewal payment the member’s bank asks them to confirm, for the confirm page.',
    request: membershipRequestSchema,
    response: renewalPaymentResponseSchema,
  },
  'confirm-renewal-payment': {
    method: 'POST',
    access: 'bearer',
    summary: 'After the member confirmed the payment with their bank: renew the membership, once.',
    request: membershipRequestSchema,
    response: renewalConfirmedResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
