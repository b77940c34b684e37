import { paginationSchema, successSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The card at the gate (issue 28): what the staff scanner keeps offline (keys, revocations), the
// check-ins it sends, and the campground's check-in log
// (docs/decisions/card-at-the-gate.md#gate-functions).

const id = z.string().min(1).max(100);
/** An ISO timestamp. */
const instant = z.iso.datetime({ offset: true });

/** GET get-card-pass-keys: every public key that signed the campground's passes (owner, staff). */
export const getCardPassKeysQuerySchema = z.object({ campgroundId: id });
export type GetCardPassKeysQuery = z.input<typeof getCardPassKeysQuerySchema>;
export const cardPassKeySchema = z.object({
  keyId: z.string(),
  /** Raw Ed25519 public key, base64url. */
  publicKey: z.string(),
  retiredAt: z.string().nullable(),
});
export const getCardPassKeysResponseSchema = successSchema.extend({
  data: z.object({ keys: z.array(cardPassKeySchema) }),
});
export type GetCardPassKeysResponse = z.infer<typeof getCardPassKeysResponseSchema>;

/** GET get-card-revocations: memberships cancelled, refunded or archived since `since` (all when absent). */
export const getCardRevocationsQuerySchema = z.object({ campgroundId: id, since: instant.optional() });
export type GetCardRevocationsQuery = z.input<typeof getCardRevocationsQuerySchema>;
export const getCardRevocationsResponseSchema = successSchema.extend({
  data: z.object({
    revocations: z.array(
      z.object({
        membershipId: z.string(),
        reason: z.enum(['cancelled', 'replaced']),
        /** Seconds since 1970. */
        at: z.number().int(),
      }),
    ),
    /** The server's now: the next call's `since`. */
    asOf: z.string(),
  }),
});
export type GetCardRevocationsResponse = z.infer<typeof getCardRevocationsResponseSchema>;

/** POST record-check-in: once per `clientId` at the campground, however often it is sent. */
export const recordCheckInRequestSchema = z.object({
  campgroundId: id,
  clientId: id,
  membershipId: id,
  /** A name for the scanning device (browser and platform), for the log. */
  device: z.string().max(200).default(''),
  /** When the scanner checked in (it may have been offline); now when absent. */
  checkedAt: instant.optional(),
});
export type RecordCheckInRequest = z.input<typeof recordCheckInRequestSchema>;
export const checkInSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  membershipId: z.string(),
  checkedBy: z.string().nullable(),
  device: z.string(),
  checkedAt: z.string(),
  recordedAt: z.string(),
});
export const recordCheckInResponseSchema = successSchema.extend({
  data: z.object({
    checkIn: checkInSchema,
    /** False when this clientId had been recorded before. */
    created: z.boolean(),
    memberName: z.string(),
    membershipTypeName: z.string(),
  }),
});
export type RecordCheckInResponse = z.infer<typeof recordCheckInResponseSchema>;

/** GET list-check-ins: newest first; `from` inclusive, `to` exclusive; or one membership's visits. */
export const listCheckInsQuerySchema = z.object({
  campgroundId: id,
  from: instant.optional(),
  to: instant.optional(),
  membershipId: id.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type ListCheckInsQuery = z.input<typeof listCheckInsQuerySchema>;
export const checkInRowSchema = checkInSchema.extend({
  membershipCode: z.string(),
  memberName: z.string(),
  membershipTypeName: z.string(),
  checkedByEmail: z.string().nullable(),
});
export type CheckInRow = z.infer<typeof checkInRowSchema>;
export const listCheckInsResponseSchema = successSchema.extend({
  data: z.object({ checkIns: z.array(checkInRowSchema) }),
  pagination: paginationSchema,
});
export type ListCheckInsResponse = z.infer<typeof listCheckInsResponseSchema>;

/** POST rotate-card-signing-key: a new key signs from now on; the old one's passes stay valid (owner). */
export const rotateCardSigningKeyRequestSchema = z.object({ campgroundId: id });
export type RotateCardSigningKeyRequest = z.input<typeof rotateCardSigningKeyRequestSchema>;

/** GET check-membership-code: a member without their card, by membership code and e-mail (owner, staff). */
export const checkMembershipCodeQuerySchema = z.object({
  campgroundId: id,
  membershipCode: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254),
});
export type CheckMembershipCodeQuery = z.input<typeof checkMembershipCodeQuerySchema>;
export const checkMembershipCodeResponseSchema = successSchema.extend({
  data: z.object({
    /** What the scanner would say of the membership's card today. */
    verdict: z.enum(['valid', 'expired', 'not-started', 'cancelled']),
    membershipId: z.string(),
    memberName: z.string(),
    membershipTypeName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
});
export type CheckMembershipCodeResponse = z.infer<typeof checkMembershipCodeResponseSchema>;

/** GET export-check-ins: the log between `from` (inclusive) and `to` (exclusive) as CSV (text/csv). */
export const exportCheckInsQuerySchema = z.object({
  campgroundId: id,
  from: instant.optional(),
  to: instant.optional(),
});
export type ExportCheckInsQuery = z.input<typeof exportCheckInsQuerySchema>;
export const exportCheckInsResponseSchema = z.string().describe('The check-ins as CSV (text/csv).');

/** The gate scanner's functions, spread into the owner area's table. */
export const OWNER_GATE_FUNCTIONS = {
  'get-card-pass-keys': {
    method: 'GET',
    access: 'bearer',
    summary: "The campground's card-pass public keys, for the offline scanner (owner, staff).",
    request: getCardPassKeysQuerySchema,
    response: getCardPassKeysResponseSchema,
  },
  'get-card-revocations': {
    method: 'GET',
    access: 'bearer',
    summary:
      'Memberships cancelled, refunded or archived since a time, for the offline scanner (owner, staff).',
    request: getCardRevocationsQuerySchema,
    response: getCardRevocationsResponseSchema,
  },
  'record-check-in': {
    method: 'POST',
    access: 'bearer',
    summary: 'Record a member’s visit once per client-made id: who, when, which device (owner, staff).',
    request: recordCheckInRequestSchema,
    response: recordCheckInResponseSchema,
  },
  'list-check-ins': {
    method: 'GET',
    access: 'bearer',
    summary: "The campground's check-ins between dates, or one membership's (owner, staff, super admin).",
    request: listCheckInsQuerySchema,
    response: listCheckInsResponseSchema,
  },
  'check-membership-code': {
    method: 'GET',
    access: 'bearer',
    summary:
      "The campground's membership with this code and member e-mail, judged as the scanner judges its card today (owner, staff; another campground's code answers 404 as an unknown one).",
    request: checkMembershipCodeQuerySchema,
    response: checkMembershipCodeResponseSchema,
  },
  'export-check-ins': {
    method: 'GET',
    access: 'bearer',
    summary:
      "The campground's check-ins between dates as CSV, newest first, streamed, spreadsheet formulas neutralised (owner, staff, super admin; text/csv).",
    request: exportCheckInsQuerySchema,
    response: exportCheckInsResponseSchema,
    answers: 'text/csv',
  },
  'rotate-card-signing-key': {
    method: 'POST',
    access: 'bearer',
    summary:
      "Start signing the campground's card passes with a new key; passes signed before stay valid (owner).",
    request: rotateCardSigningKeyRequestSchema,
    response: getCardPassKeysResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
