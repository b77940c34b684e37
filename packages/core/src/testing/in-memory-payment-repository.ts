import { err, ok, type Result } from '@camppass/domain';
import { type ListQuery, type Page, pageOf, pageOffset } from '../ports/list';
import type {
  NewPayment,
  NewPaymentRefund,
  PaymentFields,
  PaymentListFilter,
  PaymentRecord,
  PaymentRefundRecord,
  PaymentRepository,
  PaymentSortField,
} from '../ports/repositories/payment-repository';
import { findIn, found, patchRow } from './in-memory-rows';
import { copy, type InMemoryStore, newestFirst } from './in-memory-store';

export class InMemoryPaymentRepository implements PaymentRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, PaymentRecord> {
    return this.store.tables.payments;
  }

  async create(payment: NewPayment): Promise<Result<PaymentRecord, 'PAYMENT_ALREADY_RECORDED'>> {
    if (await this.findByGatewayPaymentId(payment.gatewayPaymentId)) {
      return err('PAYMENT_ALREADY_RECORDED', 'This payment has already been recorded.');
    }
    const { createdAt, ...fields } = payment;
    const record: PaymentRecord = {
      ...fields,
      // A payment recorded as wholly refunded has its whole amount refunded.
      refundedCents: fields.refundedCents ?? (fields.refunded ? fields.amountCents : 0),
      disputedAt: fields.disputedAt ?? null,
      recordedBy: fields.recordedBy ?? null,
      note: fields.note ?? null,
      listPriceCents: fields.listPriceCents ?? null,
      discountPercentage: fields.discountPercentage ?? null,
      discountCents: fields.discountCents ?? null,
      id: this.store.nextId(),
      createdAt,
      updatedAt: createdAt,
    };
    this.rows.set(record.id, copy(record));
    return ok(copy(record));
  }

  async findById(id: string): Promise<PaymentRecord | null> {
    return found(this.rows.get(id));
  }

  async findByGatewayPaymentId(gatewayPaymentId: string): Promise<PaymentRecord | null> {
    return findIn(this.rows, (payment) => payment.gatewayPaymentId === gatewayPaymentId);
  }

  async listPage(query: ListQuery<PaymentListFilter, PaymentSortField>): Promise<Page<PaymentRecord>> {
    const search = query.search?.toLowerCase() ?? null;
    const key = (p: PaymentRecord): number | string =>
      query.sort.field === 'date'
        ? p.createdAt.getTime()
        : query.sort.field === 'amount'
          ? p.amountCents
          : p.status;
    const sign = query.sort.direction === 'asc' ? 1 : -1;
    const rows = [...this.rows.values()]
      .filter((p) => p.userId === query.filter.userId)
      .filter((p) => search === null || (p.description ?? '').toLowerCase().includes(search))
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return x < y ? -sign : x > y ? sign : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      });
    const offset = pageOffset(query);
    return pageOf(copy(rows.slice(offset, offset + query.pageSize)), rows.length, query);
  }

  async listByUser(userId: string): Promise<PaymentRecord[]> {
    return copy(newestFirst([...this.rows.values()].filter((payment) => payment.userId === userId)));
  }

  // The in-memory unit of work runs one transaction at a time, which is the lock.
  findByIdForUpdate(id: string): Promise<PaymentRecord | null> {
    return this.findById(id);
  }

  async addRefund(refund: NewPaymentRefund): Promise<PaymentRefundRecord | null> {
    const refunds = this.store.tables.paymentRefunds;
    if ([...refunds.values()].some((row) => row.gatewayRefundId === refund.gatewayRefundId)) return null;
    if (!this.rows.has(refund.paymentId)) throw new Error(`No payment ${refund.paymentId}`);
    const record: PaymentRefundRecord = { ...refund, id: this.store.nextId() };
    refunds.set(record.id, copy(record));
    return copy(record);
  }

  async claimRefund(
    gatewayRefundId: string,
    claim: { readonly refundedBy: string; readonly reason: string },
  ): Promise<boolean> {
    const refunds = this.store.tables.paymentRefunds;
    const row = [...refunds.values()].find((refund) => refund.gatewayRefundId === gatewayRefundId);
    if (!row || row.refundedBy !== null || row.reason !== null) return false;
    refunds.set(row.id, { ...row, ...claim });
    return true;
  }

  async listRefunds(paymentId: string): Promise<PaymentRefundRecord[]> {
    return copy(
      [...this.store.tables.paymentRefunds.values()]
        .filter((refund) => refund.paymentId === paymentId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
    );
  }

  async update(
    id: string,
    patch: Partial<Omit<PaymentFields, 'gatewayPaymentId'>>,
    at: Date,
  ): Promise<PaymentRecord | null> {
    return patchRow(this.rows, id, patch, at, ['gatewayPaymentId']);
  }
}
