import { err, ok, type Result } from '@camppass/domain';
import { type ListQuery, type Page, pageOf, pageOffset } from '../ports/list';
import type {
  NewPayment,
  PaymentFields,
  PaymentListFilter,
  PaymentRecord,
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
      refundedCents: fields.refundedCents ?? 0,
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

  async update(
    id: string,
    patch: Partial<Omit<PaymentFields, 'gatewayPaymentId'>>,
    at: Date,
  ): Promise<PaymentRecord | null> {
    return patchRow(this.rows, id, patch, at, ['gatewayPaymentId']);
  }
}
