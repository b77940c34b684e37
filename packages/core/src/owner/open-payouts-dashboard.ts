import { err, ok, PAYOUTS_NOT_CONNECTED, PAYOUTS_SETUP_NOT_FINISHED, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { GatewayLink } from '../ports/payment-gateway';
import type { Principal } from '../shared/principal';
import { payoutsOwnerRefusal } from './payout-account-access';

/**
 * owner-payouts-dashboard-link: a one-time link into the gateway's Express dashboard of the
 * campground's account, for its owner only. The gateway opens it only once the owner submitted the
 * onboarding form: before that the answer is PAYOUTS_NOT_CONNECTED, and the card offers to finish.
 */
export class OpenPayoutsDashboard {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'gateway'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<GatewayLink, 'FORBIDDEN' | 'PAYOUTS_NOT_CONNECTED'>> {
    const refused = payoutsOwnerRefusal(input.actor, input.campgroundId);
    if (refused) return refused;
    const account = await this.ports.repos.payoutAccounts.findByCampground(input.campgroundId);
    if (!account) return err('PAYOUTS_NOT_CONNECTED', PAYOUTS_NOT_CONNECTED);
    if (!account.detailsSubmitted) {
      // The stored state may lag the webhook: ask the gateway before refusing.
      const fresh = await this.ports.gateway.retrieveConnectedAccount(account.accountId);
      if (!fresh?.detailsSubmitted) return err('PAYOUTS_NOT_CONNECTED', PAYOUTS_SETUP_NOT_FINISHED);
    }
    return ok(await this.ports.gateway.createLoginLink(account.accountId));
  }
}
