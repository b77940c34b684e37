import {
  CAMPGROUND_NOT_FOUND,
  canTakeCharges,
  type Err,
  err,
  PATHS,
  PAYOUTS_OWNER_ONLY,
  type PayoutAccountState,
  payoutAccountState,
} from '@camppass/domain';
import { type CoreConfig, portalLink } from '../config';
import type { PayoutAccountRecord } from '../ports/repositories/payout-account-repository';
import type { Principal } from '../shared/principal';
import { ownsCampground } from './api-key-access';
import { roleAt } from './owner-access';

/** A campground's payouts account as the Payouts card shows it. */
export interface PayoutAccountView {
  readonly campgroundId: string;
  /** `null` until the owner connects. */
  readonly account: PayoutAccountRecord | null;
  readonly state: PayoutAccountState;
  /** Whether the campground may sell now. */
  readonly canTakeCharges: boolean;
  /** Only the owner may connect and open the gateway's dashboard; staff and a super admin read. */
  readonly callerRole: 'owner' | 'staff' | 'super_admin';
}

export const payoutAccountView = (
  actor: Principal,
  campgroundId: string,
  account: PayoutAccountRecord | null,
): PayoutAccountView => ({
  campgroundId,
  account,
  state: payoutAccountState(account),
  canTakeCharges: canTakeCharges(account),
  callerRole: roleAt(actor, campgroundId) ?? 'staff',
});

/**
 * Connecting and the gateway's dashboard are the owner's own: the account is in their (business)
 * name. Not staff, and not a super admin, who reads every campground's state but never onboards one.
 */
export const payoutsOwnerRefusal = (actor: Principal, campgroundId: string): Err<'FORBIDDEN'> | null =>
  ownsCampground(actor, campgroundId) ? null : err('FORBIDDEN', PAYOUTS_OWNER_ONLY);

export const campgroundNotFound = (): Err<'CAMPGROUND_NOT_FOUND'> =>
  err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);

/**
 * Where the gateway sends the owner back: Settings of the owner's dashboard, with the campground, and
 * `payouts=return` (left onboarding) or `payouts=refresh` (the link expired: ask for a new one).
 */
export const payoutsReturnUrl = (
  config: CoreConfig,
  campgroundId: string,
  payouts: 'return' | 'refresh',
): string => portalLink(config, PATHS.ownerDashboard, { tab: 'settings', payouts, campground: campgroundId });

/** The gateway's idempotency key for a campground's account: one account per campground, ever. */
export const payoutAccountKey = (campgroundId: string): string => `payout-account-${campgroundId}`;
