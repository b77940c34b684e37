import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '@camppass/core';
import {
  ListWebhookDeliveries,
  ResendWebhookDelivery,
  SendTestWebhook,
} from '@camppass/core/webhooks/webhook-deliveries';
import {
  CreateWebhookEndpoint,
  DeleteWebhookEndpoint,
  ListWebhookEndpoints,
  RotateWebhookSecret,
  SetWebhookEndpointEnabled,
} from '@camppass/core/webhooks/webhook-endpoints';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

const iso = (at: Date | null) => at?.toISOString() ?? null;

const presentEndpoint = (endpoint: WebhookEndpointRecord) => ({
  id: endpoint.id,
  url: endpoint.url,
  events: [...endpoint.events],
  enabled: endpoint.enabled,
  disabledAt: iso(endpoint.disabledAt),
  createdAt: endpoint.createdAt.toISOString(),
});

const presentDelivery = (delivery: WebhookDeliveryRecord) => ({
  id: delivery.id,
  eventId: delivery.eventId,
  eventType: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  responseStatus: delivery.responseStatus,
  lastError: delivery.lastError,
  lastAttemptAt: iso(delivery.lastAttemptAt),
  nextAttemptAt: iso(delivery.nextAttemptAt),
  createdAt: delivery.createdAt.toISOString(),
});

/** The owner's outbound webhooks (Settings → Integrations): endpoints, secrets shown once, delivery log. */
export const webhookRoutes = ({ use }: Area) =>
  defineFunctions(use)
    .define('list-webhook-endpoints', async ({ input, caller }) => {
      const result = await use(ListWebhookEndpoints).execute({
        actor: caller,
        campgroundId: input.campgroundId,
      });
      return result.ok ? { success: true, data: { endpoints: result.value.map(presentEndpoint) } } : result;
    })
    .define('create-webhook-endpoint', async ({ input, caller }) => {
      const result = await use(CreateWebhookEndpoint).execute({ actor: caller, ...input });
      if (!result.ok) return result;
      return {
        success: true,
        data: { endpoint: presentEndpoint(result.value.endpoint), secret: result.value.secret },
      };
    })
    .define('set-webhook-endpoint-enabled', async ({ input, caller }) => {
      const result = await use(SetWebhookEndpointEnabled).execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: { endpoint: presentEndpoint(result.value) } } : result;
    })
    .define('delete-webhook-endpoint', async ({ input, caller }) => {
      const result = await use(DeleteWebhookEndpoint).execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: { deleted: true as const } } : result;
    })
    .define('rotate-webhook-secret', async ({ input, caller }) => {
      const result = await use(RotateWebhookSecret).execute({ actor: caller, ...input });
      if (!result.ok) return result;
      return {
        success: true,
        data: { endpoint: presentEndpoint(result.value.endpoint), secret: result.value.secret },
      };
    })
    .define('send-test-webhook', async ({ input, caller }) => {
      const result = await use(SendTestWebhook).execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: { delivery: presentDelivery(result.value) } } : result;
    })
    .define('list-webhook-deliveries', async ({ input, caller }) => {
      const result = await use(ListWebhookDeliveries).execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: { deliveries: result.value.map(presentDelivery) } } : result;
    })
    .define('resend-webhook-delivery', async ({ input, caller }) => {
      const result = await use(ResendWebhookDelivery).execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: { delivery: presentDelivery(result.value) } } : result;
    }).app;
