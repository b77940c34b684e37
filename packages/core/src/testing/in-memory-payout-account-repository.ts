import type { ConnectedAccount } from '../ports/payment-gateway';
import type {
  PayoutAccountRecord,
  PayoutAccountRepository,
} from '../ports/repositories/payout-account-repository';
import { copy, type InMemoryStore } from './in-memory-store';

const stateOf = (account: ConnectedAccount) => ({
  detailsSubmitted: account.detailsSubmitted,
  chargesEnabled: account.chargesEnabled,
  payoutsEnabled: account.payoutsEnabled,
  requirementsDue: [...account.requirementsDue],
  disabledReason: account.disabledReason,
});

export class InMemoryPayoutAccountRepository implements PayoutAccountRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, PayoutAccountRecord> {
    return this.store.tables.payoutAccounts;
  }

  async findByCampground(campgroundId: string): Promise<PayoutAccountRecord | null> {
    const row = this.rows.get(campgroundId);
    return row ? copy(row) : null;
  }

  async findByAccountId(accountId: string): Promise<PayoutAccountRecord | null> {
    const row = [...this.rows.values()].find((stored) => stored.accountId === accountId);
    return row ? copy(row) : null;
  }

  async listByCampgrounds(campgroundIds: readonly string[]): Promise<PayoutAccountRecord[]> {
    return campgroundIds.flatMap((id) => {
      const row = this.rows.get(id);
      return row ? [copy(row)] : [];
    });
  }

  async create(campgroundId: string, account: ConnectedAccount, at: Date): Promise<PayoutAccountRecord> {
    if (!this.store.tables.campgrounds.has(campgroundId)) {
      throw new Error(`payout_accounts_campground_id_fkey: no campground ${campgroundId}`);
    }
    const existing = this.rows.get(campgroundId);
    if (existing) return copy(existing);
    if ([...this.rows.values()].some((stored) => stored.accountId === account.id)) {
      throw new Error('payout_accounts_account_id_key: the account belongs to another campground');
    }
    const row: PayoutAccountRecord = {
      campgroundId,
      accountId: account.id,
      ...stateOf(account),
      createdAt: at,
      updatedAt: at,
    };
    this.rows.set(campgroundId, row);
    return copy(row);
  }

  async updateState(account: ConnectedAccount, at: Date): Promise<PayoutAccountRecord | null> {
    const stored = [...this.rows.values()].find((row) => row.accountId === account.id);
    if (!stored) return null;
    const row: PayoutAccountRecord = { ...stored, ...stateOf(account), updatedAt: at };
    this.rows.set(stored.campgroundId, row);
    return copy(row);
  }
}
