import type {
  EarningsFigures,
  EarningsQuery,
  EarningsRepository,
  PayoutChange,
  PayoutStatus,
  StoredPayout,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface FiguresRow {
  gross: string | number;
  fees: string | number;
  refunds: string | number;
  payments: number;
  office: string | number;
  office_count: number;
}

interface PayoutRow {
  id: string;
  campground_id: string;
  amount_cents: number;
  currency: string;
  status: PayoutStatus;
  arrival_date: Date;
  failure_message: string | null;
  created_at: Date;
}

/**
 * A card payment's platform fee less the part its refunds returned: the domain's
 * `platformShare − platformShareReturned`, half rounded up, in whole numbers (all terms non-negative,
 * so integer division floors).
 */
const FEE_KEPT = /* sql */ `
  coalesce(application_fee_cents, 0)::bigint - case when amount_cents = 0 then 0 else
    (coalesce(application_fee_cents, 0)::bigint * refunded_cents * 2 + amount_cents) / (amount_cents::bigint * 2) end`;

/**
 * One statement over `payments_campground_succeeded_idx`: the period's days are turned into instants in
 * the campground's time zone by PostgreSQL, so the range on `created_at` uses the index.
 */
const EARNINGS_SQL = /* sql */ `
select coalesce(sum(amount_cents) filter (where recorded_by is null), 0)::bigint as gross,
       coalesce(sum(${FEE_KEPT}) filter (where recorded_by is null), 0)::bigint as fees,
       coalesce(sum(refunded_cents) filter (where recorded_by is null), 0)::bigint as refunds,
       (count(*) filter (where recorded_by is null))::int as payments,
       coalesce(sum(amount_cents - refunded_cents) filter (where recorded_by is not null), 0)::bigint as office,
       (count(*) filter (where recorded_by is not null))::int as office_count
  from payments
 where campground_id = $1 and status = 'succeeded'
   and created_at >= ($2::date)::timestamp at time zone $4
   and created_at < ($3::date + 1)::timestamp at time zone $4`;

const toPayout = (row: PayoutRow): StoredPayout => ({
  id: row.id,
  campgroundId: row.campground_id,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  arrivalDate: row.arrival_date,
  createdAt: row.created_at,
  failureMessage: row.failure_message,
});

/** `payments` summed for the owner's Home, `payouts` kept from webhooks. */
export class PostgresEarningsRepository implements EarningsRepository {
  constructor(private readonly sql: SqlClient) {}

  async earnings(query: EarningsQuery): Promise<EarningsFigures> {
    const empty = { grossCents: 0, platformFeesCents: 0, refundsCents: 0, netCents: 0, paymentCount: 0 };
    if (!isUuid(query.campgroundId)) return { ...empty, officeCents: 0, officeCount: 0 };
    const [row] = await this.sql.query<FiguresRow>(EARNINGS_SQL, [
      query.campgroundId,
      query.from,
      query.to,
      query.timeZone,
    ]);
    const gross = Number(row?.gross ?? 0);
    const fees = Number(row?.fees ?? 0);
    const refunds = Number(row?.refunds ?? 0);
    return {
      grossCents: gross,
      platformFeesCents: fees,
      refundsCents: refunds,
      netCents: gross - fees - refunds,
      paymentCount: row?.payments ?? 0,
      officeCents: Number(row?.office ?? 0),
      officeCount: row?.office_count ?? 0,
    };
  }

  async savePayout(payout: StoredPayout, at: Date): Promise<PayoutChange> {
    // The earlier status is read under the row's lock the upsert takes, so two deliveries of one
    // payout at once agree on which of them changed it.
    const [row] = await this.sql.query<{ previous: PayoutStatus | null; status: PayoutStatus }>(
      /* sql */ `
with earlier as (select status from payouts where id = $1 for update),
saved as (
  insert into payouts (id, campground_id, amount_cents, currency, status, arrival_date, failure_message, created_at, updated_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  on conflict (id) do update set
    amount_cents = excluded.amount_cents,
    currency = excluded.currency,
    status = case when payouts.status = 'failed' then 'failed' else excluded.status end,
    arrival_date = excluded.arrival_date,
    failure_message = case when payouts.status = 'failed' and excluded.status <> 'failed'
      then payouts.failure_message else excluded.failure_message end,
    updated_at = excluded.updated_at
  returning status
)
select (select status from earlier) as previous, (select status from saved) as status`,
      [
        payout.id,
        payout.campgroundId,
        payout.amountCents,
        payout.currency,
        payout.status,
        payout.arrivalDate,
        payout.status === 'failed' ? payout.failureMessage : null,
        payout.createdAt,
        at,
      ],
    );
    return { previousStatus: row?.previous ?? null, status: row?.status ?? payout.status };
  }

  async listPayouts(campgroundId: string, limit: number): Promise<StoredPayout[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<PayoutRow>(
      'select * from payouts where campground_id = $1 order by created_at desc, id desc limit $2',
      [campgroundId, limit],
    );
    return rows.map(toPayout);
  }
}
