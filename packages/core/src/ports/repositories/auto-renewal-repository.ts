import type { CalendarDate } from '@camppass/domain';
import type { CampgroundRecord } from './campground-repository';

/** Where a renewal charge stands; `pending` and `declined` wait for an attempt at `nextAttemptAt`. */
export type RenewalChargeStatus =
  | 'pending'
  | 'succeeded'
  | 'authentication_required'
  | 'declined'
  | 'given_up'
  | 'cancelled';

/** The card a membership's renewals are charged to, as the gateway described it. */
export interface SavedCardRecord {
  readonly membershipId: string;
  /** The member's customer at the gateway. */
  readonly customerId: string;
  readonly paymentMethodId: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number | null;
  readonly expYear: number | null;
}

/**
 * What a renewal costs, priced when its charge opens (the manual renewal's rules).
 * @public
 */
export interface RenewalChargeAmounts {
  readonly listPriceCents: number;
  readonly discountPercentage: number;
  readonly discountCents: number;
  /** Platform and processing fees on top of the discounted price. */
  readonly feeCents: number;
  readonly totalCents: number;
}

export interface NewRenewalCharge extends RenewalChargeAmounts {
  readonly membershipId: string;
  readonly campgroundId: string;
  /** The end date the renewal continues from: one charge per membership and period. */
  readonly periodEndDate: CalendarDate;
  readonly nextAttemptAt: Date;
  readonly createdAt: Date;
}

export interface RenewalChargeRecord extends RenewalChargeAmounts {
  readonly id: string;
  readonly membershipId: string;
  readonly campgroundId: string;
  readonly periodEndDate: CalendarDate;
  readonly status: RenewalChargeStatus;
  /** Attempts that reached the gateway and came back declined or asking for authentication. */
  readonly attempts: number;
  readonly nextAttemptAt: Date | null;
  readonly gatewayIntentId: string | null;
  readonly declineCode: string | null;
  readonly declineMessage: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type RenewalChargePatch = Partial<
  Pick<
    RenewalChargeRecord,
    'status' | 'attempts' | 'nextAttemptAt' | 'gatewayIntentId' | 'declineCode' | 'declineMessage'
  >
>;

/** An auto-renewing membership whose end date is in the charge window and has no charge yet. */
export interface DueAutoRenewal {
  readonly membershipId: string;
  readonly endDate: CalendarDate;
}

/**
 * Memberships that renew themselves: the member's customer at the gateway, the saved card of each
 * membership, and one renewal charge per membership and period (unique), claimed by one worker at a
 * time.
 */
export interface AutoRenewalRepository {
  /** The member's customer id at the gateway, or `null`. */
  findCustomer(userId: string): Promise<string | null>;
  /** Keeps the first customer id recorded for the member and answers it. */
  saveCustomer(userId: string, customerId: string, at: Date): Promise<string>;
  findCard(membershipId: string): Promise<SavedCardRecord | null>;
  listCards(membershipIds: readonly string[]): Promise<SavedCardRecord[]>;
  /** Saves (or replaces) the membership's card. */
  saveCard(card: SavedCardRecord, at: Date): Promise<void>;
  /** Active campgrounds that allow, charge for and offer automatic renewal. */
  listOfferingCampgrounds(): Promise<CampgroundRecord[]>;
  /**
   * Active memberships of the campground with automatic renewal on and a saved card, ending within
   * `endDateFrom`..`endDateTo`, without a charge for that end date; soonest first.
   */
  listDue(query: {
    readonly campgroundId: string;
    readonly endDateFrom: CalendarDate;
    readonly endDateTo: CalendarDate;
    readonly limit: number;
  }): Promise<DueAutoRenewal[]>;
  /** Opens the period's charge as `pending`; `null` when the period already has one. */
  openCharge(charge: NewRenewalCharge): Promise<RenewalChargeRecord | null>;
  /** `pending` and `declined` charges of the campground whose next attempt is due at `now`. */
  listAttemptable(campgroundId: string, now: Date, limit: number): Promise<RenewalChargeRecord[]>;
  /**
   * Takes the charge for one attempt until `until`: `null` when it is not attemptable at `now` or
   * another worker holds it. The claim ends with `release` or when it lapses.
   */
  claim(chargeId: string, now: Date, until: Date): Promise<RenewalChargeRecord | null>;
  /** Changes the charge and ends any claim on it. */
  update(chargeId: string, patch: RenewalChargePatch, at: Date): Promise<RenewalChargeRecord | null>;
  findById(chargeId: string): Promise<RenewalChargeRecord | null>;
  /** The charge, its row locked until the transaction ends. */
  findByIdForUpdate(chargeId: string): Promise<RenewalChargeRecord | null>;
  /** The latest charge of each of these memberships. */
  listLatest(membershipIds: readonly string[]): Promise<RenewalChargeRecord[]>;
  /** Cancels the membership's charges still waiting (pending, declined, authentication required). */
  cancelOpen(membershipId: string, at: Date): Promise<number>;
}
