import { PATHS, RESET_LINK_TYPE } from '@camppass/domain';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import { type CheckoutRecord, payerOf } from '../ports/repositories/checkout-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import { purchaseReceiptEmail, welcomeEmail } from './emails';
import { PUBLIC_POLICY } from './policy';

/** A membership the fulfilment just created, with what its e-mails need. */
export interface Created {
  readonly membership: MembershipRecord;
  readonly archivedCount: number;
  readonly newAccount: boolean;
  readonly campground: CampgroundRecord;
  readonly type: MembershipTypeRecord;
  readonly sendWelcome: boolean;
}

/**
 * The e-mails of a fulfilled checkout, sent after the commit: the welcome (new accounts) and the receipt
 * (a renewal's or extension's too, with the membership's new dates).
 */
export class FulfilmentEmails {
  constructor(
    private readonly ports: Pick<CorePorts, 'unitOfWork' | 'mailer' | 'tokens' | 'clock' | 'config'>,
  ) {}

  async send(checkout: CheckoutRecord, created: Created): Promise<void> {
    const purchase = payerOf(checkout);
    const product = this.ports.config.productName;
    const campgroundName = created.campground.name;
    const messages = [];
    if (created.newAccount && created.sendWelcome) {
      const link = await this.welcomeLink(created.membership.memberId);
      messages.push({
        ...welcomeEmail({
          product,
          firstName: purchase.firstName,
          campgroundName,
          link,
          linkValidDays: PUBLIC_POLICY.welcomeLinkSeconds / 86_400,
        }),
        tags: { kind: 'welcome' },
      });
    }
    messages.push({
      ...purchaseReceiptEmail({
        product,
        firstName: purchase.firstName,
        campgroundName,
        membership: {
          membershipCode: created.membership.membershipCode,
          typeName: created.type.displayName || created.type.name,
          startDate: created.membership.startDate,
          endDate: created.membership.endDate,
        },
        fees: checkout.fees,
        paymentId: checkout.paymentIntentId,
      }),
      tags: { kind: 'purchase-receipt' },
    });
    for (const message of messages) {
      // The membership stands whether or not the mail service answers; the member can ask for a reminder.
      await this.ports.mailer.send({ to: purchase.email, ...message }).catch(() => undefined);
    }
  }

  /** A set-password link built on the password-reset codes, valid longer than a reset request's. */
  private async welcomeLink(userId: string): Promise<string> {
    const code = this.ports.tokens.generate();
    const now = this.ports.clock.now();
    await this.ports.unitOfWork.run((repos) =>
      repos.passwordResets.create({
        userId,
        tokenHash: this.ports.tokens.hash(code),
        expiresAt: new Date(now.getTime() + PUBLIC_POLICY.welcomeLinkSeconds * 1000),
        createdAt: now,
      }),
    );
    return portalLink(this.ports.config, PATHS.resetPassword, { type: RESET_LINK_TYPE, code });
  }
}
