import type { ConnectedAccount } from '../payment-gateway';

/** A campground's connected account (Stripe Connect Express) as the gateway last reported it. */
export interface PayoutAccountRecord {
  readonly campgroundId: string;
  /** Stripe `acct_...`; one per campground, never shared. */
  readonly accountId: string;
  readonly detailsSubmitted: boolean;
  readonly chargesEnabled: boolean;
  readonly payoutsEnabled: boolean;
  readonly requirementsDue: readonly string[];
  readonly disabledReason: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** `payout_accounts`: one connected account per campground. */
export interface PayoutAccountRepository {
  findByCampground(campgroundId: string): Promise<PayoutAccountRecord | null>;
  findByAccountId(accountId: string): Promise<PayoutAccountRecord | null>;
  /** The accounts of those campgrounds that have one, in one read (the admin's list). */
  listByCampgrounds(campgroundIds: readonly string[]): Promise<PayoutAccountRecord[]>;
  /**
   * Stores the campground's account, unless it has one: then the one stored first is answered and
   * `account` is ignored, so callers racing to connect a campground end with one account between them.
   */
  create(campgroundId: string, account: ConnectedAccount, at: Date): Promise<PayoutAccountRecord>;
  /** The stored account's state as the gateway now reports it; `null` when no campground has it. */
  updateState(account: ConnectedAccount, at: Date): Promise<PayoutAccountRecord | null>;
}
