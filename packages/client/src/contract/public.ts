import type { FunctionContract } from './function-contract';
import { PUBLIC_PAGE_FUNCTIONS } from './public-page';
import { z } from './zod';

// The public area's functions (04 §7) and the partner API's; no sign-in needed. Fields keep the spec's
// names; checks beyond shape and size are the use cases' (they answer the spec's messages). The first
// reads of the page are in public-page.ts.

const text = (max = 500) => z.string().max(max);
const optionalText = (max = 500) => text(max).nullish();
/** `YYYY-MM-DD`; the use cases check the calendar. */
const date = z.string().max(10);

/** POST check-email (04 §4 step 1): may this e-mail buy this plan here. */
export const checkEmailRequestSchema = z.object({
  email: text(320),
  membershipTypeId: text(100),
  campgroundId: text(100),
});
export type CheckEmailRequest = z.input<typeof checkEmailRequestSchema>;
/** `code` is one of the conflict dialog's; `loginUrl` only when an existing account resolves it. */
export const checkEmailResponseSchema = z.object({
  success: z.literal(true),
  canProceed: z.boolean(),
  code: z.string(),
  message: z.string(),
  loginUrl: z.string().optional(),
});
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/** The files of a purchase, sent to upload-document as `?kind=` with the bare file as the body. */
export const uploadKindSchema = z.enum(['selfie', 'military-document', 'signature']);
export type UploadKind = z.infer<typeof uploadKindSchema>;
export const uploadDocumentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Opaque; the purchase names the file by it. */
    uploadId: z.string(),
    kind: uploadKindSchema,
    contentType: z.string(),
    size: z.number().int(),
  }),
});
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>;

/** 04 §7 purchase fields, with the selfie, military document and signature as upload ids. */
export const purchaseFormSchema = z.object({
  title: optionalText(50),
  firstName: optionalText(200),
  lastName: optionalText(200),
  numid: optionalText(100),
  email: optionalText(320),
  phone: optionalText(50),
  dateOfBirth: date.nullish(),
  startDate: date.nullish(),
  endDate: date.nullish(),
  streetAddress: optionalText(300),
  city: optionalText(200),
  stateProvince: optionalText(200),
  postalCode: optionalText(50),
  country: optionalText(100),
  specialRequests: optionalText(2000),
  isMilitary: z.boolean().nullish(),
  idPhotoUrl: optionalText(300),
  militaryDocumentUrl: optionalText(300),
  // An upload id, or the drawn 350x120 PNG inline as a data URL.
  signatureDataUrl: optionalText(700_000),
  agreeToTerms: z.boolean().nullish(),
  agreeToDataUsage: z.boolean().nullish(),
  ageConfirmed: z.boolean().nullish(),
});
export type PurchaseFormRequest = z.input<typeof purchaseFormSchema>;

/** POST create-payment-intent: validates the purchase, prices it on the server, starts the payment. */
export const createPaymentIntentRequestSchema = z.object({
  /** Cents, as the card provider counts them; compared with the server's own total. */
  amount: z.number().int().nonnegative().nullish(),
  currency: text(3).nullish(),
  metadata: z.object({
    campgroundId: text(100),
    membershipTypeId: text(100),
    memberEmail: optionalText(320),
    memberName: optionalText(400),
  }),
  customerName: optionalText(400),
  membershipName: optionalText(400),
  createPaymentIntent: z.boolean().nullish(),
  apiVersion: optionalText(10),
  /** "Renew automatically": save the card for renewals where the campground offers it. */
  autoRenew: z.boolean().nullish(),
  purchase: purchaseFormSchema,
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

/** 04 §3 price breakdown in dollars like the plan price; rates as fractions, the percentage as percent. */
export const priceBreakdownSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  discountPercentage: z.number(),
  subtotalAfterDiscount: z.number(),
  tax: z.number(),
  taxRate: z.number(),
  platformFee: z.number(),
  processingFee: z.number(),
  processingFeeRate: z.number(),
  total: z.number(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** `amount` in cents (the card provider's unit); `publishableKey` is null without Stripe. */
export const createPaymentIntentResponseSchema = z.object({
  success: z.literal(true),
  clientSecret: z.string(),
  client_secret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  breakdown: priceBreakdownSchema,
  publishableKey: z.string().nullable(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/**
 * POST purchase-membership: the succeeded payment's id, nothing else; the membership is made from the
 * checkout create-payment-intent recorded, once per payment id.
 */
export const purchaseMembershipRequestSchema = z.object({
  paymentIntentId: text(200),
});
export type PurchaseMembershipRequest = z.input<typeof purchaseMembershipRequestSchema>;

/** A membership as 04 §7 answers it; `price_paid` in dollars, `code` repeats `membership_code`. */
export const publicMembershipSchema = z.object({
  id: z.string(),
  membership_code: z.string(),
  code: z.string(),
  membership_type_id: z.string(),
  campground_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.string(),
  payment_status: z.string(),
  price_paid: z.number(),
  is_military_discount: z.boolean(),
  created_at: z.string(),
});
export type PublicMembership = z.infer<typeof publicMembershipSchema>;

export const purchaseMembershipResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    membership: publicMembershipSchema,
    /** Expired memberships of other plans archived by the purchase. */
    logicalDelete: z.object({ deletedCount: z.number().int() }),
    paymentId: z.string(),
  }),
});
export type PurchaseMembershipResponse = z.infer<typeof purchaseMembershipResponseSchema>;

/** POST payments-webhook answers the outcome of the gateway's signed event (raw body). */
export const paymentsWebhookResponseSchema = z.object({
  success: z.literal(true),
  received: z.literal(true),
  /** `recorded`: a payout event was kept; `updated`: an account's state was. */
  outcome: z.enum(['fulfilled', 'duplicate', 'ignored', 'refused', 'updated', 'recorded']),
  membershipId: z.string().optional(),
  code: z.string().optional(),
});
export type PaymentsWebhookResponse = z.infer<typeof paymentsWebhookResponseSchema>;

/** POST simulated-card-confirm (development only): a Stripe test card number against a payment. */
export const simulatedCardConfirmRequestSchema = z.object({
  clientSecret: text(300),
  card: z.object({
    number: text(30),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: text(4),
  }),
});
export type SimulatedCardConfirmRequest = z.input<typeof simulatedCardConfirmRequestSchema>;
export const simulatedCardConfirmResponseSchema = z.object({
  success: z.literal(true),
  status: z.string(),
  paymentIntentId: z.string(),
});
export type SimulatedCardConfirmResponse = z.infer<typeof simulatedCardConfirmResponseSchema>;

/** POST simulated-setup-confirm (development only): a Stripe test card saved through a setup intent. */
export const simulatedSetupConfirmResponseSchema = z.object({
  success: z.literal(true),
  status: z.string(),
  setupIntentId: z.string(),
  /** The card saved, as the member may be shown it. */
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
});
export type SimulatedSetupConfirmResponse = z.infer<typeof simulatedSetupConfirmResponseSchema>;

/** POST validate-membership (04 §7): a code, its e-mail and the stays (`[start, end]` dates). */
export const validateMembershipRequestSchema = z.object({
  membershipCode: text(100),
  email: text(320),
  campgroundSlug: text(200),
  dateRanges: z.array(z.tuple([date, date])).max(20),
});
export type ValidateMembershipRequest = z.input<typeof validateMembershipRequestSchema>;
/** A refusal is still `success: true`: `valid: false` with the first failing rule's code and words. */
export const validateMembershipResponseSchema = z.discriminatedUnion('valid', [
  z.object({
    success: z.literal(true),
    valid: z.literal(true),
    status: z.string(),
    code: z.literal('VALID'),
    message: z.string(),
    data: z.object({ startDate: z.string(), endDate: z.string() }),
  }),
  z.object({
    success: z.literal(true),
    valid: z.literal(false),
    code: z.string(),
    message: z.string(),
    error: z.string(),
  }),
]);
export type ValidateMembershipResponse = z.infer<typeof validateMembershipResponseSchema>;

/** POST send-membership-email: e-mails the address's active memberships at the campground. */
export const sendMembershipEmailRequestSchema = z.object({
  email: text(320),
  campgroundSlug: text(200),
});
export type SendMembershipEmailRequest = z.input<typeof sendMembershipEmailRequestSchema>;
export const sendMembershipEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SendMembershipEmailResponse = z.infer<typeof sendMembershipEmailResponseSchema>;

/**
 * POST partner-validate-membership, with `Authorization: Bearer <API key>`: validate-membership's
 * question for the key's own campground, and its answer.
 */
export const partnerValidateMembershipRequestSchema = validateMembershipRequestSchema.meta({
  example: {
    membershipCode: 'PIN-7K2Q9XJD',
    email: 'member@example.com',
    campgroundSlug: 'pine-valley',
    dateRanges: [['2026-07-03', '2026-07-06']],
  },
});
export const partnerValidateMembershipResponseSchema = validateMembershipResponseSchema.meta({
  example: {
    success: true,
    valid: true,
    status: 'active',
    code: 'VALID',
    message: 'Membership verification successful! Your membership is valid for the selected dates.',
    data: { startDate: '2026-05-01', endDate: '2027-04-30' },
  },
});

/** The public area's functions: the page, the purchase, membership checks and the partner API. */
export const PUBLIC_FUNCTIONS = {
  ...PUBLIC_PAGE_FUNCTIONS,
  'check-email': {
    method: 'POST',
    access: 'public',
    summary: 'May this e-mail buy this plan here (conflict dialog codes).',
    request: checkEmailRequestSchema,
    response: checkEmailResponseSchema,
  },
  // The file is the raw body, not JSON, so the request has no schema here.
  'upload-document': {
    method: 'POST',
    access: 'public',
    summary:
      'Store a selfie, military document or signature privately (raw body, ?kind=selfie|military-document|signature, 10 MB; 413, 415 otherwise); answers its uploadId.',
    response: uploadDocumentResponseSchema,
  },
  'create-payment-intent': {
    method: 'POST',
    access: 'public',
    summary: 'Validate the purchase, price it on the server and start the card payment.',
    request: createPaymentIntentRequestSchema,
    response: createPaymentIntentResponseSchema,
  },
  'purchase-membership': {
    method: 'POST',
    access: 'public',
    summary: 'Create the membership of a succeeded payment, once per payment id (402 while unpaid).',
    request: purchaseMembershipRequestSchema,
    response: purchaseMembershipResponseSchema,
  },
  // Verified on the raw body against its signature, so the request has no schema here.
  'payments-webhook': {
    method: 'POST',
    access: 'public',
    summary: "The payment gateway's signed events (Stripe-Signature on the raw body).",
    response: paymentsWebhookResponseSchema,
  },
  'simulated-card-confirm': {
    method: 'POST',
    access: 'public',
    summary: 'Development only: confirm a payment with a Stripe test card number (402 when declined).',
    request: simulatedCardConfirmRequestSchema,
    response: simulatedCardConfirmResponseSchema,
  },
  'simulated-setup-confirm': {
    method: 'POST',
    access: 'public',
    summary: 'Development only: save a Stripe test card through a setup intent (402 when declined).',
    request: simulatedCardConfirmRequestSchema,
    response: simulatedSetupConfirmResponseSchema,
  },
  'validate-membership': {
    method: 'POST',
    access: 'public',
    summary: 'Is a membership code valid for these stays (valid, code, message).',
    request: validateMembershipRequestSchema,
    response: validateMembershipResponseSchema,
  },
  'send-membership-email': {
    method: 'POST',
    access: 'public',
    summary: "E-mail the address's active memberships at the campground.",
    request: sendMembershipEmailRequestSchema,
    response: sendMembershipEmailResponseSchema,
  },
  'partner-validate-membership': {
    method: 'POST',
    access: 'apiKey',
    summary:
      "Partner API: is a code, for an e-mail, valid for these stays at the key's campground. Authorization: Bearer <API key>; the answer and its precedence are validate-membership's; 401 for a missing, unknown or revoked key, 403 for another campground, 429 with Retry-After past the key's limit.",
    request: partnerValidateMembershipRequestSchema,
    response: partnerValidateMembershipResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
