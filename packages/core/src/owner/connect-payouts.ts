import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { GatewayLink } from '../ports/payment-gateway';
import type { Principal } from '../shared/principal';
import {
  campgroundNotFound,
  type PayoutAccountView,
  payoutAccountKey,
  payoutAccountView,
  payoutsOwnerRefusal,
  payoutsReturnUrl,
} from './payout-account-access';

/** Card payments are in US dollars (docs/decisions/money-and-fees.md), so accounts are opened in the US. */
const ACCOUNT_COUNTRY = 'US';

export interface PayoutsOnboarding {
  readonly view: PayoutAccountView;
  /** The gateway's one-time onboarding link; it brings the owner back to Settings. */
  readonly onboarding: GatewayLink;
}

/**
 * owner-connect-payouts: the campground's owner (only) connects its payouts account. The first call
 * opens an Express account at the gateway under one idempotency key per campground and stores it (one
 * row per campground), so callers racing to connect end with one account; every call answers a fresh
 * onboarding link, which returns to the owner's Settings (`payouts=return`, or `payouts=refresh` when
 * it expired). Asked again later, it is the way to finish setting up.
 */
export class ConnectPayouts {
  constructor(
    private readonly ports: Pick<CorePorts, 'repos' | 'unitOfWork' | 'gateway' | 'clock' | 'config'>,
  ) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<PayoutsOnboarding, 'FORBIDDEN' | 'CAMPGROUND_NOT_FOUND'>> {
    const refused = payoutsOwnerRefusal(input.actor, input.campgroundId);
    if (refused) return refused;
    const { repos, gateway, config } = this.ports;
    const campground = await repos.campgrounds.findById(input.campgroundId);
    if (!campground) return campgroundNotFound();

    let account = await repos.payoutAccounts.findByCampground(campground.id);
    if (!account) {
      const owner = await repos.users.findById(input.actor.userId);
      const created = await gateway.createConnectedAccount({
        email: owner?.email ?? campground.email ?? '',
        country: ACCOUNT_COUNTRY,
        businessName: campground.name,
        metadata: { campgroundId: campground.id },
        idempotencyKey: payoutAccountKey(campground.id),
      });
      account = await this.ports.unitOfWork.run((tx) =>
        tx.payoutAccounts.create(campground.id, created, this.ports.clock.now()),
      );
    }
    const onboarding = await gateway.createAccountLink({
      accountId: account.accountId,
      returnUrl: payoutsReturnUrl(config, campground.id, 'return'),
      refreshUrl: payoutsReturnUrl(config, campground.id, 'refresh'),
    });
    return ok({ view: payoutAccountView(input.actor, campground.id, account), onboarding });
  }
}
