import { addDays, todayInZone } from '@camppass/domain';
import type {
  EndedMembership,
  NewWebhookEndpoint,
  NewWebhookEvent,
  WebhookAttempt,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookRepository,
} from '../ports/repositories/webhook-repository';
import { copy, type InMemoryStore, newestFirst } from './in-memory-store';

type StoredEndpoint = WebhookEndpointRecord & { readonly sealedSecret: string };

const toRecord = ({ sealedSecret: _secret, ...record }: StoredEndpoint): WebhookEndpointRecord =>
  copy(record);

export class InMemoryWebhookRepository implements WebhookRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get endpoints() {
    return this.store.tables.webhookEndpoints;
  }

  private own(campgroundId: string, id: string): StoredEndpoint | null {
    const endpoint = this.endpoints.get(id);
    return endpoint && endpoint.campgroundId === campgroundId ? endpoint : null;
  }

  async createEndpoint(endpoint: NewWebhookEndpoint): Promise<WebhookEndpointRecord> {
    const stored: StoredEndpoint = {
      ...endpoint,
      events: [...endpoint.events],
      id: this.store.nextId(),
      enabled: true,
      disabledAt: null,
    };
    this.endpoints.set(stored.id, stored);
    return toRecord(stored);
  }

  async listEndpoints(campgroundId: string): Promise<WebhookEndpointRecord[]> {
    return newestFirst([...this.endpoints.values()].filter((e) => e.campgroundId === campgroundId)).map(
      toRecord,
    );
  }

  async countEndpoints(campgroundId: string): Promise<number> {
    return [...this.endpoints.values()].filter((e) => e.campgroundId === campgroundId).length;
  }

  async findEndpoint(campgroundId: string, id: string) {
    const endpoint = this.own(campgroundId, id);
    return endpoint ? { endpoint: toRecord(endpoint), sealedSecret: endpoint.sealedSecret } : null;
  }

  private change(
    campgroundId: string,
    id: string,
    patch: Partial<StoredEndpoint>,
  ): WebhookEndpointRecord | null {
    const endpoint = this.own(campgroundId, id);
    if (!endpoint) return null;
    const changed = { ...endpoint, ...patch };
    this.endpoints.set(id, changed);
    return toRecord(changed);
  }

  async setEnabled(campgroundId: string, id: string, enabled: boolean, disabledAt: Date | null) {
    return this.change(campgroundId, id, { enabled, disabledAt: enabled ? null : disabledAt });
  }

  async replaceSecret(campgroundId: string, id: string, sealedSecret: string) {
    return this.change(campgroundId, id, { sealedSecret });
  }

  async deleteEndpoint(campgroundId: string, id: string): Promise<boolean> {
    if (!this.own(campgroundId, id)) return false;
    this.endpoints.delete(id);
    this.store.tables.webhookDeliveries = this.store.tables.webhookDeliveries.filter(
      (d) => d.endpointId !== id,
    );
    return true;
  }

  async enqueue(event: NewWebhookEvent, onlyEndpointId?: string): Promise<WebhookDeliveryRecord[]> {
    const targets = [...this.endpoints.values()].filter((endpoint) =>
      onlyEndpointId === undefined
        ? endpoint.campgroundId === event.campgroundId &&
          endpoint.enabled &&
          (endpoint.events as readonly string[]).includes(event.type)
        : endpoint.id === onlyEndpointId && endpoint.campgroundId === event.campgroundId,
    );
    if (targets.length === 0) return [];
    const eventId = `msg_${this.store.nextId().replaceAll('-', '')}`;
    const body = JSON.stringify({
      id: eventId,
      type: event.type,
      timestamp: event.createdAt.toISOString(),
      data: event.data,
    });
    const made = targets.map(
      (endpoint): WebhookDeliveryRecord => ({
        id: this.store.nextId(),
        campgroundId: event.campgroundId,
        endpointId: endpoint.id,
        eventId,
        eventType: event.type,
        membershipId: event.membershipId,
        body,
        status: 'pending',
        attempts: 0,
        responseStatus: null,
        lastError: null,
        lastAttemptAt: null,
        nextAttemptAt: event.createdAt,
        createdAt: event.createdAt,
      }),
    );
    this.store.tables.webhookDeliveries.push(...made);
    return copy(made);
  }

  async enqueueMany(events: readonly NewWebhookEvent[]): Promise<number> {
    let made = 0;
    for (const event of events) made += (await this.enqueue(event)).length;
    return made;
  }

  async listDeliveries(campgroundId: string, endpointId: string, limit: number) {
    return this.store.tables.webhookDeliveries
      .filter((d) => d.campgroundId === campgroundId && d.endpointId === endpointId)
      .reverse()
      .slice(0, limit)
      .map(copy);
  }

  async listDue(now: Date, limit: number): Promise<WebhookDeliveryRecord[]> {
    const blocked = new Set<string>();
    const due: WebhookDeliveryRecord[] = [];
    for (const delivery of this.store.tables.webhookDeliveries) {
      if (delivery.status !== 'pending' || !this.endpoints.get(delivery.endpointId)?.enabled) continue;
      const line = delivery.membershipId === null ? null : `${delivery.endpointId}|${delivery.membershipId}`;
      if (line !== null && blocked.has(line)) continue;
      if (line !== null) blocked.add(line);
      if (delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now) due.push(copy(delivery));
    }
    return due.slice(0, limit);
  }

  async recordAttempt(id: string, attempt: WebhookAttempt): Promise<void> {
    const deliveries = this.store.tables.webhookDeliveries;
    const index = deliveries.findIndex((d) => d.id === id);
    const delivery = deliveries[index];
    if (!delivery) return;
    deliveries[index] = {
      ...delivery,
      status: attempt.status,
      attempts: delivery.attempts + 1,
      responseStatus: attempt.responseStatus,
      lastError: attempt.error,
      lastAttemptAt: attempt.at,
      nextAttemptAt: attempt.nextAttemptAt,
    };
  }

  async resend(campgroundId: string, deliveryId: string, at: Date): Promise<WebhookDeliveryRecord | null> {
    const original = this.store.tables.webhookDeliveries.find(
      (d) => d.id === deliveryId && d.campgroundId === campgroundId,
    );
    if (!original) return null;
    const again: WebhookDeliveryRecord = {
      ...original,
      id: this.store.nextId(),
      status: 'pending',
      attempts: 0,
      responseStatus: null,
      lastError: null,
      lastAttemptAt: null,
      nextAttemptAt: at,
      createdAt: at,
    };
    this.store.tables.webhookDeliveries.push(again);
    return copy(again);
  }

  async listUnannouncedExpiries(now: Date, withinDays: number, limit: number): Promise<EndedMembership[]> {
    const listening = new Set(
      [...this.endpoints.values()]
        .filter((e) => e.enabled && e.events.includes('membership.expired'))
        .map((e) => e.campgroundId),
    );
    const ended: EndedMembership[] = [];
    for (const m of this.store.tables.memberships.values()) {
      const campground = this.store.tables.campgrounds.get(m.campgroundId);
      if (!campground || !listening.has(m.campgroundId) || m.status !== 'active') continue;
      const today = todayInZone(now, campground.timeZone);
      if (m.endDate >= today || m.endDate < addDays(today, -withinDays)) continue;
      if (this.store.tables.expiryAnnouncements.has(`${m.id}/${m.endDate}`)) continue;
      ended.push({ membershipId: m.id, endDate: m.endDate });
    }
    return ended
      .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.membershipId.localeCompare(b.membershipId))
      .slice(0, limit);
  }

  async claimExpiryAnnouncement(ended: EndedMembership, _at: Date): Promise<boolean> {
    const key = `${ended.membershipId}/${ended.endDate}`;
    if (this.store.tables.expiryAnnouncements.has(key)) return false;
    this.store.tables.expiryAnnouncements.add(key);
    return true;
  }
}
