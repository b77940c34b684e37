import type { Cents } from './money';

/** Reported in every breakdown; computed tax is always 0 (02 §9). */
const TAX_RATE = 0.085;
export const PLATFORM_FEE: Cents = 350;
const PROCESSING_FEE_RATE = 0.021;
export const PROCESSING_FEE_FIXED: Cents = 25;
/** Purchase discount when the campground sets no percentage of its own (02 §9, 04 §9). */
const DEFAULT_MILITARY_DISCOUNT_PERCENTAGE = 15;
/** Renewal discount for memberships bought with the military discount (02 §9). */
const RENEWAL_MILITARY_DISCOUNT_PERCENTAGE = 10;

/** The fee result of 02 §3 / price breakdown of 04 §3. Amounts in cents, rates as fractions. */
export interface FeeBreakdown {
  readonly subtotal: Cents;
  readonly discount: Cents;
  /** Percent, 0–100 (15 means 15 %). */
  readonly discountPercentage: number;
  readonly subtotalAfterDiscount: Cents;
  readonly tax: Cents;
  readonly taxRate: number;
  readonly processingFee: Cents;
  readonly processingFeeRate: number;
  readonly platformFee: Cents;
  readonly total: Cents;
}

const assertCents = (name: string, value: Cents): void => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of cents: ${value}`);
  }
};

/** A percentage of 0–100 in steps of 0.01, as hundredths of a percent (basis points). */
const toBasisPoints = (percentage: number): number => {
  const basisPoints = Math.round(percentage * 100);
  if (!Number.isFinite(percentage) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`Discount percentage must be between 0 and 100: ${percentage}`);
  }
  return basisPoints;
};

/** True for 0–100 in steps of 0.01 (04 §9). */
export const isValidDiscountPercentage = (percentage: number): boolean =>
  Number.isFinite(percentage) &&
  percentage >= 0 &&
  percentage <= 100 &&
  Math.abs(percentage * 100 - Math.round(percentage * 100)) < 1e-6;

/** `amount × percentage %`, rounded half up to the cent, in integer arithmetic. */
export const percentageOf = (amount: Cents, percentage: number): Cents =>
  Math.floor((amount * toBasisPoints(percentage) * 2 + 10_000) / 20_000);

/**
 * The customer pays the processing fee: total = (discounted + platform fee + $0.25) / (1 − 0.021),
 * rounded UP to the cent so that after the 2.1 % + $0.25 the campground still receives the whole
 * discounted price and the platform its fee. A charge of 0 after discount is no payment at all.
 */
export const feeBreakdown = (subtotal: Cents, discountPercentage = 0): FeeBreakdown => {
  assertCents('Subtotal', subtotal);
  const discount = percentageOf(subtotal, discountPercentage);
  const subtotalAfterDiscount = subtotal - discount;
  const charged = subtotalAfterDiscount > 0;
  // 1 − 0.021 = 979/1000; ceil(n·1000/979) in integers avoids binary-fraction error.
  const total = charged
    ? Math.floor(((subtotalAfterDiscount + PLATFORM_FEE + PROCESSING_FEE_FIXED) * 1000 + 978) / 979)
    : 0;
  const platformFee = charged ? PLATFORM_FEE : 0;
  return {
    subtotal,
    discount,
    discountPercentage,
    subtotalAfterDiscount,
    tax: 0,
    taxRate: TAX_RATE,
    processingFee: charged ? total - subtotalAfterDiscount - platformFee : 0,
    processingFeeRate: PROCESSING_FEE_RATE,
    platformFee,
    total,
  };
};

/** A payment is made only when something is due (02 §4: an extension of 0 is requested directly). */
export const requiresPayment = (fees: FeeBreakdown): boolean => fees.total > 0;

/** The purchase discount a campground grants the military: its own percentage, else 15 (04 §9). */
export const militaryDiscountPercentage = (campgroundPercentage?: number | null): number =>
  campgroundPercentage ?? DEFAULT_MILITARY_DISCOUNT_PERCENTAGE;

/**
 * Purchase on the public page: the campground's military percentage (default 15) when the buyer
 * claims the military discount on an eligible plan, otherwise none.
 */
export const purchaseFees = (
  price: Cents,
  military: { readonly applies: boolean; readonly campgroundPercentage?: number | null },
): FeeBreakdown =>
  feeBreakdown(price, military.applies ? militaryDiscountPercentage(military.campgroundPercentage) : 0);

/** The type's current price, or the amount originally paid when the type's price is unknown (02 §8). */
export const renewalPrice = (currentTypePrice: Cents | null | undefined, originalPaid: Cents): Cents =>
  currentTypePrice ?? originalPaid;

/** Renewal: 10 % off when the military discount applies to it (see `renewalMilitaryDiscountApplies`). */
export const renewalFees = (price: Cents, isMilitaryDiscount: boolean): FeeBreakdown =>
  feeBreakdown(price, isMilitaryDiscount ? RENEWAL_MILITARY_DISCOUNT_PERCENTAGE : 0);

/**
 * Whether a renewal gets the military 10 % (02 §9 with issue 12,
 * docs/decisions/money-and-fees.md#the-military-discount-of-a-renewal-follows-an-approved-military-document):
 * the membership was bought with the military discount, and the member's military status stands,
 * that is, the campground approved one of their military documents. Pending review or rejected:
 * full price.
 */
export const renewalMilitaryDiscountApplies = (membership: {
  readonly hadMilitaryDiscount: boolean;
  readonly militaryDocumentApproved: boolean;
}): boolean => membership.hadMilitaryDiscount && membership.militaryDocumentApproved;

/** New type price minus the current type's base price, never below 0 (02 §9). */
export const extensionPrice = (newTypePrice: Cents, currentTypePrice: Cents): Cents =>
  Math.max(0, newTypePrice - currentTypePrice);

/** Extension: no discount; a price of 0 means no payment. */
export const extensionFees = (newTypePrice: Cents, currentTypePrice: Cents): FeeBreakdown =>
  feeBreakdown(extensionPrice(newTypePrice, currentTypePrice));

/**
 * The platform's share of a charge (the destination charge's `application_fee_amount`): everything
 * above the campground's discounted price, that is, the platform fee and the processing fee the buyer
 * pays, from which the platform pays the processor (docs/decisions/money-and-fees.md#the-campground-receives-its-price-the-platform-keeps-the-rest).
 */
export const platformShare = (fees: FeeBreakdown): Cents => fees.total - fees.subtotalAfterDiscount;

/**
 * The part of a platform share that a refund gives back, in proportion to the amount refunded,
 * rounded half up as Stripe does for `refund_application_fee`.
 */
export const platformShareReturned = (share: Cents, chargedCents: Cents, refundedCents: Cents): Cents =>
  chargedCents === 0 ? 0 : Math.floor((share * refundedCents * 2 + chargedCents) / (chargedCents * 2));
