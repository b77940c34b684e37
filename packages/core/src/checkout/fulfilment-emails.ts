import type { CorePorts } from '../ports/core-ports';
import type { EmailDocument } from '../ports/email-renderer';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import { type CheckoutRecord, payerOf } from '../ports/repositories/checkout-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import { campgroundBrand } from '../shared/emails/brand';
import { renderEmail } from '../shared/emails/compose';
import { memberDashboardLink, membershipLinks, setPasswordLink } from '../shared/emails/links';
import {
  extensionReceiptEmail,
  purchaseReceiptEmail,
  renewalReceiptEmail,
  welcomeEmail,
} from '../shared/emails/membership-emails';
import { isFreeCheckout, PUBLIC_POLICY } from './policy';

/** A membership the fulfilment just created, with what its e-mails need. */
export interface Created {
  readonly membership: MembershipRecord;
  readonly archivedCount: number;
  readonly newAccount: boolean;
  readonly campground: CampgroundRecord;
  readonly type: MembershipTypeRecord;
  readonly sendWelcome: boolean;
  /** The renewal or extension applied, with the type an extension left; absent for a purchase. */
  readonly change?: {
    readonly kind: 'renewal' | 'extension';
    readonly fromTypeName: string;
  } | null;
}

const typeName = (type: MembershipTypeRecord): string => type.displayName || type.name;

/**
 * The e-mails of a fulfilled checkout, sent after the commit, each in the campground's brand: the
 * welcome (new accounts, when the campground sends it) and the receipt of what was bought: a purchase,
 * a renewal or an extension, each its own, with the way to the card and the dashboard.
 */
export class FulfilmentEmails {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'mailer' | 'emailRenderer' | 'tokens' | 'clock' | 'config'
    >,
  ) {}

  async send(checkout: CheckoutRecord, created: Created): Promise<void> {
    const payer = payerOf(checkout);
    const brand = campgroundBrand(this.ports.config, created.campground);
    const messages: { readonly email: EmailDocument; readonly kind: string }[] = [];
    if (created.newAccount && created.sendWelcome) {
      const link = await setPasswordLink(
        this.ports,
        created.membership.memberId,
        PUBLIC_POLICY.welcomeLinkSeconds,
      );
      messages.push({
        email: welcomeEmail({
          brand,
          product: this.ports.config.productName,
          firstName: payer.firstName,
          link,
          linkValidDays: PUBLIC_POLICY.welcomeLinkSeconds / 86_400,
        }),
        kind: 'welcome',
      });
    }
    const dashboardUrl = memberDashboardLink(this.ports.config);
    const links = await this.ports.unitOfWork
      .run((repos) =>
        membershipLinks(
          repos,
          this.ports.tokens,
          this.ports.config,
          created.membership.id,
          this.ports.clock.now(),
        ),
      )
      .catch(() => ({ cardUrl: dashboardUrl, dashboardUrl }));
    const membership = {
      membershipCode: created.membership.membershipCode,
      typeName: typeName(created.type),
      startDate: created.membership.startDate,
      endDate: created.membership.endDate,
    };
    const paymentId = isFreeCheckout(checkout) ? '' : checkout.paymentIntentId;
    const receipt = {
      brand,
      firstName: payer.firstName,
      membership,
      links,
      amountCents: checkout.amountCents,
      paymentId,
    };
    const change = created.change;
    messages.push(
      !change
        ? {
            email: purchaseReceiptEmail({
              ...receipt,
              fees: checkout.fees,
              paymentId: checkout.paymentIntentId,
            }),
            kind: 'purchase-receipt',
          }
        : change.kind === 'renewal'
          ? { email: renewalReceiptEmail(receipt), kind: 'renewal-receipt' }
          : {
              email: extensionReceiptEmail({ ...receipt, fromTypeName: change.fromTypeName }),
              kind: 'extension-receipt',
            },
    );
    for (const { email, kind } of messages) {
      // The membership stands whether or not the mail service answers; the member can ask for a reminder.
      await renderEmail(this.ports.emailRenderer, email)
        .then((content) => this.ports.mailer.send({ to: payer.email, ...content, tags: { kind } }))
        .catch(() => undefined);
    }
  }
}
