// Over 400 lines: one use case whose locked transaction (payment, account, membership, documents,
// archive) reads in order here; its e-mails and refunds already live in files of their own.

import {
  type CalendarDate,
  CHECKOUT_EXPIRED_MESSAGE,
  ELIGIBILITY_MESSAGES,
  type Err,
  err,
  generateMembershipCode,
  MEMBERSHIP_CHANGE_REFUSALS,
  type MembershipChangeRefusal,
  membershipsToArchive,
  ok,
  PAYMENT_INTENT_MISSING,
  purchasedMembershipStatus,
  purchaseEligibility,
  purchaseSuccessMessage,
  type Result,
  refundedPurchaseMessage,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { ChargeDestination, PaymentIntentDetails } from '../ports/payment-gateway';
import type { CampgroundRecord, CampgroundSettingsRecord } from '../ports/repositories/campground-repository';
import {
  type CheckoutPurchase,
  type CheckoutRecord,
  isPurchaseCheckout,
  type PurchaseCheckoutRecord,
} from '../ports/repositories/checkout-repository';
import type { IdentityDocumentKind } from '../ports/repositories/identity-document-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { NewProfile } from '../ports/repositories/user-repository';
import type { Repositories } from '../ports/unit-of-work';
import { contentTypeOf } from '../shared/file-types';
import { recordMembershipEvent } from '../webhooks/webhook-events';
import {
  AlreadyFulfilled,
  applyMembershipChangeLocked,
  recordCheckoutPayment,
} from './apply-membership-change';
import { type KeptCard, keepCard, keptCardOf } from './auto-renewal-choice';
import { type Created, FulfilmentEmails } from './fulfilment-emails';
import { isFreeCheckout, PUBLIC_POLICY, purchaseDescription } from './policy';
import { RefundCheckout, refusalReason } from './refund-checkout';
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

const PAYMENT_NOT_SUCCEEDED_MESSAGE = 'Payment status is not succeeded';
const PAYMENT_MISMATCH_MESSAGE =
  'The payment does not match this purchase. Please contact support before trying again.';

export type FulfilCheckoutCode =
  | 'PAYMENT_INTENT_NOT_FOUND'
  | 'PAYMENT_NOT_SUCCEEDED'
  | 'PAYMENT_MISMATCH'
  | 'EMAIL_ASSOCIATED'
  | 'MEMBERSHIP_ACTIVE_EXISTS'
  | 'MEMBERSHIP_ACTIVE_DIFFERENT_TYPE'
  | 'MEMBERSHIP_RENEW_REQUIRED'
  | 'PAYMENT_REFUNDED'
  | 'PAYMENT_REFUND_PENDING'
  | 'CHECKOUT_EXPIRED'
  | MembershipChangeRefusal;

type RefusalCode = Exclude<
  FulfilCheckoutCode,
  | 'PAYMENT_INTENT_NOT_FOUND'
  | 'PAYMENT_NOT_SUCCEEDED'
  | 'PAYMENT_MISMATCH'
  | 'PAYMENT_REFUNDED'
  | 'PAYMENT_REFUND_PENDING'
  | 'CHECKOUT_EXPIRED'
>;

const isRefusalCode = (code: string | null): code is Exclude<RefusalCode, MembershipChangeRefusal> =>
  code !== null && code !== 'PROCEED' && Object.hasOwn(ELIGIBILITY_MESSAGES, code);

/** What a checkout names, read once under the lock. */
interface Sale {
  readonly campground: CampgroundRecord;
  readonly type: MembershipTypeRecord;
  readonly settings: CampgroundSettingsRecord;
  readonly today: CalendarDate;
  readonly existing: ReturnType<typeof standingMemberships>;
}

/** The buyer's profile: the checkout's fields under the profile's names, which are the same. */
export const profileOfPurchase = (purchase: CheckoutPurchase): NewProfile => {
  const { email: _email, startDate: _start, endDate: _end, isMilitary, ...fields } = purchase;
  return { ...fields, status: 'active', militaryStatus: isMilitary ? 'military' : null };
};

const DOCUMENT_KINDS: readonly [keyof PurchaseCheckoutRecord['uploads'], IdentityDocumentKind][] = [
  ['selfie', 'selfie'],
  ['signature', 'signature'],
  ['militaryDocument', 'military-document'],
];

/** The ports a fulfilment needs; whatever fulfils checkouts takes at least these. */
export type FulfilmentPorts = Pick<
  CorePorts,
  'unitOfWork' | 'gateway' | 'mailer' | 'emailRenderer' | 'tokens' | 'random' | 'clock' | 'config' | 'storage'
>;

/**
 * Turns a paid checkout into the membership, exactly once per payment, whoever asks: the browser's
 * purchase-membership, the gateway's webhook or a reconciliation run. The gateway must say the
 * intent succeeded for the checkout's amount, currency and metadata. Then, in one transaction that
 * holds the checkout's row lock: the account and profile when the e-mail has none, the payment row
 * (its unique gateway id is the last guard), the membership with a code from the campground's
 * settings, the document records, the logical delete, and the checkout marked fulfilled. A second
 * caller waits on the lock and answers the same membership. E-mails go out after the commit.
 *
 * A paid checkout that can no longer be fulfilled (another purchase won the race) is kept as refused
 * with its payment recorded, and refunded at once; every caller that finds it refused answers
 * PAYMENT_REFUNDED (or PAYMENT_REFUND_PENDING while the gateway cannot refund; reconciliation retries).
 */
export class FulfilCheckout {
  constructor(private readonly ports: FulfilmentPorts) {
    this.emails = new FulfilmentEmails(ports);
    this.refunds = new RefundCheckout(ports);
  }

  private readonly emails: FulfilmentEmails;
  private readonly refunds: RefundCheckout;

  async execute(paymentIntentId: string): Promise<Result<Fulfilment, FulfilCheckoutCode>> {
    const checkout = await this.ports.unitOfWork.run((repos) =>
      repos.checkouts.findByPaymentIntentId(paymentIntentId),
    );
    if (!checkout) return err('PAYMENT_INTENT_NOT_FOUND', PAYMENT_INTENT_MISSING);
    const settled = await this.settledAnswer(checkout);
    if (settled) return settled;

    const paid = isFreeCheckout(checkout) ? ok(null) : await this.verifiedCharge(checkout);
    if (!paid.ok) return paid;
    const kept = paid.value && (await keptCardOf(this.ports.gateway, paid.value));

    // The files' sizes are read before the transaction, so no row stays locked while storage answers.
    const sizes = await this.uploadSizes(checkout);
    let outcome: Created | 'refused';
    try {
      outcome = await this.ports.unitOfWork.run((repos) =>
        this.fulfilLocked(repos, paymentIntentId, sizes, paid.value?.destination ?? null, kept || null),
      );
    } catch (error) {
      if (!(error instanceof AlreadyFulfilled)) throw error;
      outcome = 'refused';
    }
    if (outcome === 'refused') {
      // Refused here, or settled by another caller meanwhile: answer what the checkout now says.
      const again = await this.ports.unitOfWork.run((repos) =>
        repos.checkouts.findByPaymentIntentId(paymentIntentId),
      );
      const answer = again && (await this.settledAnswer(again));
      if (!answer) throw new Error(`Checkout for ${paymentIntentId} is still pending after its fulfilment`);
      return answer;
    }
    await this.emails.send(checkout, outcome);
    return ok({
      membership: outcome.membership,
      archivedCount: outcome.archivedCount,
      message: purchaseSuccessMessage(outcome.archivedCount),
      paymentId: paymentIntentId,
      created: true,
    });
  }

  /**
   * Why the gateway does not vouch for the checkout's payment, or, when it succeeded for the
   * checkout's amount, currency and metadata, where its money went (the destination charge's account
   * and platform share, exactly as charged; `null` for a charge on the platform's account). Always
   * asks the gateway itself: a webhook's copy of the intent only says when to ask.
   */
  private async verifiedCharge(
    checkout: CheckoutRecord,
  ): Promise<Result<PaymentIntentDetails | null, FulfilCheckoutCode>> {
    const intent = await this.ports.gateway.retrievePaymentIntent(checkout.paymentIntentId);
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
    return ok(intent);
  }

  /**
   * Refunds a refused checkout's payment unless that is done, and answers so: PAYMENT_REFUNDED with
   * the refusal's reason, or PAYMENT_REFUND_PENDING when the gateway could not refund it now.
   */
  async refundRefused(checkout: CheckoutRecord): Promise<Err<'PAYMENT_REFUNDED' | 'PAYMENT_REFUND_PENDING'>> {
    const refunded = await this.refunds.execute(checkout);
    const reason = refusalReason(checkout.refusalCode);
    return err(
      refunded ? 'PAYMENT_REFUNDED' : 'PAYMENT_REFUND_PENDING',
      refundedPurchaseMessage(reason, refunded),
    );
  }

  /** A refused free checkout answers its eligibility code again; refusals are only ever those codes. */
  private refusal(code: string | null): Result<never, RefusalCode> {
    if (code !== null && Object.hasOwn(MEMBERSHIP_CHANGE_REFUSALS, code)) {
      const changeCode = code as MembershipChangeRefusal;
      return err(changeCode, MEMBERSHIP_CHANGE_REFUSALS[changeCode]);
    }
    const refused = isRefusalCode(code) ? code : 'MEMBERSHIP_ACTIVE_EXISTS';
    return err(refused, ELIGIBILITY_MESSAGES[refused]);
  }

  /** The answer for a checkout an earlier call already settled, or `null` while it is pending. */
  private async settledAnswer(
    checkout: CheckoutRecord,
  ): Promise<Result<Fulfilment, FulfilCheckoutCode> | null> {
    // Not paid in time: its intent was cancelled before any money was taken (expire-checkouts).
    if (checkout.status === 'expired') return err('CHECKOUT_EXPIRED', CHECKOUT_EXPIRED_MESSAGE);
    if (checkout.status === 'refused') {
      // Nothing was paid for a free checkout: nothing to refund, only the refusal to repeat.
      return isFreeCheckout(checkout) ? this.refusal(checkout.refusalCode) : this.refundRefused(checkout);
    }
    if (checkout.status !== 'fulfilled' || !checkout.membershipId) return null;
    const membershipId = checkout.membershipId;
    const membership = await this.ports.unitOfWork.run((repos) => repos.memberships.findById(membershipId));
    if (!membership) throw new Error(`Checkout ${checkout.id} names a missing membership`);
    return ok({
      membership,
      archivedCount: checkout.archivedCount,
      message: purchaseSuccessMessage(checkout.archivedCount),
      paymentId: checkout.paymentIntentId,
      created: false,
    });
  }

  /**
   * The fulfilment under the checkout's row lock, in named steps: check eligibility again, record the
   * payment, ensure the member, issue the membership, attach the documents, archive what the purchase
   * replaces, and mark the checkout fulfilled.
   */
  private async fulfilLocked(
    repos: Repositories,
    paymentIntentId: string,
    sizes: ReadonlyMap<string, number>,
    charged: ChargeDestination | null,
    kept: KeptCard | null,
  ): Promise<Created | 'refused'> {
    const now = this.ports.clock.now();
    const locked = await repos.checkouts.lockByPaymentIntentId(paymentIntentId);
    if (!locked) throw new Error(`Checkout for ${paymentIntentId} vanished`);
    if (locked.status !== 'pending') throw new AlreadyFulfilled();
    if (locked.change)
      return applyMembershipChangeLocked(
        repos,
        { ...locked, change: locked.change },
        this.ports.clock,
        charged,
        kept,
      );
    if (!isPurchaseCheckout(locked)) throw new Error(`Checkout ${locked.id} has no purchase`);
    const checkout = locked;

    const sale = await this.loadSale(repos, checkout);
    const eligibility = purchaseEligibility({
      membershipTypeId: sale.type.id,
      today: sale.today,
      existing: sale.existing,
      emailHasStaffAccount: await hasStaffAccount(repos, checkout.purchase.email),
    });
    if (!eligibility.canProceed) {
      // Paid, yet no longer allowed (another purchase won the race): the payment shows in the buyer's
      // history, and the checkout is kept as refused for its refund.
      if (!isFreeCheckout(checkout)) {
        const buyer = await repos.users.findByEmail(checkout.purchase.email);
        await this.recordPayment(repos, checkout, sale, now, buyer?.id ?? null, charged);
      }
      await repos.checkouts.markRefused(checkout.id, eligibility.code, now);
      return 'refused';
    }

    // Nothing was paid for a free checkout: no payment row; the row lock and the pending status guard it.
    const paymentId = isFreeCheckout(checkout)
      ? null
      : await this.recordPayment(repos, checkout, sale, now, null, charged);
    const member = await this.ensureMember(repos, checkout.purchase, now);
    const membership = await this.issueMembership(repos, checkout, sale, member.userId, paymentId, now);
    if (kept) await keepCard(repos, membership, kept, now);
    await this.attachDocuments(repos, checkout, membership, sizes, now);
    const replaced = membershipsToArchive(sale.existing, sale.type.id, sale.today).map((m) => m.id);
    const archivedCount = replaced.length === 0 ? 0 : await repos.memberships.archive(replaced, now);
    const fulfilment = { membershipId: membership.id, archivedCount };
    if (!(await repos.checkouts.markFulfilled(checkout.id, fulfilment, now))) throw new AlreadyFulfilled();
    return {
      membership,
      archivedCount,
      newAccount: member.newAccount,
      campground: sale.campground,
      type: sale.type,
      sendWelcome: sale.settings.sendWelcomeEmails,
    };
  }

  /** Everything the checkout names, read once: campground, plan, settings, and the buyer's memberships there. */
  private async loadSale(repos: Repositories, checkout: PurchaseCheckoutRecord): Promise<Sale> {
    const campground = await repos.campgrounds.findById(checkout.campgroundId);
    const type = await repos.membershipTypes.findById(checkout.membershipTypeId);
    const settings = await repos.campgrounds.findSettings(checkout.campgroundId);
    if (!campground || !type || !settings) throw new Error(`Checkout ${checkout.id} names missing records`);
    const existing = standingMemberships(
      await repos.memberships.listByMemberEmail(campground.id, checkout.purchase.email),
    );
    return { campground, type, settings, today: campgroundToday(campground, this.ports.clock), existing };
  }

  /** The purchase's payment row, named like the purchase. */
  private recordPayment(
    repos: Repositories,
    checkout: CheckoutRecord,
    sale: Sale,
    now: Date,
    userId: string | null,
    charged: ChargeDestination | null,
  ): Promise<string> {
    const description = purchaseDescription(sale.type, sale.campground);
    return recordCheckoutPayment(
      repos,
      checkout,
      { purpose: 'purchase', description, userId, membershipId: null, charged },
      now,
    );
  }

  /** The buyer's account (made without a password when the e-mail has none), profile and member role. */
  private async ensureMember(
    repos: Repositories,
    purchase: CheckoutPurchase,
    now: Date,
  ): Promise<{ readonly userId: string; readonly newAccount: boolean }> {
    let user = await repos.users.findByEmail(purchase.email);
    const newAccount = user === null;
    if (!user) {
      const created = await repos.users.create({ email: purchase.email, passwordHash: null, createdAt: now });
      if (!created.ok) throw new Error('The account appeared during the purchase; retry');
      user = created.value;
    }
    if (!(await repos.users.findProfile(user.id))) {
      await repos.users.saveProfile(user.id, profileOfPurchase(purchase), now);
    }
    await repos.roles.grant({ userId: user.id, role: 'member', campgroundId: null, createdAt: now });
    return { userId: user.id, newAccount };
  }

  /** The membership, with a code from the campground's settings, linked to its payment. */
  private async issueMembership(
    repos: Repositories,
    checkout: PurchaseCheckoutRecord,
    sale: Sale,
    memberId: string,
    paymentId: string | null,
    now: Date,
  ): Promise<MembershipRecord> {
    const { campground } = sale;
    const codeSettings = codeSettingsOf(sale.settings);
    const consecutive = codeSettings.useNumbers && !codeSettings.generateRandomNumbers;
    for (let attempt = 0; attempt < PUBLIC_POLICY.codeAttempts; attempt += 1) {
      const claimed = consecutive
        ? await repos.campgrounds.claimConsecutiveCodeNumber(campground.id, now)
        : null;
      const { code } = generateMembershipCode(
        claimed === null ? codeSettings : { ...codeSettings, lastConsecutiveNumber: claimed - 1 },
        { random: this.ports.random.int, slug: campground.slug },
      );
      const created = await repos.memberships.create({
        membershipCode: code,
        membershipTypeId: checkout.membershipTypeId,
        memberId,
        campgroundId: campground.id,
        startDate: checkout.purchase.startDate,
        endDate: checkout.purchase.endDate,
        // Paid and confirmed by the gateway, or nothing due; a military document may still await approval.
        status: purchasedMembershipStatus({
          documentsNeedReview: Boolean(checkout.uploads.militaryDocument),
          autoApprove: sale.settings.autoApproveMemberships,
        }),
        paymentStatus: 'paid',
        autoRenewal: false,
        pricePaidCents: checkout.amountCents,
        isMilitaryDiscount: checkout.fees.discount > 0,
        paymentId,
        createdAt: now,
      });
      if (created.ok) {
        if (paymentId) {
          await repos.payments.update(paymentId, { userId: memberId, membershipId: created.value.id }, now);
        }
        await recordMembershipEvent(repos, 'membership.created', created.value, now);
        return created.value;
      }
    }
    throw new Error(
      `No free membership code at campground ${campground.id} after ${PUBLIC_POLICY.codeAttempts} attempts`,
    );
  }

  /** The size in bytes of each file a purchase uploaded, by storage key (a missing file: none). */
  private async uploadSizes(checkout: CheckoutRecord): Promise<ReadonlyMap<string, number>> {
    const sizes = new Map<string, number>();
    if (!isPurchaseCheckout(checkout)) return sizes;
    for (const [field] of DOCUMENT_KINDS) {
      const storageKey = checkout.uploads[field];
      if (!storageKey) continue;
      const file = await this.ports.storage.get(storageKey);
      if (file) sizes.set(storageKey, file.bytes.byteLength);
    }
    return sizes;
  }

  /** One pending identity-document record per uploaded file, with its size in bytes. */
  private async attachDocuments(
    repos: Repositories,
    checkout: PurchaseCheckoutRecord,
    membership: MembershipRecord,
    sizes: ReadonlyMap<string, number>,
    now: Date,
  ): Promise<void> {
    for (const [field, kind] of DOCUMENT_KINDS) {
      const storageKey = checkout.uploads[field];
      if (!storageKey) continue;
      await repos.identityDocuments.create({
        membershipId: membership.id,
        userId: membership.memberId,
        campgroundId: membership.campgroundId,
        kind,
        storageKey,
        contentType: contentTypeOf(storageKey),
        status: 'pending',
        sizeBytes: sizes.get(storageKey) ?? null,
        createdAt: now,
      });
    }
  }
}
