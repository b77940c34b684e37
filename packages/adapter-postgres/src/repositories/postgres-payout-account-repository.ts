import type { ConnectedAccount, PayoutAccountRecord, PayoutAccountRepository } from '@camppass/core';
import type { SqlClient, SqlParam } from '../sql/sql-client';
import { isUuid } from './columns';

interface PayoutAccountRow {
  campground_id: string;
  account_id: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements_due: string[] | null;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'campground_id, account_id, details_submitted, charges_enabled, payouts_enabled, requirements_due, disabled_reason, created_at, updated_at';

const toRecord = (row: PayoutAccountRow): PayoutAccountRecord => ({
  campgroundId: row.campground_id,
  accountId: row.account_id,
  detailsSubmitted: row.details_submitted,
  chargesEnabled: row.charges_enabled,
  payoutsEnabled: row.payouts_enabled,
  requirementsDue: [...(row.requirements_due ?? [])],
  disabledReason: row.disabled_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** An account's state as the columns details_submitted .. disabled_reason take it, in that order. */
const stateParameters = (account: ConnectedAccount): SqlParam[] => [
  account.detailsSubmitted,
  account.chargesEnabled,
  account.payoutsEnabled,
  [...account.requirementsDue],
  account.disabledReason,
];

/**
 * `payout_accounts`: one row per campground (its primary key). A create is one INSERT ... ON CONFLICT
 * DO NOTHING, then the row that won is read back, so racing callers all answer the first account.
 */
export class PostgresPayoutAccountRepository implements PayoutAccountRepository {
  constructor(private readonly sql: SqlClient) {}

  async findByCampground(campgroundId: string): Promise<PayoutAccountRecord | null> {
    if (!isUuid(campgroundId)) return null;
    return this.findOne('campground_id', campgroundId);
  }

  findByAccountId(accountId: string): Promise<PayoutAccountRecord | null> {
    return this.findOne('account_id', accountId);
  }

  private async findOne(
    column: 'campground_id' | 'account_id',
    value: string,
  ): Promise<PayoutAccountRecord | null> {
    const [row] = await this.sql.query<PayoutAccountRow>(
      `select ${COLUMNS} from payout_accounts where ${column} = $1`,
      [value],
    );
    return row ? toRecord(row) : null;
  }

  async listByCampgrounds(campgroundIds: readonly string[]): Promise<PayoutAccountRecord[]> {
    const ids = campgroundIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.sql.query<PayoutAccountRow>(
      `select ${COLUMNS} from payout_accounts where campground_id = any($1::uuid[])`,
      [ids],
    );
    return rows.map(toRecord);
  }

  async create(campgroundId: string, account: ConnectedAccount, at: Date): Promise<PayoutAccountRecord> {
    const [inserted] = await this.sql.query<PayoutAccountRow>(
      `insert into payout_accounts (campground_id, account_id, details_submitted, charges_enabled,
         payouts_enabled, requirements_due, disabled_reason, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $8)
       on conflict (campground_id) do nothing returning ${COLUMNS}`,
      [campgroundId, account.id, ...stateParameters(account), at],
    );
    if (inserted) return toRecord(inserted);
    const existing = await this.findByCampground(campgroundId);
    if (!existing) throw new Error(`The payout account of campground ${campgroundId} was not stored`);
    return existing;
  }

  async updateState(account: ConnectedAccount, at: Date): Promise<PayoutAccountRecord | null> {
    const [row] = await this.sql.query<PayoutAccountRow>(
      `update payout_accounts set details_submitted = $2, charges_enabled = $3, payouts_enabled = $4,
         requirements_due = $5::text[], disabled_reason = $6, updated_at = $7
       where account_id = $1 returning ${COLUMNS}`,
      [account.id, ...stateParameters(account), at],
    );
    return row ? toRecord(row) : null;
  }
}
