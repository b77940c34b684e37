import type { CorePorts } from '../ports/core-ports';
import type { PaymentWebhookEvent } from '../ports/payment-gateway';

/** What an `account.updated` event did. */
export type AccountWebhookOutcome = 'updated' | 'duplicate' | 'ignored';

/**
 * `account.updated`: stores the state the gateway now reports for a campground's connected account.
 * The event is claimed once (a replay changes nothing); an account no campground has is acknowledged
 * and ignored. Events may arrive out of order, but each carries the whole account as it was then and
 * the Payouts card reads the gateway again until the account is enabled, so the last one stored wins.
 */
export class HandleAccountWebhook {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(event: PaymentWebhookEvent): Promise<AccountWebhookOutcome> {
    const account = event.account;
    if (!account) return 'ignored';
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      if (!(await repos.payoutAccounts.findByAccountId(account.id))) return 'ignored';
      if (!(await repos.webhookEvents.claim(event.id, event.type, now))) return 'duplicate';
      await repos.payoutAccounts.updateState(account, now);
      return 'updated';
    });
  }
}
