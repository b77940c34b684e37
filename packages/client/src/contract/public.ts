import { z } from './zod';

// The public page's functions (04 §7); no sign-in needed. Fields keep the spec's names; checks beyond
// shape and size are the use cases' (they answer the spec's messages).

const text = (max = 500) => z.string().max(max);
const optionalText = (max = 500) => text(max).nullish();
/** `YYYY-MM-DD`; the use cases check the calendar. */
const date = z.string().max(10);

/** GET get-campground: by id or by slug, never both. */
export const getCampgroundQuerySchema = z
  .object({ id: text(100).optional(), slug: text(200).optional() })
  .refine((q) => Boolean(q.id) !== Boolean(q.slug), { message: 'Give either id or slug' });
export type GetCampgroundQuery = z.input<typeof getCampgroundQuerySchema>;

/** A campground in the fields of 04 §3 (snake_case, as the page reads them). */
export const publicCampgroundFieldsSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  status: z.string(),
  operating_season_start: z.number().nullable(),
  operating_season_end: z.number().nullable(),
  adult_only: z.boolean(),
  military_discount_enabled: z.boolean(),
  military_discount_percentage: z.number(),
  branding_logo_url: z.string().nullable(),
  branding_primary_color: z.string().nullable(),
  branding_secondary_color: z.string().nullable(),
  text_color: z.string().nullable(),
  booking_url: z.string().nullable(),
  product_booking_url: z.string().nullable(),
  membership_type_description: z.string().nullable(),
  get_in_touch_description: z.string().nullable(),
  custom_membership_type_description: z.boolean(),
  custom_get_in_touch_description: z.boolean(),
  public_page_title: z.string().nullable(),
  public_page_description: z.string().nullable(),
  time_zone: z.string(),
});
export type PublicCampgroundFields = z.infer<typeof publicCampgroundFieldsSchema>;
/** Loose: the answer also carries `{product}_booking_url`, whose name follows the product. */
export const publicCampgroundSchema = publicCampgroundFieldsSchema.loose();
export type PublicCampground = z.infer<typeof publicCampgroundSchema>;

/** A plan (membership type) of 04 §3; `price` in dollars. */
export const publicMembershipTypeSchema = z.object({
  id: z.string(),
  campground_id: z.string(),
  name: z.string(),
  display_name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  duration_days: z.number().int(),
  duration_months: z.number().int(),
  is_day_pass: z.boolean(),
  features: z.array(z.string()),
  benefits: z.array(z.string()),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number(),
  military_discount_eligible: z.boolean(),
});
export type PublicMembershipType = z.infer<typeof publicMembershipTypeSchema>;

export const campgroundDescriptionsSchema = z.object({
  membershipTypes: z.string().nullable(),
  information: z.string().nullable(),
  hasCustomMembershipTypes: z.boolean(),
  hasCustomInformation: z.boolean(),
});
export type CampgroundDescriptions = z.infer<typeof campgroundDescriptionsSchema>;

/** The settings the public page may read; code settings stay private. */
export const publicSettingsSchema = z.object({
  text_color: z.string().nullable(),
  membership_type_desc: z.string().nullable(),
  information_desc: z.string().nullable(),
  allow_member_renewals: z.boolean(),
  allow_member_extensions: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const getCampgroundResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    campground: publicCampgroundSchema,
    membershipTypes: z.array(publicMembershipTypeSchema),
    descriptions: campgroundDescriptionsSchema,
    settings: publicSettingsSchema,
  }),
});
export type GetCampgroundResponse = z.infer<typeof getCampgroundResponseSchema>;

/** GET list-campgrounds: the active campgrounds of the /membership picker. */
export const listCampgroundsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ campgrounds: z.array(publicCampgroundSchema) }),
});
export type ListCampgroundsResponse = z.infer<typeof listCampgroundsResponseSchema>;

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

/** GET /functions/v1/public-config: the server's public settings, outside the functions table. */
export const PUBLIC_CONFIG_PATH = '/functions/v1/public-config';
export const publicConfigResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Stripe's publishable key; null when the server runs the simulated gateway. */
    stripePublishableKey: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigResponseSchema>['data'];

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
  outcome: z.enum(['fulfilled', 'duplicate', 'ignored', 'refused']),
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
