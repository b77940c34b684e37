import { WEBHOOK_DISABLED_EMAIL } from '@camppass/domain';
import { deliveryErrorText } from '../jobs/deliver-outbox';
import type { CorePorts } from '../ports/core-ports';
import type { EmailDocument } from '../ports/email-renderer';
import type { WebhookAttempt, WebhookDeliveryRecord } from '../ports/repositories/webhook-repository';
import { campgroundBrand } from '../shared/emails/brand';
import { action, paragraph, sendEmail } from '../shared/emails/compose';
import { announceExpiredMemberships } from './announce-expiries';
import { openWebhookSecret, webhookHeaders } from './webhook-signature';

const MINUTE = 60_000;
/** After this long a delivery still failing gives up: the endpoint is turned off and its owner told. */
const WEBHOOK_GIVE_UP_AFTER_MS = 3 * 24 * 60 * MINUTE;
/** The wait after the 1st, 2nd ... failure: 1 min, 5 min, 30 min, 2 h, then every 5 hours. */
const BACKOFF_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 300 * MINUTE] as const;

const webhookRetryDelayMs = (failedAttempts: number): number =>
  BACKOFF_MS[Math.min(failedAttempts, BACKOFF_MS.length) - 1] ?? MINUTE;

export type DeliveryPorts = Pick<
  CorePorts,
  'repos' | 'unitOfWork' | 'clock' | 'config' | 'webhookSender' | 'mailer' | 'emailRenderer'
>;

/** The owner's e-mail when an endpoint is turned off after 3 days of failures. */
export const webhookDisabledEmail = (input: {
  readonly brand: EmailDocument['brand'];
  readonly campgroundName: string;
  readonly url: string;
  readonly integrationsUrl: string;
}): EmailDocument => ({
  brand: input.brand,
  subject: WEBHOOK_DISABLED_EMAIL.subject(input.campgroundName),
  preview: WEBHOOK_DISABLED_EMAIL.body(input.url),
  heading: WEBHOOK_DISABLED_EMAIL.heading,
  blocks: [
    paragraph(WEBHOOK_DISABLED_EMAIL.body(input.url)),
    paragraph(WEBHOOK_DISABLED_EMAIL.next),
    action(WEBHOOK_DISABLED_EMAIL.action, input.integrationsUrl),
  ],
});

/** The owner's Settings tab of the campground, where its Integrations card is. */
const integrationsLink = (config: CorePorts['config'], campgroundId: string) =>
  `${config.appBaseUrl.replace(/\/+$/, '')}/owner-dashboard?tab=settings&campground=${encodeURIComponent(campgroundId)}`;

const giveUp = async (ports: DeliveryPorts, delivery: WebhookDeliveryRecord, at: Date) => {
  const turnedOff = await ports.repos.webhooks.setEnabled(
    delivery.campgroundId,
    delivery.endpointId,
    false,
    at,
  );
  const campground = await ports.repos.campgrounds.findById(delivery.campgroundId);
  if (!turnedOff || !campground) return;
  const grants = await ports.repos.roles.listForCampground(delivery.campgroundId);
  for (const grant of grants.filter((g) => g.role === 'owner')) {
    const owner = await ports.repos.users.findById(grant.userId);
    if (!owner) continue;
    await sendEmail(
      ports,
      owner.email,
      webhookDisabledEmail({
        brand: campgroundBrand(ports.config, campground),
        campgroundName: campground.name,
        url: turnedOff.url,
        integrationsUrl: integrationsLink(ports.config, campground.id),
      }),
      'webhook-endpoint-disabled',
    );
  }
};

/**
 * One attempt of one delivery: signed with the endpoint's secret at the attempt's time, a 2xx
 * answer delivers it, anything else waits for the next back-off, and past 3 days of failures the
 * delivery fails for good and the endpoint is turned off (its owner e-mailed).
 */
export const attemptDelivery = async (
  ports: DeliveryPorts,
  delivery: WebhookDeliveryRecord,
): Promise<WebhookAttempt | null> => {
  const found = await ports.repos.webhooks.findEndpoint(delivery.campgroundId, delivery.endpointId);
  if (!found) return null;
  const secret = await openWebhookSecret(ports.config.secondFactorKey, found.sealedSecret);
  const at = ports.clock.now();
  let responseStatus: number | null = null;
  let error: string | null = null;
  if (secret === null) {
    error = 'The signing secret cannot be opened; rotate it.';
  } else {
    try {
      const response = await ports.webhookSender.post({
        url: found.endpoint.url,
        headers: webhookHeaders(secret, delivery.eventId, at, delivery.body),
        body: delivery.body,
      });
      responseStatus = response.status;
      if (response.status < 200 || response.status > 299) error = `HTTP ${response.status}`;
    } catch (failure) {
      error = deliveryErrorText(failure);
    }
  }
  const failedAttempts = delivery.attempts + 1;
  const expired = error !== null && at.getTime() - delivery.createdAt.getTime() >= WEBHOOK_GIVE_UP_AFTER_MS;
  const attempt: WebhookAttempt = {
    at,
    responseStatus,
    error,
    status: error === null ? 'delivered' : expired ? 'failed' : 'pending',
    nextAttemptAt:
      error === null || expired ? null : new Date(at.getTime() + webhookRetryDelayMs(failedAttempts)),
  };
  await ports.repos.webhooks.recordAttempt(delivery.id, attempt);
  if (expired) await giveUp(ports, delivery, at);
  return attempt;
};

export interface WebhookDeliveryReport {
  readonly delivered: number;
  readonly failed: number;
  /** `membership.expired` events recorded before sending. */
  readonly announced: number;
}

/**
 * deliver-webhooks: the job that first records `membership.expired` for memberships that ended
 * (announce-expiries.ts), then sends each due delivery (at least once: a run cut short sends it
 * again), in order per membership and endpoint, until it is delivered or 3 days have passed.
 */
export class DeliverWebhooks {
  constructor(private readonly ports: DeliveryPorts) {}

  async execute(input: { readonly limit?: number } = {}): Promise<WebhookDeliveryReport> {
    const report = { announced: 0, delivered: 0, failed: 0 };
    report.announced = await announceExpiredMemberships(this.ports, input.limit ?? 200);
    const due = await this.ports.repos.webhooks.listDue(this.ports.clock.now(), input.limit ?? 200);
    for (const delivery of due) {
      const attempt = await attemptDelivery(this.ports, delivery);
      if (attempt?.status === 'delivered') report.delivered += 1;
      else if (attempt) report.failed += 1;
    }
    return report;
  }
}
