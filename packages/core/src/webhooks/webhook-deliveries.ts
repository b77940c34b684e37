import {
  err,
  ok,
  type Result,
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_ENDPOINT_DISABLED,
  WEBHOOK_TEST_EVENT,
} from '@camppass/domain';
import { ownsCampground } from '../owner/api-key-access';
import type { WebhookDeliveryRecord } from '../ports/repositories/webhook-repository';
import { attemptDelivery, type DeliveryPorts } from './deliver-webhooks';
import {
  type WebhookEndpointInput,
  webhookEndpointNotFound,
  webhookOwnerRequired,
} from './webhook-endpoints';

const DELIVERY_LOG_LENGTH = 100;

const latest = async (ports: DeliveryPorts, delivery: WebhookDeliveryRecord) =>
  (
    await ports.repos.webhooks.listDeliveries(delivery.campgroundId, delivery.endpointId, DELIVERY_LOG_LENGTH)
  ).find((d) => d.id === delivery.id) ?? delivery;

/**
 * send-test-webhook: a `webhook.test` event to this one endpoint, sent at once (and retried like
 * any other when it fails); answers the delivery as it stands after the first attempt.
 */
export class SendTestWebhook {
  constructor(private readonly ports: DeliveryPorts) {}

  async execute(
    input: WebhookEndpointInput,
  ): Promise<Result<WebhookDeliveryRecord, 'FORBIDDEN' | 'WEBHOOK_ENDPOINT_NOT_FOUND' | 'CONFLICT'>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return webhookOwnerRequired();
    const found = await this.ports.repos.webhooks.findEndpoint(input.campgroundId, input.endpointId);
    if (!found) return webhookEndpointNotFound();
    if (!found.endpoint.enabled) return err('CONFLICT', WEBHOOK_ENDPOINT_DISABLED);
    const [delivery] = await this.ports.repos.webhooks.enqueue(
      {
        campgroundId: input.campgroundId,
        type: WEBHOOK_TEST_EVENT,
        membershipId: null,
        data: { endpointId: found.endpoint.id, campgroundId: input.campgroundId },
        createdAt: this.ports.clock.now(),
      },
      found.endpoint.id,
    );
    if (!delivery) return webhookEndpointNotFound();
    await attemptDelivery(this.ports, delivery);
    return ok(await latest(this.ports, delivery));
  }
}

/** list-webhook-deliveries: the endpoint's delivery log, newest first (the last 100). */
export class ListWebhookDeliveries {
  constructor(private readonly ports: Pick<DeliveryPorts, 'repos'>) {}

  async execute(
    input: WebhookEndpointInput,
  ): Promise<Result<WebhookDeliveryRecord[], 'FORBIDDEN' | 'WEBHOOK_ENDPOINT_NOT_FOUND'>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return webhookOwnerRequired();
    if (!(await this.ports.repos.webhooks.findEndpoint(input.campgroundId, input.endpointId))) {
      return webhookEndpointNotFound();
    }
    return ok(
      await this.ports.repos.webhooks.listDeliveries(
        input.campgroundId,
        input.endpointId,
        DELIVERY_LOG_LENGTH,
      ),
    );
  }
}

/** resend-webhook-delivery: the same event (same id) again to the same endpoint, due at once. */
export class ResendWebhookDelivery {
  constructor(private readonly ports: Pick<DeliveryPorts, 'repos' | 'clock'>) {}

  async execute(input: {
    readonly actor: WebhookEndpointInput['actor'];
    readonly campgroundId: string;
    readonly deliveryId: string;
  }): Promise<Result<WebhookDeliveryRecord, 'FORBIDDEN' | 'WEBHOOK_DELIVERY_NOT_FOUND'>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return webhookOwnerRequired();
    const again = await this.ports.repos.webhooks.resend(
      input.campgroundId,
      input.deliveryId,
      this.ports.clock.now(),
    );
    return again ? ok(again) : err('WEBHOOK_DELIVERY_NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND);
  }
}
