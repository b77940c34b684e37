import { OFFLINE_PAYMENT_METHODS, OFFLINE_PAYMENT_NOTE_MAX, REFUND_REASON_MAX } from '@camppass/domain';
import type { FunctionContract } from './function-contract';
import { ownerMemberPaymentSchema, ownerPaymentStatusSchema } from './owner-members';
import { z } from './zod';

/**
 * POST owner-record-payment (Process Payment, 03 §2.5): the owner records a payment the member made
 * outside the card flow. No amount is sent: the server takes the membership's recorded price.
 */
export const recordPaymentRequestSchema = z.object({
  membership_id: z.string().max(100),
  method: z.enum(OFFLINE_PAYMENT_METHODS),
  /** Longer notes reach the server's own check, which answers in the domain's words. */
  note: z
    .string()
    .max(OFFLINE_PAYMENT_NOTE_MAX * 4)
    .optional(),
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequestSchema>;

export const recordPaymentResponseSchema = z.object({
  success: z.literal(true),
  /** 'Payment recorded' (the domain's OFFLINE_PAYMENT_RECORDED). */
  message: z.string(),
  data: z.object({
    membership: z.object({
      id: z.string(),
      /** The stored status: a pending membership becomes active once paid. */
      status: z.enum(['active', 'expired', 'pending', 'cancelled', 'archived']),
      payment_status: ownerPaymentStatusSchema,
    }),
    payment: ownerMemberPaymentSchema,
  }),
});
export type RecordPaymentResponse = z.infer<typeof recordPaymentResponseSchema>;

/**
 * POST owner-refund-payment: the owner gives back a card payment of their campground, in full or in
 * part, with a reason. For a refund that leaves the payment wholly refunded, the membership is
 * cancelled unless `membership` is `keep`.
 */
export const refundPaymentRequestSchema = z.object({
  payment_id: z.string().max(100),
  /** Cents; absent: everything left. The server checks it against what is left. */
  amount: z.number().int().optional(),
  /** Longer reasons reach the server's own check, which answers in the domain's words. */
  reason: z.string().max(REFUND_REASON_MAX * 4),
  membership: z.enum(['cancel', 'keep']).optional(),
});
export type RefundPaymentRequest = z.input<typeof refundPaymentRequestSchema>;

export const refundPaymentResponseSchema = z.object({
  success: z.literal(true),
  /** 'Refund given: $40.00' (the domain's refundGivenMessage). */
  message: z.string(),
  data: z.object({
    payment: ownerMemberPaymentSchema,
    refund: z.object({
      id: z.string(),
      /** Cents. */
      amount: z.number().int(),
      amount_formatted: z.string(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
    /** The payment's membership after the refund, or `null` when it has none. */
    membership: z
      .object({
        id: z.string(),
        status: z.enum(['active', 'expired', 'pending', 'cancelled', 'archived']),
      })
      .nullable(),
  }),
});
export type RefundPaymentResponse = z.infer<typeof refundPaymentResponseSchema>;

/** Process Payment and refunds, spread into the owner function table. */
export const OWNER_PAYMENT_FUNCTIONS = {
  'owner-record-payment': {
    method: 'POST',
    access: 'bearer',
    summary:
      "Record a payment made at the office (cash, check, bank transfer, other) for a membership whose payment is pending; the amount is the membership's price (owner, super admin; 409 when not pending).",
    request: recordPaymentRequestSchema,
    response: recordPaymentResponseSchema,
  },
  'owner-refund-payment': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Refund a card payment of the campground in full or in part, with a reason; a full refund cancels the membership unless asked to keep it (owner, super admin; 409 above what is left, 502 when the card processor fails).',
    request: refundPaymentRequestSchema,
    response: refundPaymentResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
