import type {
  AutoRenewalRepository,
  CampgroundRecord,
  DueAutoRenewal,
  NewRenewalCharge,
  RenewalChargePatch,
  RenewalChargeRecord,
  RenewalChargeStatus,
  SavedCardRecord,
} from '@camppass/core';
import type { CalendarDate } from '@camppass/domain';
import type { SqlClient, SqlParam } from '../sql/sql-client';
import { fromDateColumn, isUuid } from './columns';
import { type CampgroundRow, toCampground } from './postgres-campground-repository';

interface CardRow {
  membership_id: string;
  customer_id: string;
  payment_method_id: string;
  card_brand: string;
  card_last4: string;
  card_exp_month: number | null;
  card_exp_year: number | null;
}

interface ChargeRow {
  id: string;
  membership_id: string;
  campground_id: string;
  period_end_date: string;
  status: RenewalChargeStatus;
  attempts: number;
  next_attempt_at: Date | null;
  gateway_intent_id: string | null;
  list_price_cents: number;
  discount_percentage: string | number;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
  decline_code: string | null;
  decline_message: string | null;
  created_at: Date;
  updated_at: Date;
}

const toCard = (row: CardRow): SavedCardRecord => ({
  membershipId: row.membership_id,
  customerId: row.customer_id,
  paymentMethodId: row.payment_method_id,
  brand: row.card_brand,
  last4: row.card_last4,
  expMonth: row.card_exp_month,
  expYear: row.card_exp_year,
});

const toCharge = (row: ChargeRow): RenewalChargeRecord => ({
  id: row.id,
  membershipId: row.membership_id,
  campgroundId: row.campground_id,
  periodEndDate: fromDateColumn(row.period_end_date),
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  gatewayIntentId: row.gateway_intent_id,
  listPriceCents: row.list_price_cents,
  discountPercentage: Number(row.discount_percentage),
  discountCents: row.discount_cents,
  feeCents: row.fee_cents,
  totalCents: row.total_cents,
  declineCode: row.decline_code,
  declineMessage: row.decline_message,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const CHARGE_COLUMNS = `id, membership_id, campground_id, period_end_date::text as period_end_date, status,
  attempts, next_attempt_at, gateway_intent_id, list_price_cents, discount_percentage, discount_cents,
  fee_cents, total_cents, decline_code, decline_message, created_at, updated_at`;

const PATCH_COLUMNS: Record<keyof RenewalChargePatch, string> = {
  status: 'status',
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  gatewayIntentId: 'gateway_intent_id',
  declineCode: 'decline_code',
  declineMessage: 'decline_message',
};

/** `gateway_customers`, `auto_renewals` and `renewal_charges` (migration 27). */
export class PostgresAutoRenewalRepository implements AutoRenewalRepository {
  constructor(private readonly sql: SqlClient) {}

  async findCustomer(userId: string): Promise<string | null> {
    if (!isUuid(userId)) return null;
    const [row] = await this.sql.query<{ customer_id: string }>(
      'select customer_id from gateway_customers where user_id = $1',
      [userId],
    );
    return row?.customer_id ?? null;
  }

  async saveCustomer(userId: string, customerId: string, at: Date): Promise<string> {
    await this.sql.query(
      `insert into gateway_customers (user_id, customer_id, created_at) values ($1, $2, $3)
       on conflict (user_id) do nothing`,
      [userId, customerId, at],
    );
    const kept = await this.findCustomer(userId);
    if (!kept) throw new Error(`No gateway customer kept for ${userId}`);
    return kept;
  }

  async findCard(membershipId: string): Promise<SavedCardRecord | null> {
    const [card] = await this.listCards([membershipId]);
    return card ?? null;
  }

  async listCards(membershipIds: readonly string[]): Promise<SavedCardRecord[]> {
    const known = [...new Set(membershipIds.filter(isUuid))];
    if (known.length === 0) return [];
    const rows = await this.sql.query<CardRow>(
      'select * from auto_renewals where membership_id = any($1::uuid[])',
      [known],
    );
    return rows.map(toCard);
  }

  async saveCard(card: SavedCardRecord, at: Date): Promise<void> {
    await this.sql.query(
      `insert into auto_renewals (membership_id, customer_id, payment_method_id, card_brand, card_last4,
         card_exp_month, card_exp_year, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       on conflict (membership_id) do update set customer_id = excluded.customer_id,
         payment_method_id = excluded.payment_method_id, card_brand = excluded.card_brand,
         card_last4 = excluded.card_last4, card_exp_month = excluded.card_exp_month,
         card_exp_year = excluded.card_exp_year, updated_at = excluded.updated_at`,
      [
        card.membershipId,
        card.customerId,
        card.paymentMethodId,
        card.brand,
        card.last4,
        card.expMonth,
        card.expYear,
        at,
      ],
    );
  }

  async listOfferingCampgrounds(): Promise<CampgroundRecord[]> {
    const rows = await this.sql.query<CampgroundRow>(
      `select c.*, s.* from campgrounds c join campground_settings s on s.campground_id = c.id
       where c.status = 'active' and c.deleted_at is null and s.allow_member_renewals
         and s.require_payment_for_renewals and s.offer_auto_renewal
       order by c.id`,
    );
    return rows.map(toCampground);
  }

  async listDue(query: {
    readonly campgroundId: string;
    readonly endDateFrom: CalendarDate;
    readonly endDateTo: CalendarDate;
    readonly limit: number;
  }): Promise<DueAutoRenewal[]> {
    if (!isUuid(query.campgroundId)) return [];
    const rows = await this.sql.query<{ membership_id: string; end_date: string }>(
      `select m.id as membership_id, m.end_date::text as end_date
       from memberships m join auto_renewals a on a.membership_id = m.id
       where m.campground_id = $1 and m.status = 'active' and m.auto_renewal
         and m.end_date between $2::date and $3::date
         and not exists (select 1 from renewal_charges r
                         where r.membership_id = m.id and r.period_end_date = m.end_date)
       order by m.end_date, m.id limit $4`,
      [query.campgroundId, query.endDateFrom, query.endDateTo, query.limit],
    );
    return rows.map((row) => ({ membershipId: row.membership_id, endDate: fromDateColumn(row.end_date) }));
  }

  async openCharge(charge: NewRenewalCharge): Promise<RenewalChargeRecord | null> {
    const [row] = await this.sql.query<ChargeRow>(
      `insert into renewal_charges (membership_id, campground_id, period_end_date, status, next_attempt_at,
         list_price_cents, discount_percentage, discount_cents, fee_cents, total_cents, created_at, updated_at)
       values ($1, $2, $3::date, 'pending', $4, $5, $6, $7, $8, $9, $10, $10)
       on conflict on constraint renewal_charges_period_key do nothing
       returning ${CHARGE_COLUMNS}`,
      [
        charge.membershipId,
        charge.campgroundId,
        charge.periodEndDate,
        charge.nextAttemptAt,
        charge.listPriceCents,
        charge.discountPercentage,
        charge.discountCents,
        charge.feeCents,
        charge.totalCents,
        charge.createdAt,
      ],
    );
    return row ? toCharge(row) : null;
  }

  async listAttemptable(campgroundId: string, now: Date, limit: number): Promise<RenewalChargeRecord[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<ChargeRow>(
      `select ${CHARGE_COLUMNS} from renewal_charges
       where campground_id = $1 and status in ('pending', 'declined') and next_attempt_at <= $2
       order by next_attempt_at, id limit $3`,
      [campgroundId, now, limit],
    );
    return rows.map(toCharge);
  }

  async claim(chargeId: string, now: Date, until: Date): Promise<RenewalChargeRecord | null> {
    if (!isUuid(chargeId)) return null;
    const [row] = await this.sql.query<ChargeRow>(
      `update renewal_charges set claimed_until = $3
       where id = $1 and status in ('pending', 'declined') and next_attempt_at <= $2
         and (claimed_until is null or claimed_until <= $2)
       returning ${CHARGE_COLUMNS}`,
      [chargeId, now, until],
    );
    return row ? toCharge(row) : null;
  }

  async update(chargeId: string, patch: RenewalChargePatch, at: Date): Promise<RenewalChargeRecord | null> {
    if (!isUuid(chargeId)) return null;
    const sets: string[] = [];
    const params: SqlParam[] = [chargeId, at];
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      params.push(value as SqlParam);
      sets.push(`${PATCH_COLUMNS[key as keyof RenewalChargePatch]} = $${params.length}`);
    }
    const [row] = await this.sql.query<ChargeRow>(
      `update renewal_charges set ${[...sets, 'updated_at = $2', 'claimed_until = null'].join(', ')}
       where id = $1 returning ${CHARGE_COLUMNS}`,
      params,
    );
    return row ? toCharge(row) : null;
  }

  async findById(chargeId: string): Promise<RenewalChargeRecord | null> {
    if (!isUuid(chargeId)) return null;
    const [row] = await this.sql.query<ChargeRow>(
      `select ${CHARGE_COLUMNS} from renewal_charges where id = $1`,
      [chargeId],
    );
    return row ? toCharge(row) : null;
  }

  async findByIdForUpdate(chargeId: string): Promise<RenewalChargeRecord | null> {
    if (!isUuid(chargeId)) return null;
    const [row] = await this.sql.query<ChargeRow>(
      `select ${CHARGE_COLUMNS} from renewal_charges where id = $1 for update`,
      [chargeId],
    );
    return row ? toCharge(row) : null;
  }

  async listLatest(membershipIds: readonly string[]): Promise<RenewalChargeRecord[]> {
    const known = [...new Set(membershipIds.filter(isUuid))];
    if (known.length === 0) return [];
    const rows = await this.sql.query<ChargeRow>(
      `select distinct on (membership_id) ${CHARGE_COLUMNS} from renewal_charges
       where membership_id = any($1::uuid[]) order by membership_id, period_end_date desc`,
      [known],
    );
    return rows.map(toCharge);
  }

  async cancelOpen(membershipId: string, at: Date): Promise<number> {
    if (!isUuid(membershipId)) return 0;
    const rows = await this.sql.query(
      `update renewal_charges set status = 'cancelled', next_attempt_at = null, claimed_until = null,
         updated_at = $2
       where membership_id = $1 and status in ('pending', 'declined', 'authentication_required')
       returning 1`,
      [membershipId, at],
    );
    return rows.length;
  }
}
