import { PATHS } from '@camppass/domain';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import { PAYOUT_FAILED, PAYOUT_PAID, type PaymentWebhookEvent } from '../ports/payment-gateway';
import type { Repositories } from '../ports/unit-of-work';
import { platformBrand } from '../shared/emails/brand';
import { renderEmail } from '../shared/emails/compose';
import { payoutFailedEmail } from '../shared/emails/money-emails';

export const PAYOUT_EVENTS: ReadonlySet<string> = new Set([PAYOUT_PAID, PAYOUT_FAILED]);

/**
 * `payout.paid` / `payout.failed` on a campground's connected account: the payout is kept as the event
 * says, once per event id; a payout that becomes failed e-mails the campground's owners once. An
 * event for an account no campground has is acknowledged and ignored.
 */
export class HandlePayoutEvent {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock' | 'config' | 'emailRenderer'>) {}

  async execute(event: PaymentWebhookEvent): Promise<'recorded' | 'duplicate' | 'ignored'> {
    const payout = event.payout;
    if (!payout || !event.accountId) return 'ignored';
    const accountId = event.accountId;
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const account = await repos.payoutAccounts.findByAccountId(accountId);
      if (!account) return 'ignored';
      if (!(await repos.webhookEvents.claim(event.id, event.type, now))) return 'duplicate';
      const change = await repos.earnings.savePayout({ ...payout, campgroundId: account.campgroundId }, now);
      if (change.status === 'failed' && change.previousStatus !== 'failed')
        await this.tellOwners(repos, account.campgroundId, payout, now);
      return 'recorded';
    });
  }

  private async tellOwners(
    repos: Repositories,
    campgroundId: string,
    payout: NonNullable<PaymentWebhookEvent['payout']>,
    now: Date,
  ): Promise<void> {
    const campground = await repos.campgrounds.findById(campgroundId);
    if (!campground) return;
    const owners = (await repos.roles.listForCampground(campgroundId)).filter(
      (grant) => grant.role === 'owner',
    );
    for (const grant of owners) {
      const user = await repos.users.findById(grant.userId);
      if (!user) continue;
      const profile = await repos.users.findProfile(user.id);
      const email = await renderEmail(
        this.ports.emailRenderer,
        payoutFailedEmail({
          brand: platformBrand(this.ports.config),
          product: this.ports.config.productName,
          firstName: profile?.firstName ?? null,
          campgroundName: campground.name,
          timeZone: campground.timeZone,
          payout,
          dashboardUrl: portalLink(this.ports.config, PATHS.ownerDashboard, {}),
        }),
      );
      await repos.outbox.add({
        to: user.email,
        ...email,
        tags: { kind: 'payout-failed', payout: payout.id },
        createdAt: now,
      });
    }
  }
}
