import type { WebhookEventRepository } from '../ports/repositories/webhook-event-repository';
import type { InMemoryStore } from './in-memory-store';

export class InMemoryWebhookEventRepository implements WebhookEventRepository {
  constructor(private readonly store: InMemoryStore) {}

  async claim(eventId: string, type: string, at: Date): Promise<boolean> {
    const events = this.store.tables.webhookEvents;
    if (events.has(eventId)) return false;
    events.set(eventId, { type, at });
    return true;
  }

  async release(eventId: string): Promise<void> {
    this.store.tables.webhookEvents.delete(eventId);
  }
}
