import {
  AUTO_RENEWAL_EMAILS,
  type CalendarDate,
  type FeeBreakdown,
  formatMMDDYYYY,
  formatUsd,
  PATHS,
} from '@camppass/domain';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { RenewalChargeRecord } from '../ports/repositories/auto-renewal-repository';
import type { Repositories } from '../ports/unit-of-work';
import { greeting } from '../shared/email-templates';
import { compose, paragraph, rows } from './emails';

/** The query names of the member dashboard's links out of renewal e-mails. */
const RENEWAL_LINK_PARAMS = { confirm: 'renewal-payment', updateCard: 'update-card' } as const;

/** What every renewal e-mail names: the member, the membership and its campground. */
interface Addressee {
  readonly email: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly typeName: string;
  readonly membershipCode: string;
}

export type RenewalNotice =
  | {
      readonly kind: 'receipt';
      readonly fees: FeeBreakdown;
      readonly endDate: CalendarDate;
      readonly paymentId: string;
    }
  | { readonly kind: 'confirm'; readonly totalCents: number }
  | { readonly kind: 'declined'; readonly reason: string; readonly nextTry: CalendarDate }
  | { readonly kind: 'given-up'; readonly reason: string; readonly endDate: CalendarDate };

/** Reads who a renewal e-mail goes to; `null` when a record vanished. */
export const renewalAddressee = async (
  repos: Repositories,
  charge: Pick<RenewalChargeRecord, 'membershipId'>,
): Promise<Addressee | null> => {
  const membership = await repos.memberships.findById(charge.membershipId);
  if (!membership) return null;
  const user = await repos.users.findById(membership.memberId);
  const campground = await repos.campgrounds.findById(membership.campgroundId);
  const type = await repos.membershipTypes.findById(membership.membershipTypeId);
  if (!user || !campground || !type) return null;
  const profile = await repos.users.findProfile(user.id);
  return {
    email: user.email,
    firstName: profile?.firstName ?? null,
    campgroundName: campground.name,
    typeName: type.displayName || type.name,
    membershipCode: membership.membershipCode,
  };
};

const receiptRows = (fees: FeeBreakdown, paymentId: string) => {
  const lines: [string, string][] = [['Subtotal', formatUsd(fees.subtotal)]];
  if (fees.discount > 0)
    lines.push([`Military discount (${fees.discountPercentage}%)`, `-${formatUsd(fees.discount)}`]);
  lines.push(
    ['Platform fee', formatUsd(fees.platformFee)],
    ['Processing fee', formatUsd(fees.processingFee)],
    ['Total paid', formatUsd(fees.total)],
    ['Payment reference', paymentId],
  );
  return rows(lines);
};

/** Sends one renewal e-mail; a mailer that cannot take it keeps it in its outbox. */
export const sendRenewalNotice = async (
  ports: Pick<CorePorts, 'mailer' | 'config'>,
  membershipId: string,
  to: Addressee,
  notice: RenewalNotice,
): Promise<void> => {
  const words = AUTO_RENEWAL_EMAILS;
  const product = ports.config.productName;
  const hello = paragraph(greeting(to.firstName));
  const link = (param: string) => portalLink(ports.config, PATHS.memberDashboard, { [param]: membershipId });
  const updateCard = {
    kind: 'action',
    label: words.updateCardAction,
    url: link(RENEWAL_LINK_PARAMS.updateCard),
  } as const;
  const content = (() => {
    switch (notice.kind) {
      case 'receipt':
        return compose(product, words.receiptSubject(to.campgroundName), [
          hello,
          paragraph(words.receiptIntro(to.typeName, to.campgroundName, formatUsd(notice.fees.total))),
          rows([
            ['Membership code', to.membershipCode],
            [words.renewalDate, formatMMDDYYYY(notice.endDate)],
          ]),
          receiptRows(notice.fees, notice.paymentId),
        ]);
      case 'confirm':
        return compose(product, words.confirmSubject(to.campgroundName), [
          hello,
          paragraph(words.confirmIntro(to.typeName, formatUsd(notice.totalCents))),
          { kind: 'action', label: words.confirmAction, url: link(RENEWAL_LINK_PARAMS.confirm) },
        ]);
      case 'declined':
        return compose(product, words.declinedSubject(to.campgroundName), [
          hello,
          paragraph(words.declinedRetry(to.typeName, notice.reason, formatMMDDYYYY(notice.nextTry))),
          updateCard,
        ]);
      case 'given-up':
        return compose(product, words.declinedSubject(to.campgroundName), [
          hello,
          paragraph(words.declinedFinal(to.typeName, notice.reason, formatMMDDYYYY(notice.endDate))),
        ]);
    }
  })();
  await ports.mailer.send({ to: to.email, ...content, tags: { kind: `auto-renewal-${notice.kind}` } });
};
