import {
  AUTO_RENEWAL_EMAILS,
  type CalendarDate,
  EMAIL_WORDS,
  type FeeBreakdown,
  formatMMDDYYYY,
  formatUsd,
  PATHS,
  RENEWAL_LINK_PARAMS,
} from '@camppass/domain';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { EmailBlock, EmailDocument } from '../ports/email-renderer';
import type { RenewalChargeRecord } from '../ports/repositories/auto-renewal-repository';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { Repositories } from '../ports/unit-of-work';
import { campgroundBrand } from '../shared/emails/brand';
import { action, greeting, paragraph, rows, sendEmail } from '../shared/emails/compose';
import { feeRows } from '../shared/emails/membership-emails';

/** What every renewal e-mail names: the member, the membership and its campground. */
interface Addressee {
  readonly email: string;
  readonly firstName: string | null;
  readonly campground: CampgroundRecord;
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
    campground,
    typeName: type.displayName || type.name,
    membershipCode: membership.membershipCode,
  };
};

/** The subject and what the e-mail says of each notice, in the campground's brand's layout. */
const noticeOf = (
  to: Addressee,
  notice: RenewalNotice,
  link: (param: string) => string,
): { subject: string; blocks: EmailBlock[] } => {
  const words = AUTO_RENEWAL_EMAILS;
  const campgroundName = to.campground.name;
  const updateCard = action(words.updateCardAction, link(RENEWAL_LINK_PARAMS.updateCard));
  switch (notice.kind) {
    case 'receipt':
      return {
        subject: words.receiptSubject(campgroundName),
        blocks: [
          paragraph(words.receiptIntro(to.typeName, campgroundName, formatUsd(notice.fees.total))),
          rows([
            [EMAIL_WORDS.membershipCode, to.membershipCode],
            [words.renewalDate, formatMMDDYYYY(notice.endDate)],
          ]),
          rows(
            [...feeRows(notice.fees), [EMAIL_WORDS.paymentReference, notice.paymentId]],
            EMAIL_WORDS.receipt,
          ),
        ],
      };
    case 'confirm':
      return {
        subject: words.confirmSubject(campgroundName),
        blocks: [
          paragraph(words.confirmIntro(to.typeName, formatUsd(notice.totalCents))),
          action(words.confirmAction, link(RENEWAL_LINK_PARAMS.confirm)),
        ],
      };
    case 'declined':
      return {
        subject: words.declinedSubject(campgroundName),
        blocks: [
          paragraph(words.declinedRetry(to.typeName, notice.reason, formatMMDDYYYY(notice.nextTry))),
          updateCard,
        ],
      };
    case 'given-up':
      return {
        subject: words.declinedSubject(campgroundName),
        blocks: [paragraph(words.declinedFinal(to.typeName, notice.reason, formatMMDDYYYY(notice.endDate)))],
      };
  }
};

/** Sends one renewal e-mail; a mailer that cannot take it keeps it in its outbox. */
export const sendRenewalNotice = async (
  ports: Pick<CorePorts, 'mailer' | 'emailRenderer' | 'config'>,
  membershipId: string,
  to: Addressee,
  notice: RenewalNotice,
): Promise<void> => {
  const link = (param: string) =>
    portalLink(ports.config, PATHS.memberDashboard, {
      tab: 'memberships',
      [param]: membershipId,
    });
  const { subject, blocks } = noticeOf(to, notice, link);
  const email: EmailDocument = {
    brand: campgroundBrand(ports.config, to.campground),
    subject,
    preview: subject,
    heading: subject,
    blocks: [greeting(to.firstName), ...blocks],
  };
  await sendEmail(ports, to.email, email, `auto-renewal-${notice.kind}`);
};
