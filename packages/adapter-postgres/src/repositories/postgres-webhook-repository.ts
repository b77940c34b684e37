import type {
  EndedMembership,
  NewWebhookEndpoint,
  NewWebhookEvent,
  WebhookAttempt,
  WebhookDeliveryRecord,
  WebhookDeliveryStatus,
  WebhookEndpointRecord,
  WebhookRepository,
} from '@camppass/core';
import type { CalendarDate, WebhookEventType } from '@camppass/domain';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface EndpointRow {
  id: string;
  campground_id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabled_at: Date | null;
  created_at: Date;
  sealed_secret?: string;
}

interface DeliveryRow {
  id: string;
  campground_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  membership_id: string | null;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
}

const ENDPOINT = 'id, campground_id, url, events, enabled, disabled_at, created_at';
const DELIVERY_COLUMNS = [
  'id',
  'campground_id',
  'endpoint_id',
  'event_id',
  'event_type',
  'membership_id',
  'body',
  'status',
  'attempts',
  'response_status',
  'last_error',
  'last_attempt_at',
  'next_attempt_at',
  'created_at',
];
const DELIVERY = DELIVERY_COLUMNS.join(', ');
const DELIVERY_OF_D = DELIVERY_COLUMNS.map((column) => `d.${column}`).join(', ');

const toEndpoint = (row: EndpointRow): WebhookEndpointRecord => ({
  id: row.id,
  campgroundId: row.campground_id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  disabledAt: row.disabled_at,
  createdAt: row.created_at,
});

const toDelivery = (row: DeliveryRow): WebhookDeliveryRecord => ({
  id: row.id,
  campgroundId: row.campground_id,
  endpointId: row.endpoint_id,
  eventId: row.event_id,
  eventType: row.event_type,
  membershipId: row.membership_id,
  body: row.body,
  status: row.status,
  attempts: Number(row.attempts),
  responseStatus: row.response_status,
  lastError: row.last_error,
  lastAttemptAt: row.last_attempt_at,
  nextAttemptAt: row.next_attempt_at,
  createdAt: row.created_at,
});

/** A new event's id, the same for every endpoint it goes to. */
const newEventId = (): string => `msg_${globalThis.crypto.randomUUID().replaceAll('-', '')}`;

/** The body every endpoint of an event receives. */
const eventBody = (eventId: string, event: NewWebhookEvent): string =>
  JSON.stringify({
    id: eventId,
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    data: event.data,
  });

/** `webhook_endpoints` and `webhook_deliveries`: secrets only sealed; deliveries in `seq` order. */
export class PostgresWebhookRepository implements WebhookRepository {
  constructor(private readonly sql: SqlClient) {}

  async createEndpoint(endpoint: NewWebhookEndpoint): Promise<WebhookEndpointRecord> {
    const [row] = await this.sql.query<EndpointRow>(
      `insert into webhook_endpoints (campground_id, url, events, sealed_secret, created_at)
       values ($1, $2, $3::jsonb, $4, $5) returning ${ENDPOINT}`,
      [
        endpoint.campgroundId,
        endpoint.url,
        JSON.stringify(endpoint.events),
        endpoint.sealedSecret,
        endpoint.createdAt,
      ],
    );
    if (!row) throw new Error('The webhook endpoint was not stored');
    return toEndpoint(row);
  }

  async listEndpoints(campgroundId: string): Promise<WebhookEndpointRecord[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<EndpointRow>(
      `select ${ENDPOINT} from webhook_endpoints where campground_id = $1 order by created_at desc, seq desc`,
      [campgroundId],
    );
    return rows.map(toEndpoint);
  }

  async countEndpoints(campgroundId: string): Promise<number> {
    if (!isUuid(campgroundId)) return 0;
    const [row] = await this.sql.query<{ count: string }>(
      'select count(*) as count from webhook_endpoints where campground_id = $1',
      [campgroundId],
    );
    return Number(row?.count ?? 0);
  }

  async findEndpoint(campgroundId: string, id: string) {
    if (!isUuid(campgroundId) || !isUuid(id)) return null;
    const [row] = await this.sql.query<EndpointRow & { sealed_secret: string }>(
      `select ${ENDPOINT}, sealed_secret from webhook_endpoints where id = $1 and campground_id = $2`,
      [id, campgroundId],
    );
    return row ? { endpoint: toEndpoint(row), sealedSecret: row.sealed_secret } : null;
  }

  async setEnabled(campgroundId: string, id: string, enabled: boolean, disabledAt: Date | null) {
    if (!isUuid(campgroundId) || !isUuid(id)) return null;
    const [row] = await this.sql.query<EndpointRow>(
      `update webhook_endpoints set enabled = $3, disabled_at = case when $3 then null else $4::timestamptz end
       where id = $1 and campground_id = $2 returning ${ENDPOINT}`,
      [id, campgroundId, enabled, disabledAt],
    );
    return row ? toEndpoint(row) : null;
  }

  async replaceSecret(campgroundId: string, id: string, sealedSecret: string) {
    if (!isUuid(campgroundId) || !isUuid(id)) return null;
    const [row] = await this.sql.query<EndpointRow>(
      `update webhook_endpoints set sealed_secret = $3 where id = $1 and campground_id = $2 returning ${ENDPOINT}`,
      [id, campgroundId, sealedSecret],
    );
    return row ? toEndpoint(row) : null;
  }

  async deleteEndpoint(campgroundId: string, id: string): Promise<boolean> {
    if (!isUuid(campgroundId) || !isUuid(id)) return false;
    const rows = await this.sql.query<{ id: string }>(
      'delete from webhook_endpoints where id = $1 and campground_id = $2 returning id',
      [id, campgroundId],
    );
    return rows.length > 0;
  }

  async enqueue(event: NewWebhookEvent, onlyEndpointId?: string): Promise<WebhookDeliveryRecord[]> {
    if (!isUuid(event.campgroundId) || (onlyEndpointId !== undefined && !isUuid(onlyEndpointId))) return [];
    const eventId = newEventId();
    const body = eventBody(eventId, event);
    const rows = await this.sql.query<DeliveryRow>(
      `insert into webhook_deliveries
         (campground_id, endpoint_id, event_id, event_type, membership_id, body, next_attempt_at, created_at)
       select $1, e.id, $2, $3, $4, $5, $6, $6 from webhook_endpoints e
       where e.campground_id = $1
         and (case when $7::uuid is null then e.enabled and e.events ? $3 else e.id = $7::uuid end)
       order by e.seq
       returning ${DELIVERY}`,
      [
        event.campgroundId,
        eventId,
        event.type,
        event.membershipId,
        body,
        event.createdAt,
        onlyEndpointId ?? null,
      ],
    );
    return rows.map(toDelivery);
  }

  async enqueueMany(events: readonly NewWebhookEvent[]): Promise<number> {
    const known = events.filter((event) => isUuid(event.campgroundId));
    if (known.length === 0) return 0;
    const eventIds = known.map(newEventId);
    const bodies = known.map((event, index) => eventBody(eventIds[index] as string, event));
    // Each event joined to its campground's endpoints that chose its type (the index by campground).
    const rows = await this.sql.query<{ made: number }>(
      `with made as (
         insert into webhook_deliveries
           (campground_id, endpoint_id, event_id, event_type, membership_id, body, next_attempt_at, created_at)
         select ev.campground_id, e.id, ev.event_id, ev.event_type, ev.membership_id, ev.body, ev.created_at,
           ev.created_at
         from unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::timestamptz[])
           with ordinality as ev(campground_id, event_id, event_type, membership_id, body, created_at, n)
         join webhook_endpoints e
           on e.campground_id = ev.campground_id and e.enabled and e.events ? ev.event_type
         order by ev.n, e.seq
         returning 1)
       select count(*)::int as made from made`,
      [
        known.map((event) => event.campgroundId),
        eventIds,
        known.map((event) => event.type),
        known.map((event) => event.membershipId) as readonly string[],
        bodies,
        known.map((event) => event.createdAt.toISOString()),
      ],
    );
    return rows[0]?.made ?? 0;
  }

  async listDeliveries(campgroundId: string, endpointId: string, limit: number) {
    if (!isUuid(campgroundId) || !isUuid(endpointId)) return [];
    const rows = await this.sql.query<DeliveryRow>(
      `select ${DELIVERY} from webhook_deliveries where endpoint_id = $1 and campground_id = $2
       order by seq desc limit $3`,
      [endpointId, campgroundId, limit],
    );
    return rows.map(toDelivery);
  }

  async listDue(now: Date, limit: number): Promise<WebhookDeliveryRecord[]> {
    const rows = await this.sql.query<DeliveryRow>(
      `select ${DELIVERY_OF_D} from webhook_deliveries d
       join webhook_endpoints e on e.id = d.endpoint_id and e.enabled
       where d.status = 'pending' and d.next_attempt_at <= $1
         and (d.membership_id is null or not exists (
           select 1 from webhook_deliveries earlier
           where earlier.endpoint_id = d.endpoint_id and earlier.membership_id = d.membership_id
             and earlier.status = 'pending' and earlier.seq < d.seq))
       order by d.seq limit $2`,
      [now, limit],
    );
    return rows.map(toDelivery);
  }

  async recordAttempt(id: string, attempt: WebhookAttempt): Promise<void> {
    if (!isUuid(id)) return;
    await this.sql.query(
      `update webhook_deliveries set status = $2, attempts = attempts + 1, response_status = $3,
         last_error = $4, last_attempt_at = $5, next_attempt_at = $6 where id = $1`,
      [id, attempt.status, attempt.responseStatus, attempt.error, attempt.at, attempt.nextAttemptAt],
    );
  }

  async resend(campgroundId: string, deliveryId: string, at: Date): Promise<WebhookDeliveryRecord | null> {
    if (!isUuid(campgroundId) || !isUuid(deliveryId)) return null;
    const [row] = await this.sql.query<DeliveryRow>(
      `insert into webhook_deliveries
         (campground_id, endpoint_id, event_id, event_type, membership_id, body, next_attempt_at, created_at)
       select campground_id, endpoint_id, event_id, event_type, membership_id, body, $3, $3
       from webhook_deliveries where id = $1 and campground_id = $2
       returning ${DELIVERY}`,
      [deliveryId, campgroundId, at],
    );
    return row ? toDelivery(row) : null;
  }

  async listUnannouncedExpiries(now: Date, withinDays: number, limit: number): Promise<EndedMembership[]> {
    const rows = await this.sql.query<{ membership_id: string; end_date: string }>(
      `with listening as (
         select distinct campground_id from webhook_endpoints
         where enabled and events @> '["membership.expired"]'::jsonb)
       select m.id as membership_id, m.end_date::text as end_date
       from listening l
       join campgrounds c on c.id = l.campground_id
       join memberships m on m.campground_id = c.id
       where m.status = 'active'
         and m.end_date < ($1::timestamptz at time zone c.time_zone)::date
         and m.end_date >= ($1::timestamptz at time zone c.time_zone)::date - $2::int
         and not exists (select 1 from webhook_expiry_announcements a
           where a.membership_id = m.id and a.end_date = m.end_date)
       order by m.end_date, m.id limit $3`,
      [now, withinDays, limit],
    );
    return rows.map((row) => ({ membershipId: row.membership_id, endDate: row.end_date as CalendarDate }));
  }

  async claimExpiryAnnouncement(ended: EndedMembership, at: Date): Promise<boolean> {
    if (!isUuid(ended.membershipId)) return false;
    const rows = await this.sql.query(
      `insert into webhook_expiry_announcements (membership_id, end_date, announced_at)
       values ($1, $2::date, $3) on conflict do nothing returning membership_id`,
      [ended.membershipId, ended.endDate, at],
    );
    return rows.length === 1;
  }
}
