import {
  err,
  MILITARY_DOCUMENT_REQUIRED,
  normalizeEmail,
  ok,
  type PurchaseRequestFields,
  purchaseEligibility,
  purchaseFees,
  purchaseMilitaryDiscount,
  type Result,
  SELFIE_REQUIRED,
  SIGNATURE_REQUIRED,
  stepOneFormOf,
  UPLOAD_ALREADY_USED_MESSAGE,
  validatePurchaseStepOne,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { CheckoutPurchase, CheckoutUploads } from '../ports/repositories/checkout-repository';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { buyerCustomerForRenewals } from './auto-renewal-customer';
import { expireCheckout } from './expire-checkouts';
import { FulfilCheckout } from './fulfil-checkout';
import { type CheckoutStarted, openCheckout } from './open-checkout';
import { findPlanOnSale, PUBLIC_POLICY, PURCHASE_CURRENCY, purchaseDescription } from './policy';
import { type PurchaseUploadKind, StoreUpload, uploadKindOf } from './store-upload';
import { campgroundToday, hasStaffAccount, standingMemberships } from './support';

/** The purchase form as the browser sends it (04 §7 purchase-membership fields). */
export type PurchaseForm = PurchaseRequestFields;

export interface CheckoutRequest {
  readonly campgroundId: string;
  readonly membershipTypeId: string;
  /** What the browser believes it will charge, in cents; only compared, never used. */
  readonly amount?: number | null;
  readonly currency?: string | null;
  readonly purchase: PurchaseForm;
  readonly clientKey: string;
  /** "Renew automatically": save the card for renewals, where the campground offers it. */
  readonly autoRenew?: boolean | null;
}

export type { CheckoutStarted } from './open-checkout';

export const AMOUNT_MISMATCH_MESSAGE =
  'The amount does not match the price of this membership. Please reload the page and try again.';
export const UNSUPPORTED_CURRENCY_MESSAGE = 'Payments are accepted in US dollars (usd) only.';

export type CreatePaymentIntentCode =
  | 'VALIDATION_ERROR'
  | 'CAMPGROUND_NOT_FOUND'
  | 'MEMBERSHIP_TYPE_NOT_FOUND'
  | 'AMOUNT_MISMATCH'
  | 'UNSUPPORTED_CURRENCY'
  | 'EMAIL_ASSOCIATED'
  | 'MEMBERSHIP_ACTIVE_EXISTS'
  | 'MEMBERSHIP_ACTIVE_DIFFERENT_TYPE'
  | 'MEMBERSHIP_RENEW_REQUIRED'
  | 'PAYMENTS_NOT_ENABLED'
  | 'UPLOAD_ALREADY_USED';

const DATA_URL_PNG = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

const decodeBase64 = (text: string): Uint8Array => {
  const binary = atob(text);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

/**
 * create-payment-intent: validates the whole purchase before any money moves, computes the price on
 * the server (type price, the campground's military discount when the campground offers it, the type
 * is eligible, the buyer claims it and sent a military document, then the fee formula), creates the
 * gateway's intent for that amount and records a pending checkout holding everything the membership
 * will be made from. When the total is 0 no gateway is asked: the checkout gets an id of our own and
 * purchase-membership fulfils it without a payment.
 */
export class CreatePaymentIntent {
  private readonly uploads: StoreUpload;
  private readonly fulfil: FulfilCheckout;

  constructor(
    private readonly ports: Pick<
      CorePorts,
      | 'unitOfWork'
      | 'gateway'
      | 'storage'
      | 'random'
      | 'rateLimiter'
      | 'clock'
      | 'config'
      | 'mailer'
      | 'emailRenderer'
      | 'tokens'
    >,
  ) {
    this.uploads = new StoreUpload(ports);
    this.fulfil = new FulfilCheckout(ports);
  }

  async execute(
    input: CheckoutRequest,
  ): Promise<Result<CheckoutStarted, CreatePaymentIntentCode> | RateLimited> {
    const currency = (input.currency ?? PURCHASE_CURRENCY).trim().toLowerCase();
    if (currency !== PURCHASE_CURRENCY) return err('UNSUPPORTED_CURRENCY', UNSUPPORTED_CURRENCY_MESSAGE);
    const { limit, windowSeconds } = PUBLIC_POLICY.checkoutsPerIp;
    const decision = await this.ports.rateLimiter.hit(`checkout:ip:${input.clientKey}`, limit, windowSeconds);
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);

    const plan = await this.ports.unitOfWork.run((repos) =>
      findPlanOnSale(repos, input.campgroundId, input.membershipTypeId),
    );
    if (!plan.ok) return plan;
    const { campground, type } = plan.value;

    const today = campgroundToday(campground, this.ports.clock);
    const form = input.purchase;
    const personal = validatePurchaseStepOne(stepOneFormOf(form), {
      today,
      durationDays: type.durationDays,
    });
    if (!personal.ok) return personal;
    const uploads = await this.resolveUploads(form, personal.value.isMilitary);
    if (!uploads.ok) return uploads;

    const email = normalizeEmail(personal.value.email);
    const eligibility = await this.ports.unitOfWork.run(async (repos) =>
      purchaseEligibility({
        membershipTypeId: type.id,
        today,
        existing: standingMemberships(await repos.memberships.listByMemberEmail(campground.id, email)),
        emailHasStaffAccount: await hasStaffAccount(repos, email),
      }),
    );
    if (!eligibility.canProceed) {
      return err(eligibility.code as Exclude<typeof eligibility.code, 'PROCEED'>, eligibility.message);
    }

    const military = purchaseMilitaryDiscount(
      campground,
      type,
      personal.value.isMilitary && uploads.value.militaryDocument !== null,
    );
    const fees = purchaseFees(type.priceCents, military);
    if (input.amount !== undefined && input.amount !== null && input.amount !== fees.total) {
      return err('AMOUNT_MISMATCH', AMOUNT_MISMATCH_MESSAGE);
    }

    const claimed = await this.claimUploads(uploads.value, campground.id, email);
    if (!claimed.ok) return claimed;

    const purchase: CheckoutPurchase = {
      ...personal.value,
      email,
      isMilitary: military.applies,
    };
    const saveCardFor =
      input.autoRenew && fees.total > 0
        ? await buyerCustomerForRenewals(this.ports, {
            campgroundId: campground.id,
            durationDays: type.durationDays,
            email,
            name: `${purchase.firstName} ${purchase.lastName}`,
          })
        : null;
    return openCheckout(this.ports, {
      campgroundId: campground.id,
      membershipTypeId: type.id,
      purchase,
      uploads: uploads.value,
      fees,
      currency,
      metadata: { memberEmail: email, memberName: `${purchase.firstName} ${purchase.lastName}` },
      description: purchaseDescription(type, campground),
      saveCardFor,
    });
  }

  /**
   * A file belongs to one checkout only: one another checkout names (pending, paid or refused) is
   * refused. A retry of the same purchase (the browser sends the files it uploaded already) finds
   * the earlier checkout of the same buyer e-mail at the same campground still pending: that one is
   * expired first (its intent cancelled) and the new checkout takes its files; when it was paid
   * meanwhile, fulfilment takes it and the files stay its own. Expired checkouts name nothing
   * (docs/decisions/checkout-and-payments.md#a-purchase-file-belongs-to-one-checkout).
   */
  private async claimUploads(
    uploads: CheckoutUploads,
    campgroundId: string,
    email: string,
  ): Promise<Result<null, 'UPLOAD_ALREADY_USED'>> {
    const keys = [uploads.selfie, uploads.signature, uploads.militaryDocument].filter(
      (key): key is string => key !== null,
    );
    const naming = await this.ports.unitOfWork.run((repos) => repos.checkouts.listNamingUploads(keys));
    for (const checkout of naming) {
      if (checkout.status === 'expired') continue;
      const sameBuyer =
        checkout.status === 'pending' &&
        checkout.campgroundId === campgroundId &&
        checkout.purchase?.email === email;
      if (!sameBuyer || (await expireCheckout(this.ports, this.fulfil, checkout)) !== 'expired') {
        return err('UPLOAD_ALREADY_USED', UPLOAD_ALREADY_USED_MESSAGE);
      }
    }
    return ok(null);
  }

  /** Each referenced file must be an upload of the right kind that storage holds. */
  private async resolveUploads(
    form: PurchaseForm,
    isMilitary: boolean,
  ): Promise<Result<CheckoutUploads, 'VALIDATION_ERROR'>> {
    const fieldErrors: Record<string, string> = {};
    const existing = async (id: string | null | undefined, kind: PurchaseUploadKind) =>
      id && uploadKindOf(id) === kind && (await this.ports.storage.exists(id)) ? id : null;

    const selfie = await existing(form.idPhotoUrl, 'selfie');
    if (!selfie) fieldErrors.selfieWithId = SELFIE_REQUIRED;
    const militaryDocument = isMilitary
      ? await existing(form.militaryDocumentUrl, 'military-document')
      : null;
    if (isMilitary && !militaryDocument) fieldErrors.militaryDocument = MILITARY_DOCUMENT_REQUIRED;

    let signature = await existing(form.signatureDataUrl, 'signature');
    const inline = DATA_URL_PNG.exec(form.signatureDataUrl?.trim() ?? '');
    if (!signature && inline?.[1]) {
      const stored = await this.uploads.store('signature', decodeBase64(inline[1]));
      if (stored.ok) signature = stored.value.uploadId;
    }
    if (!signature) fieldErrors.signature = SIGNATURE_REQUIRED;

    if (!selfie || !signature || (isMilitary && !militaryDocument)) {
      return err('VALIDATION_ERROR', Object.values(fieldErrors)[0] ?? SELFIE_REQUIRED, fieldErrors);
    }
    return ok({ selfie, signature, militaryDocument });
  }
}
