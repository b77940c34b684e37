import {
  CAMPGROUND_NOT_FOUND,
  err,
  MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE,
  ok,
  type Result,
} from '@camppass/domain';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { Repositories } from '../ports/unit-of-work';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Limits and lifetimes of the public page and the purchase, in seconds
 * (docs/decisions/public-page.md#limits-of-the-public-calls).
 */
export const PUBLIC_POLICY = {
  /** A welcome e-mail's set-password link: long enough to be found in the inbox days later. */
  welcomeLinkSeconds: 7 * DAY,
  uploadsPerIp: { limit: 100, windowSeconds: 10 * MINUTE },
  checkoutsPerIp: { limit: 50, windowSeconds: 10 * MINUTE },
  emailChecksPerIp: { limit: 120, windowSeconds: 10 * MINUTE },
  remindersPerEmail: { limit: 3, windowSeconds: HOUR },
  remindersPerIp: { limit: 10, windowSeconds: HOUR },
  /**
   * Verifications that did not answer valid, per client address: a guesser learns at most this many
   * answers an hour, against a code space of millions per campground.
   */
  failedVerificationsPerIp: { limit: 20, windowSeconds: HOUR },
  /** Partner verifications per API key: far above what a booking engine needs (1,000 a second). */
  verificationsPerApiKey: { limit: 60_000, windowSeconds: MINUTE },
  /** Attempts at a membership code no other membership of the campground has. */
  codeAttempts: 20,
} as const;

/**
 * The bytes of purchase files taken before payment (docs/decisions/public-page.md#a-byte-budget-for-files-before-payment):
 * 60 MB per address an hour (two purchases with every file at its 10 MB maximum, three times over)
 * and 2 GB an hour for everyone. A file no checkout names is removed after `unnamedKeepHours`.
 */
export const UPLOAD_POLICY = {
  budget: { bytesPerAddress: 60 * 1024 * 1024, bytesForAll: 2 * 1024 * 1024 * 1024, windowSeconds: HOUR },
  unnamedKeepHours: 3,
} as const;

/**
 * A checkout not paid within `unpaidExpiryHours` of its start expires: its intent is cancelled (a
 * payment made meanwhile is fulfilled instead) and its files go like files no checkout names
 * (docs/decisions/checkout-and-payments.md#unpaid-checkouts-expire-after-three-hours).
 */
export const CHECKOUT_POLICY = { unpaidExpiryHours: 3 } as const;

/** Every payment of the public page is in US dollars (04 §9). */
export const PURCHASE_CURRENCY = 'usd';

/** Only campgrounds whose status is active are shown and sell (04 §2). */
export const isOpenToPublic = (campground: CampgroundRecord | null): campground is CampgroundRecord =>
  campground !== null && campground.status === 'active';

/** A plan is on sale when it belongs to the campground and is active (04 §2). */
const isOnSaleAt = (
  type: MembershipTypeRecord | null,
  campground: CampgroundRecord,
): type is MembershipTypeRecord => type !== null && type.campgroundId === campground.id && type.isActive;

export interface PlanOnSale {
  readonly campground: CampgroundRecord;
  readonly type: MembershipTypeRecord;
}

/** The campground is public and the plan is on sale there: what every step of a purchase checks first. */
export const findPlanOnSale = async (
  repos: Pick<Repositories, 'campgrounds' | 'membershipTypes'>,
  campgroundId: string,
  membershipTypeId: string,
): Promise<Result<PlanOnSale, 'CAMPGROUND_NOT_FOUND' | 'MEMBERSHIP_TYPE_NOT_FOUND'>> => {
  const campground = await repos.campgrounds.findById(campgroundId);
  if (!isOpenToPublic(campground)) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
  const type = await repos.membershipTypes.findById(membershipTypeId);
  if (!isOnSaleAt(type, campground))
    return err('MEMBERSHIP_TYPE_NOT_FOUND', MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE);
  return ok({ campground, type });
};

/** How a purchase reads on the gateway and in the payment history. */
export const purchaseDescription = (type: MembershipTypeRecord, campground: CampgroundRecord): string =>
  `${type.displayName || type.name} membership at ${campground.name}`;

/** The id a checkout with nothing to pay is known by in place of a gateway intent. */
export const FREE_CHECKOUT_PREFIX = 'free_';

/** True for a checkout the server priced at 0: no gateway intent exists for it. */
export const isFreeCheckout = (checkout: { readonly amountCents: number }): boolean =>
  checkout.amountCents === 0;
