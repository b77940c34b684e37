import { PATHS } from '@camppass/domain';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { ChargeDispute } from '../ports/payment-gateway';
import type { Repositories } from '../ports/unit-of-work';
import { platformBrand } from '../shared/emails/brand';
import { renderEmail } from '../shared/emails/compose';
import { paymentDisputeEmail } from '../shared/emails/money-emails';
import type { ChargeEventOutcome } from './charge-refunded';

/**
 * `charge.dispute.created`: a card holder disputed a payment. Flags the payment and its membership as
 * disputed and e-mails each owner of the campground, once: a replayed event (the payment is flagged
 * already) changes nothing, and a charge we do not know is acknowledged and ignored.
 */
export class RecordChargeDispute {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock' | 'config' | 'emailRenderer'>) {}

  execute(dispute: ChargeDispute): Promise<ChargeEventOutcome> {
    return this.ports.unitOfWork.run(async (repos) => {
      const found = await repos.payments.findByGatewayPaymentId(dispute.paymentIntentId);
      const payment = found && (await repos.payments.findByIdForUpdate(found.id));
      if (!payment) return 'ignored';
      if (payment.disputedAt !== null) return 'duplicate';
      const at = this.ports.clock.now();
      await repos.payments.update(payment.id, { disputedAt: at }, at);
      const membership = payment.membershipId
        ? await repos.memberships.update(payment.membershipId, { disputedAt: at }, at)
        : null;
      if (payment.campgroundId)
        await this.emailOwners(repos, payment.campgroundId, payment.userId, {
          membershipCode: membership?.membershipCode ?? null,
          paymentId: payment.gatewayPaymentId,
          dispute,
        });
      return 'recorded';
    });
  }

  private async emailOwners(
    repos: Repositories,
    campgroundId: string,
    memberId: string | null,
    about: {
      readonly membershipCode: string | null;
      readonly paymentId: string;
      readonly dispute: ChargeDispute;
    },
  ): Promise<void> {
    const campground = await repos.campgrounds.findById(campgroundId);
    const member = memberId ? await repos.users.findProfile(memberId) : null;
    const memberName = member ? `${member.firstName} ${member.lastName}`.trim() : null;
    const owners = (await repos.roles.listForCampground(campgroundId)).filter(
      (grant) => grant.role === 'owner',
    );
    for (const grant of owners) {
      const owner = await repos.users.findById(grant.userId);
      if (!owner) continue;
      const profile = await repos.users.findProfile(owner.id);
      const email = await renderEmail(
        this.ports.emailRenderer,
        paymentDisputeEmail({
          brand: platformBrand(this.ports.config),
          firstName: profile?.firstName ?? null,
          campgroundName: campground?.name ?? this.ports.config.productName,
          amountCents: about.dispute.amountCents,
          reason: about.dispute.reason,
          memberName,
          membershipCode: about.membershipCode,
          paymentId: about.paymentId,
          disputeId: about.dispute.id,
          dashboardUrl: portalLink(this.ports.config, PATHS.ownerDashboard, {}),
        }),
      );
      await repos.outbox.add({
        to: owner.email,
        ...email,
        tags: { kind: 'payment-dispute' },
        createdAt: this.ports.clock.now(),
      });
    }
  }
}
