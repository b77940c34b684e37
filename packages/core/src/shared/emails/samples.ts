import { AUTHENTICATOR_APP_LABEL, calendarDate, feeBreakdown, SECOND_FACTOR_EMAILS } from '@camppass/domain';
import type { CoreConfig } from '../../config';
import type { EmailDocument } from '../../ports/email-renderer';
import { CAMPGROUND_DEFAULTS, type CampgroundRecord } from '../../ports/repositories/campground-repository';
import { webhookDisabledEmail } from '../../webhooks/deliver-webhooks';
import { campgroundBrand, platformBrand } from './brand';
import {
  claimAccountEmail,
  documentReviewedEmail,
  expirationReminderEmail,
  extensionReceiptEmail,
  membershipDetailsEmail,
  purchaseReceiptEmail,
  renewalReceiptEmail,
  welcomeEmail,
} from './membership-emails';
import {
  paymentDisputeEmail,
  paymentRefundEmail,
  payoutFailedEmail,
  purchaseRefundEmail,
} from './money-emails';
import {
  adminMessageEmail,
  ownerInvitationEmail,
  passwordResetEmail,
  secondFactorEventEmail,
} from './platform-emails';

/** One template filled with demo data, for the development preview and the templates' tests. */
export interface EmailSample {
  /** Kebab-case, unique: the template's name and the case shown. */
  readonly id: string;
  readonly email: EmailDocument;
}

const demoCampground = (name: string, logoUrl: string | null): CampgroundRecord => ({
  ...CAMPGROUND_DEFAULTS,
  id: 'demo-campground',
  name,
  slug: 'pine-valley',
  address: '1200 Lakeshore Drive',
  city: 'Bend',
  state: 'OR',
  zipCode: '97701',
  phone: '(541) 555-0142',
  email: 'hello@pinevalley.example',
  website: 'https://pinevalley.example',
  brandingPrimaryColor: '#2F6B3F',
  brandingLogoUrl: logoUrl,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

/**
 * Every template with demo data: each event, both wordings where a template has two (full and
 * partial refund, extend and renew, approved and rejected). `campgroundName` lets a test try a hostile one.
 */
export const emailSamples = (
  config: CoreConfig,
  options: { readonly campgroundName?: string; readonly logoUrl?: string | null } = {},
): EmailSample[] => {
  const campgroundName = options.campgroundName ?? 'Pine Valley RV Resort';
  const brand = campgroundBrand(config, demoCampground(campgroundName, options.logoUrl ?? null));
  const platform = platformBrand(config);
  const base = config.appBaseUrl.replace(/\/+$/, '');
  const links = { cardUrl: `${base}/membership-status/demo-token`, dashboardUrl: `${base}/member-dashboard` };
  const membership = {
    membershipCode: 'PIN-7K2Q9D',
    typeName: 'Monthly',
    startDate: calendarDate('2026-06-01'),
    endDate: calendarDate('2026-06-30'),
  };
  const toMember = { brand, firstName: 'Riley' };
  const change = { ...toMember, membership, amountCents: 8900, paymentId: 'pi_demo_change', links };
  const refund = {
    ...toMember,
    amountCents: 2500,
    paymentAmountCents: 10_450,
    reason: 'Pool closed for repairs',
    membershipCode: membership.membershipCode,
    paymentId: 'pi_demo_purchase',
    refundId: 're_demo',
    dashboardUrl: links.dashboardUrl,
  };
  const reminder = { ...toMember, membership, daysLeft: 7, dashboardUrl: links.dashboardUrl };
  const review = {
    ...toMember,
    documentKind: 'military-document' as const,
    contact: 'hello@pinevalley.example',
    dashboardUrl: links.dashboardUrl,
  };
  return [
    {
      id: 'purchase-receipt',
      email: purchaseReceiptEmail({
        ...toMember,
        membership,
        fees: feeBreakdown(10_000, 15),
        paymentId: 'pi_demo_purchase',
        links,
      }),
    },
    {
      id: 'welcome',
      email: welcomeEmail({
        ...toMember,
        product: config.productName,
        link: `${base}/auth/reset-password?type=recovery&code=demo`,
        linkValidDays: 7,
      }),
    },
    {
      id: 'claim-account',
      email: claimAccountEmail({
        ...toMember,
        product: config.productName,
        link: `${base}/auth/reset-password?type=recovery&code=demo`,
        linkValidDays: 7,
      }),
    },
    { id: 'renewal-receipt', email: renewalReceiptEmail(change) },
    { id: 'extension-receipt', email: extensionReceiptEmail({ ...change, fromTypeName: 'Weekly' }) },
    {
      id: 'refund-partial',
      email: paymentRefundEmail({ ...refund, refundedCents: 2500, membership: 'none' }),
    },
    {
      id: 'refund-full',
      email: paymentRefundEmail({
        ...refund,
        amountCents: 10_450,
        refundedCents: 10_450,
        membership: 'cancelled',
      }),
    },
    {
      id: 'refund-unfulfilled',
      email: purchaseRefundEmail({
        ...toMember,
        reason: 'You already hold an active membership here.',
        amountCents: 10_450,
        paymentId: 'pi_demo_purchase',
        refundId: 're_demo',
        dashboardUrl: links.dashboardUrl,
      }),
    },
    { id: 'reminder-extend', email: expirationReminderEmail({ ...reminder, nextStep: 'extend' }) },
    { id: 'reminder-renew', email: expirationReminderEmail({ ...reminder, daysLeft: 1, nextStep: 'renew' }) },
    {
      id: 'reminder-auto-renews',
      email: expirationReminderEmail({
        ...reminder,
        nextStep: 'renew',
        autoRenewsOn: calendarDate('2026-06-30'),
      }),
    },
    {
      id: 'membership-details',
      email: membershipDetailsEmail({
        ...toMember,
        memberships: [membership],
        dashboardUrl: links.dashboardUrl,
      }),
    },
    {
      id: 'document-approved',
      email: documentReviewedEmail({ ...review, decision: 'approved', notes: null }),
    },
    {
      id: 'document-rejected',
      email: documentReviewedEmail({
        ...review,
        decision: 'rejected',
        notes: 'The photo is blurry and the expiry date cannot be read.',
      }),
    },
    {
      id: 'owner-invitation',
      email: ownerInvitationEmail({
        brand: platform,
        firstName: 'Olive',
        campgroundName,
        link: `${base}/owner/setup?token=demo&email=olive%40example.com`,
        expiresAt: new Date('2026-06-08T12:00:00Z'),
      }),
    },
    {
      id: 'password-reset',
      email: passwordResetEmail({
        brand: platform,
        firstName: 'Riley',
        link: `${base}/auth/reset-password?type=recovery&code=demo`,
      }),
    },
    {
      id: 'admin-message',
      email: adminMessageEmail({
        brand: platform,
        subject: 'About your membership documents',
        firstName: 'Riley',
        senderName: 'Sam Carter',
        campgroundNames: [campgroundName],
        message: 'Hello! We noticed your documents were uploaded twice.\nNo action is needed on your side.',
        contactUrl: `${base}/contact`,
      }),
    },
    {
      id: 'second-factor-added',
      email: secondFactorEventEmail({
        brand: platform,
        kind: 'factorAdded',
        sentence: SECOND_FACTOR_EMAILS.factorAdded.body(AUTHENTICATOR_APP_LABEL),
        securityUrl: `${base}/security`,
      }),
    },
    {
      id: 'webhook-endpoint-disabled',
      email: webhookDisabledEmail({
        brand,
        campgroundName,
        url: 'https://booking.pinevalley.example/hooks/camppass',
        integrationsUrl: `${base}/owner-dashboard?tab=settings&campground=demo-campground`,
      }),
    },
    {
      id: 'payment-dispute',
      email: paymentDisputeEmail({
        brand: platform,
        firstName: 'Olive',
        campgroundName,
        amountCents: 10_450,
        reason: 'product_not_received',
        memberName: 'Riley Rivers',
        membershipCode: membership.membershipCode,
        paymentId: 'pi_demo_purchase',
        disputeId: 'dp_demo',
        dashboardUrl: `${base}/owner-dashboard`,
      }),
    },
    {
      id: 'payout-failed',
      email: payoutFailedEmail({
        brand: platform,
        product: config.productName,
        firstName: 'Olive',
        campgroundName,
        timeZone: 'America/Chicago',
        payout: {
          id: 'po_demo',
          amountCents: 12_345,
          currency: 'usd',
          status: 'failed',
          arrivalDate: new Date('2026-06-03T12:00:00Z'),
          createdAt: new Date('2026-06-01T12:00:00Z'),
          failureMessage: 'The bank account has been closed.',
        },
        dashboardUrl: `${base}/owner-dashboard`,
      }),
    },
  ];
};
