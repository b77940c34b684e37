import {
  ELIGIBILITY_MESSAGES,
  err,
  generateMembershipCode,
  membershipsToArchive,
  ok,
  PATHS,
  PAYMENT_INTENT_MISSING,
  purchaseEligibility,
  purchaseSuccessMessage,
  RESET_LINK_TYPE,
  type Result,
} from '@camppass/domain';
import { type CoreConfig, portalLink } from '../config';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { RandomSource } from '../ports/random-source';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { CheckoutRecord } from '../ports/repositories/checkout-repository';
import type { IdentityDocumentKind } from '../ports/repositories/identity-document-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { TokenGenerator } from '../ports/token-generator';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import { purchaseReceiptEmail, welcomeEmail } from './emails';
import { PUBLIC_POLICY } from './policy';
import { campgroundToday, codeSettingsOf, hasStaffAccount, standingMemberships } from './support';

export interface Fulfilment {
  readonly membership: MembershipRecord;
  /** Expired memberships of other types archived by the purchase (04 §7 logicalDelete.deletedCount). */
  readonly archivedCount: number;
  readonly message: string;
  /** The gateway's payment id. */
  readonly paymentId: string;
  /** `false` when an earlier call had already created the membership. */
  readonly created: boolean;
}

export const PAYMENT_NOT_SUCCEEDED_MESSAGE = 'Payment status is not succeeded';
export const PAYMENT_MISMATCH_MESSAGE =
  'The payment does not match this purchase. Please contact support before trying again.';

export type FulfilCheckoutCode =
  | 'PAYMENT_INTENT_NOT_FOUND'
  | 'PAYMENT_NOT_SUCCEEDED'
  | 'PAYMENT_MISMATCH'
  | 'EMAIL_ASSOCIATED'
  | 'MEMBERSHIP_ACTIVE_EXISTS'
  | 'MEMBERSHIP_ACTIVE_DIFFERENT_TYPE'
  | 'MEMBERSHIP_RENEW_REQUIRED';

type RefusalCode = Exclude<
  FulfilCheckoutCode,
  'PAYMENT_INTENT_NOT_FOUND' | 'PAYMENT_NOT_SUCCEEDED' | 'PAYMENT_MISMATCH'
>;

const isRefusalCode = (code: string | null): code is RefusalCode =>
  code !== null && code !== 'PROCEED' && Object.hasOwn(ELIGIBILITY_MESSAGES, code);

/** Thrown inside the transaction when the unique payment id shows another fulfilment won. */
class AlreadyFulfilled extends Error {}

interface Created {
  readonly membership: MembershipRecord;
  readonly archivedCount: number;
  readonly newAccount: boolean;
  readonly campground: CampgroundRecord;
  readonly type: MembershipTypeRecord;
  readonly sendWelcome: boolean;
}

const DOCUMENT_KINDS: readonly [keyof CheckoutRecord['uploads'], IdentityDocumentKind][] = [
  ['selfie', 'selfie'],
  ['signature', 'signature'],
  ['militaryDocument', 'military-document'],
];

/**
 * Turns a paid checkout into the membership, exactly once per payment, whoever asks: the browser's
 * purchase-membership, the gateway's webhook or a reconciliation run. The gateway must say the
 * intent succeeded for the checkout's amount, currency and metadata. Then, in one transaction that
 * holds the checkout's row lock: the account and profile when the e-mail has none, the payment row
 * (its unique gateway id is the last guard), the membership with a code from the campground's
 * settings, the document records, the logical delete, and the checkout marked fulfilled. A second
 * caller waits on the lock and answers the same membership. E-mails go out after the commit.
 */
export class FulfilCheckout {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly gateway: PaymentGateway,
    private readonly mailer: Mailer,
    private readonly tokens: TokenGenerator,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly config: CoreConfig,
  ) {}

  async execute(paymentIntentId: string): Promise<Result<Fulfilment, FulfilCheckoutCode>> {
    const checkout = await this.unitOfWork.run((repos) =>
      repos.checkouts.findByPaymentIntentId(paymentIntentId),
    );
    if (!checkout) return err('PAYMENT_INTENT_NOT_FOUND', PAYMENT_INTENT_MISSING);
    const settled = await this.settledAnswer(checkout);
    if (settled) return settled;

    // Always ask the gateway itself: a webhook's copy of the intent only says when to ask.
    const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
    if (!intent) return err('PAYMENT_INTENT_NOT_FOUND', PAYMENT_INTENT_MISSING);
    if (
      intent.amountCents !== checkout.amountCents ||
      intent.currency !== checkout.currency ||
      intent.metadata.checkoutId !== checkout.id ||
      intent.metadata.campgroundId !== checkout.campgroundId ||
      intent.metadata.membershipTypeId !== checkout.membershipTypeId
    ) {
      return err('PAYMENT_MISMATCH', PAYMENT_MISMATCH_MESSAGE);
    }
    if (intent.status !== 'succeeded') return err('PAYMENT_NOT_SUCCEEDED', PAYMENT_NOT_SUCCEEDED_MESSAGE);

    let outcome: Created | Result<Fulfilment, FulfilCheckoutCode>;
    try {
      outcome = await this.unitOfWork.run((repos) => this.fulfilLocked(repos, paymentIntentId));
    } catch (error) {
      if (!(error instanceof AlreadyFulfilled)) throw error;
      const again = await this.unitOfWork.run((repos) =>
        repos.checkouts.findByPaymentIntentId(paymentIntentId),
      );
      const answer = again && (await this.settledAnswer(again));
      if (!answer) throw error;
      return answer;
    }
    if ('ok' in outcome) return outcome;
    await this.sendEmails(checkout, outcome);
    return ok({
      membership: outcome.membership,
      archivedCount: outcome.archivedCount,
      message: purchaseSuccessMessage(outcome.archivedCount),
      paymentId: paymentIntentId,
      created: true,
    });
  }

  /** The answer for a checkout an earlier call already settled, or `null` while it is pending. */
  private async settledAnswer(
    checkout: CheckoutRecord,
  ): Promise<Result<Fulfilment, FulfilCheckoutCode> | null> {
    if (checkout.status === 'refused') return this.refusal(checkout.refusalCode);
    if (checkout.status !== 'fulfilled' || !checkout.membershipId) return null;
    const membershipId = checkout.membershipId;
    const membership = await this.unitOfWork.run((repos) => repos.memberships.findById(membershipId));
    if (!membership) throw new Error(`Checkout ${checkout.id} names a missing membership`);
    return ok({
      membership,
      archivedCount: checkout.archivedCount,
      message: purchaseSuccessMessage(checkout.archivedCount),
      paymentId: checkout.paymentIntentId,
      created: false,
    });
  }

  /** A refused checkout answers its eligibility code again; refusals are only ever those codes. */
  private refusal(code: string | null): Result<never, RefusalCode> {
    const refused: RefusalCode = isRefusalCode(code) ? code : 'MEMBERSHIP_ACTIVE_EXISTS';
    return err(refused, ELIGIBILITY_MESSAGES[refused]);
  }

  private async fulfilLocked(
    repos: Repositories,
    paymentIntentId: string,
  ): Promise<Created | Result<Fulfilment, FulfilCheckoutCode>> {
    const now = this.clock.now();
    const checkout = await repos.checkouts.lockByPaymentIntentId(paymentIntentId);
    if (!checkout) throw new Error(`Checkout for ${paymentIntentId} vanished`);
    if (checkout.status !== 'pending') throw new AlreadyFulfilled();

    const campground = await repos.campgrounds.findById(checkout.campgroundId);
    const type = await repos.membershipTypes.findById(checkout.membershipTypeId);
    const settings = await repos.campgrounds.findSettings(checkout.campgroundId);
    if (!campground || !type || !settings) throw new Error(`Checkout ${checkout.id} names missing records`);
    const { purchase } = checkout;
    const today = campgroundToday(campground, this.clock);

    const existing = standingMemberships(
      await repos.memberships.listByMemberEmail(campground.id, purchase.email),
    );
    const eligibility = purchaseEligibility({
      membershipTypeId: type.id,
      today,
      existing,
      emailHasStaffAccount: await hasStaffAccount(repos, purchase.email),
    });
    if (!eligibility.canProceed) {
      // Paid, yet no longer allowed (another purchase won the race): kept as refused for a refund.
      await repos.checkouts.markRefused(checkout.id, eligibility.code, now);
      return this.refusal(eligibility.code);
    }

    const payment = await repos.payments.create({
      gatewayPaymentId: paymentIntentId,
      userId: null,
      campgroundId: campground.id,
      membershipId: null,
      purpose: 'purchase',
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      status: 'succeeded',
      refunded: false,
      description: `${type.displayName || type.name} membership at ${campground.name}`,
      paymentMethod: 'card',
      applicationFeeCents: checkout.fees.platformFee,
      connectedAccountId: null,
      createdAt: now,
    });
    if (!payment.ok) throw new AlreadyFulfilled();

    let user = await repos.users.findByEmail(purchase.email);
    const newAccount = user === null;
    if (!user) {
      const created = await repos.users.create({ email: purchase.email, passwordHash: null, createdAt: now });
      if (!created.ok) throw new Error('The account appeared during the purchase; retry');
      user = created.value;
    }
    if (!(await repos.users.findProfile(user.id))) {
      await repos.users.saveProfile(
        user.id,
        {
          firstName: purchase.firstName,
          lastName: purchase.lastName,
          status: 'active',
          phone: purchase.phone,
          title: purchase.title,
          dateOfBirth: purchase.dateOfBirth,
          streetAddress: purchase.streetAddress,
          city: purchase.city,
          stateProvince: purchase.stateProvince,
          postalCode: purchase.postalCode,
          country: purchase.country,
          specialRequests: purchase.specialRequests,
          numid: purchase.numid,
          militaryStatus: purchase.isMilitary ? 'military' : null,
        },
        now,
      );
    }
    await repos.roles.grant({ userId: user.id, role: 'member', campgroundId: null, createdAt: now });

    const membership = await this.createMembership(
      repos,
      checkout,
      campground,
      user.id,
      payment.value.id,
      now,
    );
    await repos.payments.update(payment.value.id, { userId: user.id, membershipId: membership.id }, now);
    for (const [field, kind] of DOCUMENT_KINDS) {
      const storageKey = checkout.uploads[field];
      if (!storageKey) continue;
      await repos.identityDocuments.create({
        membershipId: membership.id,
        userId: user.id,
        campgroundId: campground.id,
        kind,
        storageKey,
        contentType: contentTypeOf(storageKey),
        status: 'pending',
        createdAt: now,
      });
    }
    const archive = membershipsToArchive(existing, type.id, today).map((m) => m.id);
    const archivedCount = archive.length === 0 ? 0 : await repos.memberships.archive(archive, now);
    if (
      !(await repos.checkouts.markFulfilled(checkout.id, { membershipId: membership.id, archivedCount }, now))
    ) {
      throw new AlreadyFulfilled();
    }
    return {
      membership,
      archivedCount,
      newAccount,
      campground,
      type,
      sendWelcome: settings.sendWelcomeEmails,
    };
  }

  private async createMembership(
    repos: Repositories,
    checkout: CheckoutRecord,
    campground: CampgroundRecord,
    memberId: string,
    paymentId: string,
    now: Date,
  ): Promise<MembershipRecord> {
    const settings = await repos.campgrounds.findSettings(campground.id);
    if (!settings) throw new Error(`Campground ${campground.id} has no settings`);
    const codeSettings = codeSettingsOf(settings);
    const consecutive = codeSettings.useNumbers && !codeSettings.generateRandomNumbers;
    for (let attempt = 0; attempt < PUBLIC_POLICY.codeAttempts; attempt += 1) {
      const claimed = consecutive
        ? await repos.campgrounds.claimConsecutiveCodeNumber(campground.id, now)
        : null;
      const { code } = generateMembershipCode(
        claimed === null ? codeSettings : { ...codeSettings, lastConsecutiveNumber: claimed - 1 },
        { random: this.random.int, slug: campground.slug },
      );
      const created = await repos.memberships.create({
        membershipCode: code,
        membershipTypeId: checkout.membershipTypeId,
        memberId,
        campgroundId: campground.id,
        startDate: checkout.purchase.startDate,
        endDate: checkout.purchase.endDate,
        // Paid and confirmed by the gateway; approval applies to memberships made without payment.
        status: 'active',
        paymentStatus: 'paid',
        autoRenewal: false,
        pricePaidCents: checkout.amountCents,
        isMilitaryDiscount: checkout.fees.discount > 0,
        paymentId,
        createdAt: now,
      });
      if (created.ok) return created.value;
    }
    throw new Error(
      `No free membership code at campground ${campground.id} after ${PUBLIC_POLICY.codeAttempts} attempts`,
    );
  }

  private async sendEmails(checkout: CheckoutRecord, created: Created): Promise<void> {
    const { purchase } = checkout;
    const product = this.config.productName;
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
      await this.mailer.send({ to: purchase.email, ...message }).catch(() => undefined);
    }
  }

  /** A set-password link built on the password-reset codes, valid longer than a reset request's. */
  private async welcomeLink(userId: string): Promise<string> {
    const code = this.tokens.generate();
    const now = this.clock.now();
    await this.unitOfWork.run((repos) =>
      repos.passwordResets.create({
        userId,
        tokenHash: this.tokens.hash(code),
        expiresAt: new Date(now.getTime() + PUBLIC_POLICY.welcomeLinkSeconds * 1000),
        createdAt: now,
      }),
    );
    return portalLink(this.config, PATHS.resetPassword, { type: RESET_LINK_TYPE, code });
  }
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
