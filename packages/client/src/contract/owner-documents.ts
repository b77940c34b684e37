import { paginationSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// Document Verification (03 §2.8, §3 selfie-ID, signature and military records, §7 Documents).

const id = z.string().max(100);

/**
 * The campground whose documents are read. Optional in the schema so that a call without it answers
 * 'Campground ID is required' (03 §5) from the server rather than a schema error.
 */
const campgroundId = z.string().max(100).optional();

/** GET get-selfie-documents, user-signature and get-military-users-with-membership. */
export const documentListQuerySchema = z.object({
  campground_id: campgroundId,
  /** Matches the member's name, e-mail or membership code, case-insensitively. */
  search: z.string().max(200).optional(),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** One entry of a document's review trail: who decided what, when, and why. */
export const documentReviewSchema = z.object({
  id: z.string(),
  decision: z.enum(['approved', 'rejected']),
  notes: z.string().nullable(),
  /** The reviewer's name, else e-mail; null once their account is gone. */
  reviewer_name: z.string().nullable(),
  reviewed_at: z.string(),
});
export type DocumentReview = z.infer<typeof documentReviewSchema>;

/** What every listed document carries: its file's short-lived link (or why none), state and trail. */
const reviewedFileFields = {
  /** The document's id, for review-document. */
  id: z.string(),
  content_type: z.string(),
  uploaded_at: z.string(),
  status: documentStatusSchema,
  review_trail: z.array(documentReviewSchema),
};

/** A selfie-with-ID or signature record of 03 §3. */
export const documentRecordSchema = z.object({
  ...reviewedFileFields,
  membership_id: z.string(),
  membership_code: z.string(),
  membership_status: z.string(),
  membership_created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  signed_url: z.string().nullable(),
  signed_url_expires_at: z.string().nullable(),
  signed_url_error: z.string().nullable(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

export const signatureRecordSchema = documentRecordSchema.extend({ numid: z.string().nullable() });
export type SignatureRecord = z.infer<typeof signatureRecordSchema>;

export const selfieDocumentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ documents_with_photos: z.array(documentRecordSchema) }),
  stats: z.object({
    total_memberships: z.number(),
    documents_with_urls: z.number(),
    /** Selfies with ID waiting for a review, whatever the search and filter. */
    pending: z.number(),
  }),
  pagination: paginationSchema,
});
export type SelfieDocumentsResponse = z.infer<typeof selfieDocumentsResponseSchema>;

export const signaturesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ signatures_with_urls: z.array(signatureRecordSchema) }),
  stats: z.object({
    total_memberships: z.number(),
    signatures_with_urls: z.number(),
    /** Signatures waiting for a review, whatever the search and filter. */
    pending: z.number(),
  }),
  pagination: paginationSchema,
});
export type SignaturesResponse = z.infer<typeof signaturesResponseSchema>;

/** A military document of 03 §3, with its membership, state and trail. */
export const militaryDocumentSchema = z.object({
  ...reviewedFileFields,
  document_type: z.string(),
  membership_id: z.string(),
  membership_code: z.string(),
  signed_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type MilitaryDocument = z.infer<typeof militaryDocumentSchema>;

export const militaryUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  military_documents: z.array(militaryDocumentSchema),
});
export type MilitaryUser = z.infer<typeof militaryUserSchema>;

export const militaryUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(militaryUserSchema),
  /** Military documents waiting for a review, whatever the search and filter. */
  stats: z.object({ pending: z.number() }),
  pagination: paginationSchema,
});
export type MilitaryUsersResponse = z.infer<typeof militaryUsersResponseSchema>;

/** POST review-document: approve or reject a document of the campground; a rejection says why. */
export const reviewDocumentRequestSchema = z.object({
  campground_id: campgroundId,
  document_id: id,
  decision: z.enum(['approve', 'reject']),
  notes: z.string().max(2000).optional(),
});
export type ReviewDocumentRequest = z.input<typeof reviewDocumentRequestSchema>;

export const reviewDocumentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    document: z.object({ id: z.string(), status: documentStatusSchema }),
    review: documentReviewSchema,
    review_trail: z.array(documentReviewSchema),
  }),
});
export type ReviewDocumentResponse = z.infer<typeof reviewDocumentResponseSchema>;

/** The Document Verification functions, part of the owner table (owner and staff of the campground). */
export const OWNER_DOCUMENT_FUNCTIONS = {
  'get-selfie-documents': {
    method: 'GET',
    access: 'bearer',
    summary: "The campground's selfies with ID, with 5-minute signed links and review trails (owner, staff).",
    request: documentListQuerySchema,
    response: selfieDocumentsResponseSchema,
  },
  'user-signature': {
    method: 'GET',
    access: 'bearer',
    summary: "The campground's e-signatures, with 5-minute signed links and review trails (owner, staff).",
    request: documentListQuerySchema,
    response: signaturesResponseSchema,
  },
  'get-military-users-with-membership': {
    method: 'GET',
    access: 'bearer',
    summary: "The campground's members with military documents, links and review trails (owner, staff).",
    request: documentListQuerySchema,
    response: militaryUsersResponseSchema,
  },
  'review-document': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Approve or reject a document of the campground with notes, kept in its review trail (owner, staff).',
    request: reviewDocumentRequestSchema,
    response: reviewDocumentResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
