import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { AccountBalance, Payout } from '../ports/payment-gateway';
import type { Principal } from '../shared/principal';
import { campgroundForMoney, type MoneyRefusal } from './campground-money';

/** The most payouts the panel lists. */
const RECENT_PAYOUTS = 10;

/**
 * The Payouts panel: `no_account` when the campground has no enabled payout account; `live` when the
 * gateway answered (its balance and payouts); `recorded` when it did not, with the payouts its
 * webhooks told us of and no balance.
 */
export type CampgroundPayouts =
  | { readonly state: 'no_account'; readonly balance: null; readonly payouts: readonly Payout[] }
  | { readonly state: 'live'; readonly balance: AccountBalance; readonly payouts: readonly Payout[] }
  | { readonly state: 'recorded'; readonly balance: null; readonly payouts: readonly Payout[] };

/**
 * owner-payouts: the campground's balance and recent payouts, asked of the gateway on its connected
 * account; our own record of payouts when the gateway fails. Its owner or a super admin only.
 */
export class GetCampgroundPayouts {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'gateway'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<CampgroundPayouts, MoneyRefusal>> {
    const campground = await campgroundForMoney(this.ports, input.actor, input.campgroundId);
    if (!campground.ok) return campground;
    const account = await this.ports.repos.payoutAccounts.findByCampground(campground.value.id);
    if (!account || !(account.payoutsEnabled || account.chargesEnabled))
      return ok({ state: 'no_account', balance: null, payouts: [] });
    try {
      const [balance, payouts] = await Promise.all([
        this.ports.gateway.retrieveBalance(account.accountId),
        this.ports.gateway.listPayouts(account.accountId, RECENT_PAYOUTS),
      ]);
      return ok({ state: 'live', balance, payouts });
    } catch {
      const recorded = await this.ports.repos.earnings.listPayouts(campground.value.id, RECENT_PAYOUTS);
      return ok({
        state: 'recorded',
        balance: null,
        payouts: recorded.map(({ campgroundId: _, ...payout }) => payout),
      });
    }
  }
}
