import type {
  CheckoutRecord,
  CheckoutRepository,
  NewCheckout,
} from '../ports/repositories/checkout-repository';
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
      change: checkout.change ?? null,
      status: 'pending',
      membershipId: null,
      archivedCount: 0,
      refusalCode: null,
      refundId: null,
      refundedAt: null,
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

  async markExpired(id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (row?.status !== 'pending') return false;
    this.rows.set(id, { ...row, status: 'expired', updatedAt: at });
    return true;
  }

  async listNamingUploads(keys: readonly string[]): Promise<CheckoutRecord[]> {
    const names = (c: CheckoutRecord) =>
      Object.values(c.uploads ?? {}).some((key) => key && keys.includes(key));
    return copy(oldestFirst([...this.rows.values()].filter(names)));
  }

  async markRefunded(id: string, refundId: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (row?.status !== 'refused' || row.refundId !== null) return false;
    this.rows.set(id, { ...row, refundId, refundedAt: at, updatedAt: at });
    return true;
  }

  async listAwaitingRefund(limit: number): Promise<CheckoutRecord[]> {
    const awaiting = [...this.rows.values()].filter((c) => c.status === 'refused' && c.refundId === null);
    return copy(oldestFirst(awaiting).slice(0, limit));
  }

  async listPendingCreatedBetween(from: Date, to: Date, limit: number): Promise<CheckoutRecord[]> {
    const inWindow = (c: CheckoutRecord) =>
      c.status === 'pending' &&
      c.createdAt.getTime() >= from.getTime() &&
      c.createdAt.getTime() < to.getTime();
    return copy(newestFirst([...this.rows.values()].filter(inWindow)).slice(0, limit));
  }
}
