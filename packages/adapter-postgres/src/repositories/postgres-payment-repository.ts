import {
  type ListQuery,
  type NewPayment,
  type NewPaymentRefund,
  type Page,
  type PaymentFields,
  type PaymentListFilter,
  type PaymentPurpose,
  type PaymentRecord,
  type PaymentRefundRecord,
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
  refunded_cents?: number;
  disputed_at?: Date | null;
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
  disputedAt: column('disputed_at'),
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
  refundedCents: row.refunded_cents ?? (row.refunded ? row.amount_cents : 0),
  disputedAt: row.disputed_at ?? null,
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

interface PaymentRefundRow {
  id: string;
  payment_id: string;
  gateway_refund_id: string;
  amount_cents: number;
  currency: string;
  reason: string | null;
  refunded_by: string | null;
  created_at: Date;
}

const toRefund = (row: PaymentRefundRow): PaymentRefundRecord => ({
  id: row.id,
  paymentId: row.payment_id,
  gatewayRefundId: row.gateway_refund_id,
  amountCents: row.amount_cents,
  currency: row.currency,
  reason: row.reason,
  refundedBy: row.refunded_by,
  createdAt: row.created_at,
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
    const { createdAt, ...given } = payment;
    // A payment recorded as wholly refunded has its whole amount refunded.
    const fields = {
      ...given,
      refundedCents: given.refundedCents ?? (given.refunded ? given.amountCents : 0),
    };
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

  async findByIdForUpdate(id: string): Promise<PaymentRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<PaymentRow>('select * from payments where id = $1 for update', [id]);
    return row ? toPayment(row) : null;
  }

  /** The gateway refund id is claimed once by INSERT ... ON CONFLICT. */
  async addRefund(refund: NewPaymentRefund): Promise<PaymentRefundRecord | null> {
    const [row] = await this.sql.query<PaymentRefundRow>(
      `insert into payment_refunds
         (payment_id, gateway_refund_id, amount_cents, currency, reason, refunded_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (gateway_refund_id) do nothing returning *`,
      [
        refund.paymentId,
        refund.gatewayRefundId,
        refund.amountCents,
        refund.currency,
        refund.reason,
        refund.refundedBy,
        refund.createdAt,
      ],
    );
    return row ? toRefund(row) : null;
  }

  async claimRefund(
    gatewayRefundId: string,
    claim: { readonly refundedBy: string; readonly reason: string },
  ): Promise<boolean> {
    const rows = await this.sql.query(
      `update payment_refunds set refunded_by = $2, reason = $3
       where gateway_refund_id = $1 and refunded_by is null and reason is null returning id`,
      [gatewayRefundId, claim.refundedBy, claim.reason],
    );
    return rows.length > 0;
  }

  async listRefunds(paymentId: string): Promise<PaymentRefundRecord[]> {
    if (!isUuid(paymentId)) return [];
    const rows = await this.sql.query<PaymentRefundRow>(
      'select * from payment_refunds where payment_id = $1 order by created_at, seq',
      [paymentId],
    );
    return rows.map(toRefund);
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
