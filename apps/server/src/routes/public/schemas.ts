import { z } from 'zod';

// Request shapes of the public page's functions (04 §7). Fields keep the spec's names; checks beyond
// shape and size are the use cases' (they answer the spec's messages).

const text = (max = 500) => z.string().max(max);
const optionalText = (max = 500) => text(max).nullish();
const date = z.string().max(10);

export const getCampgroundQuerySchema = z
  .object({ id: text(100).optional(), slug: text(200).optional() })
  .refine((q) => Boolean(q.id) !== Boolean(q.slug), { message: 'Give either id or slug' });

export const checkEmailRequestSchema = z.object({
  email: text(320),
  membershipTypeId: text(100),
  campgroundId: text(100),
});

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

export const purchaseMembershipRequestSchema = purchaseFormSchema.extend({
  paymentIntentId: text(200),
  campgroundId: optionalText(100),
  campgroundSlug: optionalText(200),
  membershipTypeId: optionalText(100),
  paymentMethod: optionalText(20),
});

export const validateMembershipRequestSchema = z.object({
  membershipCode: text(100),
  email: text(320),
  campgroundSlug: text(200),
  dateRanges: z.array(z.tuple([date, date])).max(20),
});

export const sendMembershipEmailRequestSchema = z.object({
  email: text(320),
  campgroundSlug: text(200),
});

export const simulatedCardConfirmRequestSchema = z.object({
  clientSecret: text(300),
  card: z.object({
    number: text(30),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: text(4),
  }),
});
