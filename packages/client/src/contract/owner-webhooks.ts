import { WEBHOOK_EVENT_TYPES } from '@camppass/domain';
import { successSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The owner's outbound webhooks (Settings → Integrations): endpoints, their signing secret (shown
// once) and delivery log. Signatures: docs/decisions/partner-api-and-verification.md#webhook-signatures.

const id = z.string().max(100);

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** When it was turned off after 3 days of failed deliveries; `null` otherwise. */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const listWebhookEndpointsQuerySchema = z.object({ campgroundId: id });
export type ListWebhookEndpointsQuery = z.input<typeof listWebhookEndpointsQuerySchema>;
export const listWebhookEndpointsResponseSchema = successSchema.extend({
  data: z.object({ endpoints: z.array(webhookEndpointSchema) }),
});
export type ListWebhookEndpointsResponse = z.infer<typeof listWebhookEndpointsResponseSchema>;

export const createWebhookEndpointRequestSchema = z.object({
  campgroundId: id,
  url: z.string().max(4000).default(''),
  events: z.array(z.string().max(100)).max(20).default([]),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequestSchema>;
/** The endpoint and its signing secret: the only time the secret is shown (also for rotate). */
export const webhookEndpointWithSecretResponseSchema = successSchema.extend({
  data: z.object({ endpoint: webhookEndpointSchema, secret: z.string() }),
});
export type WebhookEndpointWithSecretResponse = z.infer<typeof webhookEndpointWithSecretResponseSchema>;

export const webhookEndpointRequestSchema = z.object({ campgroundId: id, endpointId: id });
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequestSchema>;
export const setWebhookEndpointEnabledRequestSchema = webhookEndpointRequestSchema.extend({
  enabled: z.boolean(),
});
export type SetWebhookEndpointEnabledRequest = z.input<typeof setWebhookEndpointEnabledRequestSchema>;
export const webhookEndpointResponseSchema = successSchema.extend({
  data: z.object({ endpoint: webhookEndpointSchema }),
});
export type WebhookEndpointResponse = z.infer<typeof webhookEndpointResponseSchema>;
export const deleteWebhookEndpointResponseSchema = successSchema.extend({
  data: z.object({ deleted: z.literal(true) }),
});

export const webhookDeliveryResponseSchema = successSchema.extend({
  data: z.object({ delivery: webhookDeliverySchema }),
});
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponseSchema>;
export const listWebhookDeliveriesResponseSchema = successSchema.extend({
  data: z.object({ deliveries: z.array(webhookDeliverySchema) }),
});
export type ListWebhookDeliveriesResponse = z.infer<typeof listWebhookDeliveriesResponseSchema>;
export const resendWebhookDeliveryRequestSchema = z.object({ campgroundId: id, deliveryId: id });
export type ResendWebhookDeliveryRequest = z.input<typeof resendWebhookDeliveryRequestSchema>;

const owner = { access: 'bearer' } as const;

/** The webhook functions of the Integrations card, spread into the owner area's table. */
export const OWNER_WEBHOOK_FUNCTIONS = {
  'list-webhook-endpoints': {
    ...owner,
    method: 'GET',
    summary: "The webhook endpoints of the caller's campground, never their secrets (owner only).",
    request: listWebhookEndpointsQuerySchema,
    response: listWebhookEndpointsResponseSchema,
  },
  'create-webhook-endpoint': {
    ...owner,
    method: 'POST',
    summary: 'Add an https endpoint and its events; the answer is the only time its signing secret is shown.',
    request: createWebhookEndpointRequestSchema,
    response: webhookEndpointWithSecretResponseSchema,
  },
  'set-webhook-endpoint-enabled': {
    ...owner,
    method: 'POST',
    summary: 'Turn a webhook endpoint off, or on again (its waiting deliveries resume) (owner only).',
    request: setWebhookEndpointEnabledRequestSchema,
    response: webhookEndpointResponseSchema,
  },
  'delete-webhook-endpoint': {
    ...owner,
    method: 'POST',
    summary: 'Delete a webhook endpoint and its delivery log (owner only).',
    request: webhookEndpointRequestSchema,
    response: deleteWebhookEndpointResponseSchema,
  },
  'rotate-webhook-secret': {
    ...owner,
    method: 'POST',
    summary: 'A new signing secret for an endpoint, shown once; the old one signs nothing more (owner only).',
    request: webhookEndpointRequestSchema,
    response: webhookEndpointWithSecretResponseSchema,
  },
  'send-test-webhook': {
    ...owner,
    method: 'POST',
    summary: 'Send a signed webhook.test event to an endpoint now; answers its delivery (owner only).',
    request: webhookEndpointRequestSchema,
    response: webhookDeliveryResponseSchema,
  },
  'list-webhook-deliveries': {
    ...owner,
    method: 'GET',
    summary: "An endpoint's last 100 deliveries, newest first, with status and response code (owner only).",
    request: webhookEndpointRequestSchema,
    response: listWebhookDeliveriesResponseSchema,
  },
  'resend-webhook-delivery': {
    ...owner,
    method: 'POST',
    summary: 'Queue a delivery again, with the same event id, due at once (owner only).',
    request: resendWebhookDeliveryRequestSchema,
    response: webhookDeliveryResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
