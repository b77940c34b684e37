import { OFFLINE_PAYMENT_METHODS, OFFLINE_PAYMENT_NOTE_MAX } from '@camppass/domain';
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

/** Process Payment, spread into the owner function table. */
export const OWNER_PAYMENT_FUNCTIONS = {
  'owner-record-payment': {
    method: 'POST',
    access: 'bearer',
    summary:
      "Record a payment made at the office (cash, check, bank transfer, other) for a membership whose payment is pending; the amount is the membership's price (owner, super admin; 409 when not pending).",
    request: recordPaymentRequestSchema,
    response: recordPaymentResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
