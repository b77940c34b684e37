import {
  type ListQuery,
  type NewPayment,
  type Page,
  type PaymentFields,
  type PaymentListFilter,
  type PaymentPurpose,
  type PaymentRecord,
  type PaymentRepository,
  type PaymentSortField,
  type PaymentStatus,
  pageOf,
  pageOffset,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import type { SqlClient } from '../sql/sql-client';
import { type Columns, column, insertStatement, isUuid, updateStatement } from './columns';

export interface PaymentRow {
  id: string;
  gateway_payment_id: string;
  user_id: string | null;
  campground_id: string | null;
  membership_id: string | null;
  purpose: PaymentPurpose;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  refunded: boolean;
  refunded_cents: number;
  description: string | null;
  payment_method: string | null;
  application_fee_cents: number | null;
  connected_account_id: string | null;
  recorded_by: string | null;
  note: string | null;
  list_price_cents: number | null;
  discount_percentage: string | null;
  discount_cents: number | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS: Columns<PaymentFields> = {
  gatewayPaymentId: column('gateway_payment_id'),
  userId: column('user_id'),
  campgroundId: column('campground_id'),
  membershipId: column('membership_id'),
  purpose: column('purpose'),
  amountCents: column('amount_cents'),
  currency: column('currency'),
  status: column('status'),
  refunded: column('refunded'),
  refundedCents: column('refunded_cents'),
  description: column('description'),
  paymentMethod: column('payment_method'),
  applicationFeeCents: column('application_fee_cents'),
  connectedAccountId: column('connected_account_id'),
  recordedBy: column('recorded_by'),
  note: column('note'),
  listPriceCents: column('list_price_cents'),
  discountPercentage: column('discount_percentage'),
  discountCents: column('discount_cents'),
};

export const toPayment = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  gatewayPaymentId: row.gateway_payment_id,
  userId: row.user_id,
  campgroundId: row.campground_id,
  membershipId: row.membership_id,
  purpose: row.purpose,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  refunded: row.refunded,
  refundedCents: row.refunded_cents,
  description: row.description,
  paymentMethod: row.payment_method,
  applicationFeeCents: row.application_fee_cents,
  connectedAccountId: row.connected_account_id,
  recordedBy: row.recorded_by,
  note: row.note,
  listPriceCents: row.list_price_cents,
  discountPercentage: row.discount_percentage === null ? null : Number(row.discount_percentage),
  discountCents: row.discount_cents,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const PAYMENT_SORT_COLUMNS: Readonly<Record<PaymentSortField, string>> = {
  date: 'created_at',
  amount: 'amount_cents',
  status: 'status',
};

/** `payments`; the gateway's payment id is claimed once by INSERT ... ON CONFLICT. */
export class PostgresPaymentRepository implements PaymentRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(payment: NewPayment): Promise<Result<PaymentRecord, 'PAYMENT_ALREADY_RECORDED'>> {
    const { createdAt, ...fields } = payment;
    const { text, params } = insertStatement('payments', COLUMNS, fields, {
      createdAt,
      tail: 'on conflict on constraint payments_gateway_payment_id_key do nothing returning *',
    });
    const [row] = await this.sql.query<PaymentRow>(text, params);
    return row
      ? ok(toPayment(row))
      : err('PAYMENT_ALREADY_RECORDED', 'This payment has already been recorded.');
  }

  async findById(id: string): Promise<PaymentRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<PaymentRow>('select * from payments where id = $1', [id]);
    return row ? toPayment(row) : null;
  }

  async findByGatewayPaymentId(gatewayPaymentId: string): Promise<PaymentRecord | null> {
    const [row] = await this.sql.query<PaymentRow>('select * from payments where gateway_payment_id = $1', [
      gatewayPaymentId,
    ]);
    return row ? toPayment(row) : null;
  }

  async listPage(query: ListQuery<PaymentListFilter, PaymentSortField>): Promise<Page<PaymentRecord>> {
    if (!isUuid(query.filter.userId)) return pageOf([], 0, query);
    const column = PAYMENT_SORT_COLUMNS[query.sort.field];
    const direction = query.sort.direction === 'asc' ? 'asc' : 'desc';
    const where = `user_id = $1 and ($2::text is null or description ilike '%' || $2 || '%')`;
    const search = query.search === null ? null : query.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await this.sql.query<PaymentRow>(
      `select * from payments where ${where} order by ${column} ${direction}, id limit $3 offset $4`,
      [query.filter.userId, search, query.pageSize, pageOffset(query)],
    );
    const [count] = await this.sql.query<{ n: number }>(
      `select count(*)::int as n from payments where ${where}`,
      [query.filter.userId, search],
    );
    return pageOf(rows.map(toPayment), count?.n ?? 0, query);
  }

  async listByUser(userId: string): Promise<PaymentRecord[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.sql.query<PaymentRow>(
      'select * from payments where user_id = $1 order by created_at desc, seq desc',
      [userId],
    );
    return rows.map(toPayment);
  }

  async update(
    id: string,
    patch: Partial<Omit<PaymentFields, 'gatewayPaymentId'>>,
    at: Date,
  ): Promise<PaymentRecord | null> {
    if (!isUuid(id)) return null;
    const { gatewayPaymentId: _ignored, ...changes } = patch as Partial<PaymentFields>;
    const { text, params } = updateStatement('payments', 'id', id, COLUMNS, changes, at);
    const [row] = await this.sql.query<PaymentRow>(text, params);
    return row ? toPayment(row) : null;
  }
}
