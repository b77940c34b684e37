import {
  err,
  isWebhookEventType,
  ok,
  type Result,
  WEBHOOK_ENDPOINT_NOT_FOUND,
  WEBHOOK_ENDPOINTS_PER_CAMPGROUND,
  WEBHOOK_EVENT_UNKNOWN,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_OWNER_REQUIRED,
  WEBHOOK_TOO_MANY_ENDPOINTS,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_MAX_LENGTH,
  WEBHOOK_URL_NOT_HTTPS,
  WEBHOOK_URL_PRIVATE,
  WEBHOOK_URL_REQUIRED,
  type WebhookEventType,
} from '@camppass/domain';
import { ownsCampground } from '../owner/api-key-access';
import type { CorePorts } from '../ports/core-ports';
import type { WebhookEndpointRecord } from '../ports/repositories/webhook-repository';
import type { Principal } from '../shared/principal';
import { newWebhookSecret, sealWebhookSecret, WEBHOOK_SECRET_BYTES } from './webhook-signature';

export interface WebhookInput {
  readonly actor: Principal;
  readonly campgroundId: string;
}

export interface WebhookEndpointInput extends WebhookInput {
  readonly endpointId: string;
}

type Forbidden = 'FORBIDDEN';
type NotFound = 'WEBHOOK_ENDPOINT_NOT_FOUND';

/** Only the campground's owner manages its webhooks: not its staff, not a super admin. */
export const webhookOwnerRequired = () => err('FORBIDDEN', WEBHOOK_OWNER_REQUIRED);
export const webhookEndpointNotFound = () => err('WEBHOOK_ENDPOINT_NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND);

/** The endpoint and its signing secret: the secret shown this once, stored sealed. */
export interface EndpointWithSecret {
  readonly endpoint: WebhookEndpointRecord;
  readonly secret: string;
}

const invalid = (field: 'url' | 'events', message: string) =>
  err('VALIDATION_ERROR', message, { [field]: message });

const sealedNewSecret = async (ports: Pick<CorePorts, 'random' | 'config'>) => {
  const secret = newWebhookSecret(ports.random.bytes(WEBHOOK_SECRET_BYTES));
  const sealed = await sealWebhookSecret(ports.config.secondFactorKey, secret, ports.random.bytes(12));
  return { secret, sealed };
};

const parseUrl = (raw: string): URL | null => {
  if (raw.length > WEBHOOK_URL_MAX_LENGTH || /[\s\0]/.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
};

/** create-webhook-endpoint: the owner adds an https address and the events it receives. */
export class CreateWebhookEndpoint {
  constructor(
    private readonly ports: Pick<CorePorts, 'repos' | 'clock' | 'random' | 'config' | 'webhookSender'>,
  ) {}

  async execute(
    input: WebhookInput & { readonly url: string; readonly events: readonly string[] },
  ): Promise<Result<EndpointWithSecret, Forbidden | 'VALIDATION_ERROR' | 'CONFLICT'>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return webhookOwnerRequired();
    const raw = input.url.trim();
    if (raw === '') return invalid('url', WEBHOOK_URL_REQUIRED);
    const url = parseUrl(raw);
    if (!url) return invalid('url', WEBHOOK_URL_INVALID);
    const events = [...new Set(input.events)];
    if (events.length === 0) return invalid('events', WEBHOOK_EVENTS_REQUIRED);
    if (!events.every(isWebhookEventType)) return invalid('events', WEBHOOK_EVENT_UNKNOWN);
    const refusal = await this.ports.webhookSender.refusal(url);
    if (refusal === 'NOT_HTTPS') return invalid('url', WEBHOOK_URL_NOT_HTTPS);
    if (refusal === 'PRIVATE_ADDRESS') return invalid('url', WEBHOOK_URL_PRIVATE);
    if (
      (await this.ports.repos.webhooks.countEndpoints(input.campgroundId)) >= WEBHOOK_ENDPOINTS_PER_CAMPGROUND
    ) {
      return err('CONFLICT', WEBHOOK_TOO_MANY_ENDPOINTS);
    }
    const { secret, sealed } = await sealedNewSecret(this.ports);
    const endpoint = await this.ports.repos.webhooks.createEndpoint({
      campgroundId: input.campgroundId,
      url: url.href,
      events: events as WebhookEventType[],
      sealedSecret: sealed,
      createdAt: this.ports.clock.now(),
    });
    return ok({ endpoint, secret });
  }
}

/** list-webhook-endpoints: the campground's endpoints, newest first (never their secrets). */
export class ListWebhookEndpoints {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  async execute(input: WebhookInput): Promise<Result<WebhookEndpointRecord[], Forbidden>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return webhookOwnerRequired();
    return ok(await this.ports.repos.webhooks.listEndpoints(input.campgroundId));
  }
}

/** set-webhook-endpoint-enabled: the owner turns an endpoint off, or on again (its due deliveries resume). */
export class SetWebhookEndpointEnabled {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  async execute(
    input: WebhookEndpointInput & { readonly enabled: boolean },
  ): Promise<Result<WebhookEndpointRecord, Forbidden | NotFound>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return webhookOwnerRequired();
    const changed = await this.ports.repos.webhooks.setEnabled(
      input.campgroundId,
      input.endpointId,
      input.enabled,
      null,
    );
    return changed ? ok(changed) : webhookEndpointNotFound();
  }
}

/** delete-webhook-endpoint: the endpoint and its delivery log go; nothing more is sent to it. */
export class DeleteWebhookEndpoint {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  async execute(
    input: WebhookEndpointInput,
  ): Promise<Result<{ readonly deleted: true }, Forbidden | NotFound>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return webhookOwnerRequired();
    const deleted = await this.ports.repos.webhooks.deleteEndpoint(input.campgroundId, input.endpointId);
    return deleted ? ok({ deleted: true }) : webhookEndpointNotFound();
  }
}

/** rotate-webhook-secret: a new signing secret, shown once; the old one signs nothing from now on. */
export class RotateWebhookSecret {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'random' | 'config'>) {}

  async execute(input: WebhookEndpointInput): Promise<Result<EndpointWithSecret, Forbidden | NotFound>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return webhookOwnerRequired();
    const { secret, sealed } = await sealedNewSecret(this.ports);
    const endpoint = await this.ports.repos.webhooks.replaceSecret(
      input.campgroundId,
      input.endpointId,
      sealed,
    );
    return endpoint ? ok({ endpoint, secret }) : webhookEndpointNotFound();
  }
}
