import { err, ok, type Result } from '@camppass/domain';
import type {
  NewPayment,
  PaymentFields,
  PaymentRecord,
  PaymentRepository,
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
    const record: PaymentRecord = { ...fields, id: this.store.nextId(), createdAt, updatedAt: createdAt };
    this.rows.set(record.id, copy(record));
    return ok(copy(record));
  }

  async findById(id: string): Promise<PaymentRecord | null> {
    return found(this.rows.get(id));
  }

  async findByGatewayPaymentId(gatewayPaymentId: string): Promise<PaymentRecord | null> {
    return findIn(this.rows, (payment) => payment.gatewayPaymentId === gatewayPaymentId);
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
