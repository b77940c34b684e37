import type { CalendarDate, WebhookEventType } from '@camppass/domain';

/** An endpoint of a campground that receives signed events; its secret is kept sealed, never shown again. */
export interface WebhookEndpointRecord {
  readonly id: string;
  readonly campgroundId: string;
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  readonly enabled: boolean;
  /** When deliveries kept failing for 3 days and the endpoint was turned off; `null` otherwise. */
  readonly disabledAt: Date | null;
  readonly createdAt: Date;
}

export interface NewWebhookEndpoint {
  readonly campgroundId: string;
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  /** The signing secret sealed with the configured key (auth/second-factor-crypto's sealSecret). */
  readonly sealedSecret: string;
  readonly createdAt: Date;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event on its way to one endpoint, with its latest attempt. */
export interface WebhookDeliveryRecord {
  readonly id: string;
  readonly campgroundId: string;
  readonly endpointId: string;
  /** The event's id, the same on every endpoint and every retry (the receiver's idempotency key). */
  readonly eventId: string;
  readonly eventType: string;
  /** Events of one membership reach an endpoint in the order they happened. */
  readonly membershipId: string | null;
  /** The JSON body sent, exactly. */
  readonly body: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  readonly responseStatus: number | null;
  readonly lastError: string | null;
  readonly lastAttemptAt: Date | null;
  readonly nextAttemptAt: Date | null;
  readonly createdAt: Date;
}

export interface NewWebhookEvent {
  readonly campgroundId: string;
  readonly type: string;
  readonly membershipId: string | null;
  /** The event's `data`; the repository wraps it with the event's id, type and time. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
}

export interface WebhookAttempt {
  readonly at: Date;
  readonly responseStatus: number | null;
  readonly error: string | null;
  readonly status: WebhookDeliveryStatus;
  readonly nextAttemptAt: Date | null;
}

/** A membership whose last day has passed, with that day. */
export interface EndedMembership {
  readonly membershipId: string;
  readonly endDate: CalendarDate;
}

/** Webhook endpoints of campgrounds and their deliveries (the webhook outbox). */
export interface WebhookRepository {
  createEndpoint(endpoint: NewWebhookEndpoint): Promise<WebhookEndpointRecord>;
  /** The campground's endpoints, newest first. */
  listEndpoints(campgroundId: string): Promise<WebhookEndpointRecord[]>;
  countEndpoints(campgroundId: string): Promise<number>;
  /** The endpoint `id` of `campgroundId` with its sealed secret; `null` for an unknown or another campground's id. */
  findEndpoint(
    campgroundId: string,
    id: string,
  ): Promise<{ readonly endpoint: WebhookEndpointRecord; readonly sealedSecret: string } | null>;
  /** Turns the endpoint on or off (`disabledAt` set only when turned off for failing); `null` when not the campground's. */
  setEnabled(
    campgroundId: string,
    id: string,
    enabled: boolean,
    disabledAt: Date | null,
  ): Promise<WebhookEndpointRecord | null>;
  replaceSecret(
    campgroundId: string,
    id: string,
    sealedSecret: string,
  ): Promise<WebhookEndpointRecord | null>;
  /** Deletes the endpoint and its deliveries; `false` when the campground has no such endpoint. */
  deleteEndpoint(campgroundId: string, id: string): Promise<boolean>;
  /**
   * Records the event and one pending delivery, due at once, for each enabled endpoint of its
   * campground that chose its type (or for `onlyEndpointId` alone, whatever it chose: the test
   * event). Called in the transaction of the change that caused it. Returns the deliveries made.
   */
  enqueue(event: NewWebhookEvent, onlyEndpointId?: string): Promise<WebhookDeliveryRecord[]>;
  /**
   * Records many events as `enqueue` does each (no `onlyEndpointId`), in one statement whatever their
   * number: the member import's batch. Deliveries are made in the events' order. Answers how many.
   */
  enqueueMany(events: readonly NewWebhookEvent[]): Promise<number>;
  /** The endpoint's deliveries, newest first. */
  listDeliveries(campgroundId: string, endpointId: string, limit: number): Promise<WebhookDeliveryRecord[]>;
  /**
   * Pending deliveries of enabled endpoints due at `now`, oldest first, each only when no older
   * delivery of the same membership to the same endpoint is still pending (order per membership).
   */
  listDue(now: Date, limit: number): Promise<WebhookDeliveryRecord[]>;
  recordAttempt(id: string, attempt: WebhookAttempt): Promise<void>;
  /** A new pending delivery of the same event to the same endpoint; `null` when not the campground's. */
  resend(campgroundId: string, deliveryId: string, at: Date): Promise<WebhookDeliveryRecord | null>;
  /**
   * Active memberships whose last day is before their campground's today (`now` in its time zone) by
   * at most `withinDays` days, of campgrounds with an enabled endpoint that chose `membership.expired`,
   * not yet announced for that last day; earliest end first.
   */
  listUnannouncedExpiries(now: Date, withinDays: number, limit: number): Promise<EndedMembership[]>;
  /** Marks the membership's last day announced; `false` when it already was (another worker's run). */
  claimExpiryAnnouncement(ended: EndedMembership, at: Date): Promise<boolean>;
}
