import type { CalendarDate } from '@camppass/domain';
import type {
  AutoRenewalRepository,
  DueAutoRenewal,
  NewRenewalCharge,
  RenewalChargePatch,
  RenewalChargeRecord,
  SavedCardRecord,
} from '../ports/repositories/auto-renewal-repository';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import { copy, type InMemoryStore } from './in-memory-store';

const ATTEMPTABLE = new Set(['pending', 'declined']);
const OPEN = new Set(['pending', 'declined', 'authentication_required']);

const withoutClaim = ({
  claimedUntil: _claim,
  ...charge
}: RenewalChargeRecord & { readonly claimedUntil: Date | null }): RenewalChargeRecord => copy(charge);

export class InMemoryAutoRenewalRepository implements AutoRenewalRepository {
  constructor(private readonly store: InMemoryStore) {}

  async findCustomer(userId: string): Promise<string | null> {
    return this.store.tables.gatewayCustomers.get(userId) ?? null;
  }

  async saveCustomer(userId: string, customerId: string): Promise<string> {
    const { gatewayCustomers } = this.store.tables;
    const kept = gatewayCustomers.get(userId);
    if (kept) return kept;
    gatewayCustomers.set(userId, customerId);
    return customerId;
  }

  async findCard(membershipId: string): Promise<SavedCardRecord | null> {
    const card = this.store.tables.savedCards.get(membershipId);
    return card ? copy(card) : null;
  }

  async listCards(membershipIds: readonly string[]): Promise<SavedCardRecord[]> {
    return membershipIds.flatMap((id) => {
      const card = this.store.tables.savedCards.get(id);
      return card ? [copy(card)] : [];
    });
  }

  async saveCard(card: SavedCardRecord): Promise<void> {
    if (!this.store.tables.memberships.has(card.membershipId)) {
      throw new Error(`Membership ${card.membershipId} does not exist`);
    }
    this.store.tables.savedCards.set(card.membershipId, copy(card));
  }

  async listOfferingCampgrounds(): Promise<CampgroundRecord[]> {
    const { campgrounds, settings, removedCampgrounds } = this.store.tables;
    return [...campgrounds.values()]
      .filter((campground) => {
        const found = settings.get(campground.id);
        return (
          campground.status === 'active' &&
          !removedCampgrounds.has(campground.id) &&
          found?.allowMemberRenewals &&
          found.requirePaymentForRenewals &&
          found.offerAutoRenewal
        );
      })
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map(copy);
  }

  async listDue(query: {
    readonly campgroundId: string;
    readonly endDateFrom: CalendarDate;
    readonly endDateTo: CalendarDate;
    readonly limit: number;
  }): Promise<DueAutoRenewal[]> {
    const charged = new Set(
      [...this.store.tables.renewalCharges.values()].map((c) => `${c.membershipId}|${c.periodEndDate}`),
    );
    return [...this.store.tables.memberships.values()]
      .filter(
        (m) =>
          m.campgroundId === query.campgroundId &&
          m.status === 'active' &&
          m.autoRenewal &&
          this.store.tables.savedCards.has(m.id) &&
          m.endDate >= query.endDateFrom &&
          m.endDate <= query.endDateTo &&
          !charged.has(`${m.id}|${m.endDate}`),
      )
      .sort((a, b) => (a.endDate === b.endDate ? (a.id < b.id ? -1 : 1) : a.endDate < b.endDate ? -1 : 1))
      .slice(0, query.limit)
      .map((m) => ({ membershipId: m.id, endDate: m.endDate }));
  }

  async openCharge(charge: NewRenewalCharge): Promise<RenewalChargeRecord | null> {
    const { renewalCharges } = this.store.tables;
    for (const existing of renewalCharges.values()) {
      if (existing.membershipId === charge.membershipId && existing.periodEndDate === charge.periodEndDate) {
        return null;
      }
    }
    const record = {
      ...charge,
      id: this.store.nextId(),
      status: 'pending' as const,
      attempts: 0,
      gatewayIntentId: null,
      declineCode: null,
      declineMessage: null,
      updatedAt: charge.createdAt,
      claimedUntil: null,
    };
    renewalCharges.set(record.id, copy(record));
    return withoutClaim(record);
  }

  async listAttemptable(campgroundId: string, now: Date, limit: number): Promise<RenewalChargeRecord[]> {
    return [...this.store.tables.renewalCharges.values()]
      .filter(
        (c) =>
          c.campgroundId === campgroundId &&
          ATTEMPTABLE.has(c.status) &&
          c.nextAttemptAt !== null &&
          c.nextAttemptAt <= now,
      )
      .sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0))
      .slice(0, limit)
      .map(withoutClaim);
  }

  async claim(chargeId: string, now: Date, until: Date): Promise<RenewalChargeRecord | null> {
    const charge = this.store.tables.renewalCharges.get(chargeId);
    if (
      !charge ||
      !ATTEMPTABLE.has(charge.status) ||
      charge.nextAttemptAt === null ||
      charge.nextAttemptAt > now ||
      (charge.claimedUntil !== null && charge.claimedUntil > now)
    ) {
      return null;
    }
    const claimed = { ...charge, claimedUntil: until };
    this.store.tables.renewalCharges.set(chargeId, claimed);
    return withoutClaim(claimed);
  }

  async update(chargeId: string, patch: RenewalChargePatch, at: Date): Promise<RenewalChargeRecord | null> {
    const charge = this.store.tables.renewalCharges.get(chargeId);
    if (!charge) return null;
    const updated = { ...charge, ...copy(patch), updatedAt: at, claimedUntil: null };
    this.store.tables.renewalCharges.set(chargeId, updated);
    return withoutClaim(updated);
  }

  async findById(chargeId: string): Promise<RenewalChargeRecord | null> {
    const charge = this.store.tables.renewalCharges.get(chargeId);
    return charge ? withoutClaim(charge) : null;
  }

  findByIdForUpdate(chargeId: string): Promise<RenewalChargeRecord | null> {
    return this.findById(chargeId);
  }

  async listLatest(membershipIds: readonly string[]): Promise<RenewalChargeRecord[]> {
    const wanted = new Set(membershipIds);
    const latest = new Map<string, RenewalChargeRecord & { readonly claimedUntil: Date | null }>();
    for (const charge of this.store.tables.renewalCharges.values()) {
      if (!wanted.has(charge.membershipId)) continue;
      const kept = latest.get(charge.membershipId);
      if (!kept || kept.periodEndDate <= charge.periodEndDate) latest.set(charge.membershipId, charge);
    }
    return [...latest.values()].map(withoutClaim);
  }

  async cancelOpen(membershipId: string, at: Date): Promise<number> {
    let cancelled = 0;
    for (const [id, charge] of this.store.tables.renewalCharges) {
      if (charge.membershipId !== membershipId || !OPEN.has(charge.status)) continue;
      this.store.tables.renewalCharges.set(id, {
        ...charge,
        status: 'cancelled',
        nextAttemptAt: null,
        updatedAt: at,
        claimedUntil: null,
      });
      cancelled += 1;
    }
    return cancelled;
  }
}
