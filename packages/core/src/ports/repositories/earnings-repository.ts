import type { CalendarDate } from '@camppass/domain';
import type { Payout } from '../payment-gateway';

/** One campground's succeeded payments of a period, summed (cents). */
export interface EarningsQuery {
  readonly campgroundId: string;
  /** First and last day included, in `timeZone` (the campground's). */
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly timeZone: string;
}

/**
 * Card payments (no `recorded_by`): gross is their amounts; platform fees are the application fee less
 * the part refunds returned (the domain's `platformShare − platformShareReturned`); refunds are
 * `refunded_cents`; net = gross − platform fees − refunds. Payments recorded at the office are apart
 * (docs/decisions/owner-area.md#earnings-on-the-owners-home).
 */
export interface EarningsFigures {
  readonly grossCents: number;
  readonly platformFeesCents: number;
  readonly refundsCents: number;
  readonly netCents: number;
  readonly paymentCount: number;
  /** Payments recorded at the office: their amounts less any refunded, and how many. */
  readonly officeCents: number;
  readonly officeCount: number;
}

/** A payout as a webhook reported it, for one campground. */
export interface StoredPayout extends Payout {
  readonly campgroundId: string;
}

/** What storing a payout did: `null` previous status when it was new. */
export interface PayoutChange {
  readonly previousStatus: Payout['status'] | null;
  readonly status: Payout['status'];
}

/** The owner's Home money: earnings summed by the store, the payouts the webhooks told of. */
export interface EarningsRepository {
  earnings(query: EarningsQuery): Promise<EarningsFigures>;
  /**
   * Inserts the payout or updates it to what the event says. A `failed` payout stays failed (a later
   * `paid` event is older news); anything else takes the event's status.
   */
  savePayout(payout: StoredPayout, at: Date): Promise<PayoutChange>;
  /** The campground's payouts, newest first. */
  listPayouts(campgroundId: string, limit: number): Promise<StoredPayout[]>;
}
