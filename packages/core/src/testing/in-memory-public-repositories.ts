import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type {
  CheckoutRecord,
  CheckoutRepository,
  NewCheckout,
} from '../ports/repositories/checkout-repository';
import type {
  IdentityDocumentRecord,
  IdentityDocumentRepository,
  NewIdentityDocument,
} from '../ports/repositories/identity-document-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type {
  MembershipCodeLookup,
  PublicPageRepository,
} from '../ports/repositories/public-page-repository';
import type { WebhookEventRepository } from '../ports/repositories/webhook-event-repository';
import { copy, type InMemoryStore, newestFirst, oldestFirst } from './in-memory-store';

export class InMemoryCheckoutRepository implements CheckoutRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, CheckoutRecord> {
    return this.store.tables.checkouts;
  }

  async create(checkout: NewCheckout): Promise<CheckoutRecord> {
    if (this.rows.has(checkout.id) || (await this.findByPaymentIntentId(checkout.paymentIntentId))) {
      throw new Error('A checkout with this id or payment intent exists');
    }
    const record: CheckoutRecord = {
      ...checkout,
      status: 'pending',
      membershipId: null,
      archivedCount: 0,
      refusalCode: null,
      updatedAt: checkout.createdAt,
    };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findByPaymentIntentId(paymentIntentId: string): Promise<CheckoutRecord | null> {
    const row = [...this.rows.values()].find((checkout) => checkout.paymentIntentId === paymentIntentId);
    return row ? copy(row) : null;
  }

  // The in-memory unit of work runs one transaction at a time, which is the lock.
  lockByPaymentIntentId(paymentIntentId: string): Promise<CheckoutRecord | null> {
    return this.findByPaymentIntentId(paymentIntentId);
  }

  async markFulfilled(
    id: string,
    fulfilment: { membershipId: string; archivedCount: number },
    at: Date,
  ): Promise<boolean> {
    const row = this.rows.get(id);
    if (row?.status !== 'pending') return false;
    this.rows.set(id, { ...row, status: 'fulfilled', ...fulfilment, updatedAt: at });
    return true;
  }

  async markRefused(id: string, refusalCode: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (row?.status !== 'pending') return false;
    this.rows.set(id, { ...row, status: 'refused', refusalCode, updatedAt: at });
    return true;
  }

  async listPendingCreatedBetween(from: Date, to: Date, limit: number): Promise<CheckoutRecord[]> {
    const inWindow = (c: CheckoutRecord) =>
      c.status === 'pending' &&
      c.createdAt.getTime() >= from.getTime() &&
      c.createdAt.getTime() < to.getTime();
    return copy(newestFirst([...this.rows.values()].filter(inWindow)).slice(0, limit));
  }
}

export class InMemoryIdentityDocumentRepository implements IdentityDocumentRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(document: NewIdentityDocument): Promise<IdentityDocumentRecord> {
    if (!this.store.tables.memberships.has(document.membershipId))
      throw new Error('No membership for a document');
    const record: IdentityDocumentRecord = { ...document, id: this.store.nextId() };
    this.store.tables.identityDocuments.set(record.id, copy(record));
    return copy(record);
  }

  async listByMembership(membershipId: string): Promise<IdentityDocumentRecord[]> {
    return copy(
      oldestFirst(
        [...this.store.tables.identityDocuments.values()].filter((d) => d.membershipId === membershipId),
      ),
    );
  }
}

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

const lower = (email: string) => email.trim().toLowerCase();

export class InMemoryPublicPageRepository implements PublicPageRepository {
  constructor(private readonly store: InMemoryStore) {}

  async listActiveCampgrounds(): Promise<CampgroundRecord[]> {
    return copy(
      [...this.store.tables.campgrounds.values()]
        .filter((campground) => campground.status === 'active')
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    );
  }

  async lookUpMembershipCode(
    campgroundSlug: string,
    membershipCode: string,
  ): Promise<MembershipCodeLookup | null> {
    const { campgrounds, memberships, users } = this.store.tables;
    const campground = [...campgrounds.values()].find((c) => c.slug === campgroundSlug);
    if (!campground) return null;
    const membership = [...memberships.values()].find(
      (m) => m.campgroundId === campground.id && m.membershipCode === membershipCode,
    );
    const user = membership && users.get(membership.memberId);
    return copy({
      campgroundId: campground.id,
      campgroundStatus: campground.status,
      campgroundTimeZone: campground.timeZone,
      found: membership && user ? { membership, email: user.email } : null,
    });
  }

  async listMembershipsByEmail(campgroundId: string, email: string): Promise<MembershipRecord[]> {
    const user = [...this.store.tables.users.values()].find((u) => lower(u.email) === lower(email));
    if (!user) return [];
    return copy(
      newestFirst(
        [...this.store.tables.memberships.values()].filter(
          (m) => m.memberId === user.id && m.campgroundId === campgroundId,
        ),
      ),
    );
  }

  async archiveMemberships(ids: readonly string[], at: Date): Promise<number> {
    let changed = 0;
    for (const id of new Set(ids)) {
      const row = this.store.tables.memberships.get(id);
      if (!row || row.status === 'archived') continue;
      this.store.tables.memberships.set(id, { ...row, status: 'archived', updatedAt: at });
      changed += 1;
    }
    return changed;
  }

  async claimConsecutiveCodeNumber(campgroundId: string, at: Date): Promise<number | null> {
    const settings = this.store.tables.settings.get(campgroundId);
    if (!settings) return null;
    const next = settings.codeLastConsecutiveNumber + 1;
    const claimed =
      next < settings.codeNumberMin || next > settings.codeNumberMax ? settings.codeNumberMin : next;
    this.store.tables.settings.set(campgroundId, {
      ...settings,
      codeLastConsecutiveNumber: claimed,
      updatedAt: at,
    });
    return claimed;
  }
}
