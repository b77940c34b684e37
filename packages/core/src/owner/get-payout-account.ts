import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { ConnectedAccount } from '../ports/payment-gateway';
import type { PayoutAccountRecord } from '../ports/repositories/payout-account-repository';
import type { Principal } from '../shared/principal';
import { refusal } from './owner-access';
import { campgroundNotFound, type PayoutAccountView, payoutAccountView } from './payout-account-access';

const sameState = (stored: PayoutAccountRecord, fresh: ConnectedAccount): boolean =>
  stored.detailsSubmitted === fresh.detailsSubmitted &&
  stored.chargesEnabled === fresh.chargesEnabled &&
  stored.payoutsEnabled === fresh.payoutsEnabled &&
  stored.disabledReason === fresh.disabledReason &&
  stored.requirementsDue.join('\n') === fresh.requirementsDue.join('\n');

/**
 * owner-payout-account: the campground's payouts account and its state, for its owner and staff, and a
 * super admin. While the stored state is not yet enabled it is read again from the gateway (and
 * stored), so an owner back from onboarding sees the new state before the `account.updated` webhook
 * arrives; if the gateway does not answer, the stored state is shown.
 */
export class GetPayoutAccount {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'unitOfWork' | 'gateway' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<PayoutAccountView, 'FORBIDDEN' | 'CAMPGROUND_NOT_FOUND'>> {
    const refused = refusal(input.actor, input.campgroundId, 'view');
    if (refused) return refused;
    if (!(await this.ports.repos.campgrounds.findById(input.campgroundId))) return campgroundNotFound();
    const stored = await this.ports.repos.payoutAccounts.findByCampground(input.campgroundId);
    const account = stored && (await this.refreshed(stored));
    return ok(payoutAccountView(input.actor, input.campgroundId, account));
  }

  private async refreshed(stored: PayoutAccountRecord): Promise<PayoutAccountRecord> {
    if (stored.chargesEnabled && stored.payoutsEnabled) return stored;
    let fresh: ConnectedAccount | null;
    try {
      fresh = await this.ports.gateway.retrieveConnectedAccount(stored.accountId);
    } catch {
      return stored;
    }
    if (!fresh || sameState(stored, fresh)) return stored;
    const updated = await this.ports.unitOfWork.run((repos) =>
      repos.payoutAccounts.updateState(fresh, this.ports.clock.now()),
    );
    return updated ?? stored;
  }
}
