import type {
  CheckoutPurchase,
  CheckoutRecord,
  CheckoutRepository,
  CheckoutStatus,
  CheckoutUploads,
  MembershipChange,
  NewCheckout,
} from '@camppass/core';
import { calendarDate, type FeeBreakdown } from '@camppass/domain';
import type { SqlClient } from '../sql/sql-client';

/** The purchase document as JSON gives it back: its dates are plain text. */
type StoredPurchase = Omit<CheckoutPurchase, 'dateOfBirth' | 'startDate' | 'endDate'> & {
  dateOfBirth: string;
  startDate: string;
  endDate: string;
};

type StoredChange = Omit<MembershipChange, 'startDate' | 'endDate'> & { startDate: string; endDate: string };

interface CheckoutRow {
  id: string;
  payment_intent_id: string;
  campground_id: string;
  membership_type_id: string;
  purchase: StoredPurchase | null;
  uploads: CheckoutUploads | null;
  change: StoredChange | null;
  fees: FeeBreakdown;
  amount_cents: number;
  currency: string;
  status: CheckoutStatus;
  membership_id: string | null;
  archived_count: number;
  refusal_code: string | null;
  refund_id: string | null;
  refunded_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const toCheckout = (row: CheckoutRow): CheckoutRecord => ({
  id: row.id,
  paymentIntentId: row.payment_intent_id,
  campgroundId: row.campground_id,
  membershipTypeId: row.membership_type_id,
  // Stored as JSON text; the dates come back as plain strings and are checked into calendar dates.
  purchase: row.purchase && {
    ...row.purchase,
    dateOfBirth: calendarDate(row.purchase.dateOfBirth),
    startDate: calendarDate(row.purchase.startDate),
    endDate: calendarDate(row.purchase.endDate),
  },
  uploads: row.uploads,
  change: row.change && {
    ...row.change,
    startDate: calendarDate(row.change.startDate),
    endDate: calendarDate(row.change.endDate),
  },
  fees: row.fees,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  membershipId: row.membership_id,
  archivedCount: row.archived_count,
  refusalCode: row.refusal_code,
  refundId: row.refund_id,
  refundedAt: row.refunded_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * `checkouts`: the validated purchase form, uploads and price kept as JSON documents (they are read
 * back whole, never queried by field). Fulfilment serialises on a row lock.
 */
export class PostgresCheckoutRepository implements CheckoutRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(checkout: NewCheckout): Promise<CheckoutRecord> {
    const [row] = await this.sql.query<CheckoutRow>(
      `insert into checkouts (id, payment_intent_id, campground_id, membership_type_id, purchase, uploads, fees,
         amount_cents, currency, created_at, updated_at, change)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9, $10, $10, $11::jsonb) returning *`,
      [
        checkout.id,
        checkout.paymentIntentId,
        checkout.campgroundId,
        checkout.membershipTypeId,
        checkout.purchase && { ...checkout.purchase },
        checkout.uploads && { ...checkout.uploads },
        { ...checkout.fees },
        checkout.amountCents,
        checkout.currency,
        checkout.createdAt,
        checkout.change ? { ...checkout.change } : null,
      ],
    );
    if (!row) throw new Error('Storing a checkout returned no row');
    return toCheckout(row);
  }

  async findByPaymentIntentId(paymentIntentId: string): Promise<CheckoutRecord | null> {
    const [row] = await this.sql.query<CheckoutRow>('select * from checkouts where payment_intent_id = $1', [
      paymentIntentId,
    ]);
    return row ? toCheckout(row) : null;
  }

  async lockByPaymentIntentId(paymentIntentId: string): Promise<CheckoutRecord | null> {
    const [row] = await this.sql.query<CheckoutRow>(
      'select * from checkouts where payment_intent_id = $1 for update',
      [paymentIntentId],
    );
    return row ? toCheckout(row) : null;
  }

  async markFulfilled(
    id: string,
    fulfilment: { membershipId: string; archivedCount: number },
    at: Date,
  ): Promise<boolean> {
    const rows = await this.sql.query(
      `update checkouts set status = 'fulfilled', membership_id = $2, archived_count = $3, updated_at = $4
       where id = $1 and status = 'pending' returning id`,
      [id, fulfilment.membershipId, fulfilment.archivedCount, at],
    );
    return rows.length > 0;
  }

  async markRefused(id: string, refusalCode: string, at: Date): Promise<boolean> {
    const rows = await this.sql.query(
      `update checkouts set status = 'refused', refusal_code = $2, updated_at = $3
       where id = $1 and status = 'pending' returning id`,
      [id, refusalCode, at],
    );
    return rows.length > 0;
  }

  async markExpired(id: string, at: Date): Promise<boolean> {
    const rows = await this.sql.query(
      `update checkouts set status = 'expired', updated_at = $2
       where id = $1 and status = 'pending' returning id`,
      [id, at],
    );
    return rows.length > 0;
  }

  async listNamingUploads(keys: readonly string[]): Promise<CheckoutRecord[]> {
    if (keys.length === 0) return [];
    const rows = await this.sql.query<CheckoutRow>(
      `select * from checkouts
       where uploads ->> 'selfie' = any($1) or uploads ->> 'signature' = any($1)
          or uploads ->> 'militaryDocument' = any($1)
       order by created_at, seq`,
      [[...keys]],
    );
    return rows.map(toCheckout);
  }

  async markRefunded(id: string, refundId: string, at: Date): Promise<boolean> {
    const rows = await this.sql.query(
      `update checkouts set refund_id = $2, refunded_at = $3, updated_at = $3
       where id = $1 and status = 'refused' and refund_id is null returning id`,
      [id, refundId, at],
    );
    return rows.length > 0;
  }

  async listAwaitingRefund(limit: number): Promise<CheckoutRecord[]> {
    const rows = await this.sql.query<CheckoutRow>(
      `select * from checkouts where status = 'refused' and refund_id is null
       order by created_at, seq limit $1`,
      [limit],
    );
    return rows.map(toCheckout);
  }

  async listPendingCreatedBetween(from: Date, to: Date, limit: number): Promise<CheckoutRecord[]> {
    const rows = await this.sql.query<CheckoutRow>(
      `select * from checkouts where status = 'pending' and created_at >= $1 and created_at < $2
       order by created_at desc, seq desc limit $3`,
      [from, to, limit],
    );
    return rows.map(toCheckout);
  }
}
