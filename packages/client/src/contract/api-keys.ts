import { successSchema } from './envelope';
import { validateMembershipRequestSchema, validateMembershipResponseSchema } from './public';
import { z } from './zod';

// The owner's partner API keys (Integrations) and the partner API's verification.

const id = z.string().max(100);

/** A key as its owner sees it: never the key itself, which is shown once, when it is created. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  usageCount: z.number(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET list-api-keys: the keys of a campground the caller owns, newest first. */
export const listApiKeysQuerySchema = z.object({ campgroundId: id });
export type ListApiKeysQuery = z.input<typeof listApiKeysQuerySchema>;
export const listApiKeysResponseSchema = successSchema.extend({
  data: z.object({ apiKeys: z.array(apiKeySchema) }),
});
export type ListApiKeysResponse = z.infer<typeof listApiKeysResponseSchema>;

/** POST create-api-key: a named key; the answer's `key` is the only time it is ever shown. */
export const createApiKeyRequestSchema = z.object({
  campgroundId: id,
  name: z.string().max(500).default(''),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;
export const createApiKeyResponseSchema = successSchema.extend({
  data: z.object({ apiKey: apiKeySchema, key: z.string() }),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

/** POST revoke-api-key: refused from the next call on. */
export const revokeApiKeyRequestSchema = z.object({ campgroundId: id, apiKeyId: id });
export type RevokeApiKeyRequest = z.input<typeof revokeApiKeyRequestSchema>;
export const revokeApiKeyResponseSchema = successSchema.extend({ data: z.object({ apiKey: apiKeySchema }) });
export type RevokeApiKeyResponse = z.infer<typeof revokeApiKeyResponseSchema>;

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
