import { successSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The owner's partner API keys (Integrations); the partner API itself is in public.ts.

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

/** The Integrations card's functions, spread into the owner area's table. */
export const OWNER_API_KEY_FUNCTIONS = {
  'list-api-keys': {
    method: 'GET',
    access: 'bearer',
    summary: "The partner API keys of the caller's campground, with their use (owner only).",
    request: listApiKeysQuerySchema,
    response: listApiKeysResponseSchema,
  },
  'create-api-key': {
    method: 'POST',
    access: 'bearer',
    summary: 'Create a named partner API key; the answer is the only time the key is shown (owner only).',
    request: createApiKeyRequestSchema,
    response: createApiKeyResponseSchema,
  },
  'revoke-api-key': {
    method: 'POST',
    access: 'bearer',
    summary: 'Revoke a partner API key; it is refused from the next call on (owner only).',
    request: revokeApiKeyRequestSchema,
    response: revokeApiKeyResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
