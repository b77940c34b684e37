import {
  CAMPGROUND_ACCESS_DENIED,
  CAMPGROUND_NOT_FOUND,
  EARNINGS_OWNER_ONLY,
  type Err,
  err,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { Principal } from '../shared/principal';
import { roleAt } from './owner-access';

export type MoneyRefusal = 'FORBIDDEN' | 'CAMPGROUND_NOT_FOUND';

/**
 * Who sees a campground's money (earnings, balance, payouts): its owner and a super admin; not its
 * staff (docs/decisions/owner-area.md#earnings-on-the-owners-home). Anyone else gets the same answer
 * whether or not the campground exists.
 */
const moneyRefusal = (actor: Principal, campgroundId: string): Err<'FORBIDDEN'> | null => {
  const role = roleAt(actor, campgroundId);
  if (role === 'owner' || role === 'super_admin') return null;
  return err('FORBIDDEN', role === 'staff' ? EARNINGS_OWNER_ONLY : CAMPGROUND_ACCESS_DENIED);
};

/** The campground whose money the caller may see. */
export const campgroundForMoney = async (
  ports: Pick<CorePorts, 'repos'>,
  actor: Principal,
  campgroundId: string,
): Promise<Result<CampgroundRecord, MoneyRefusal>> => {
  const refused = moneyRefusal(actor, campgroundId);
  if (refused) return refused;
  const campground = await ports.repos.campgrounds.findById(campgroundId);
  return campground ? ok(campground) : err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
};
