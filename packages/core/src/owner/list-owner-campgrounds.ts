import {
  type CampgroundReadiness,
  err,
  OWNER_AREA_ONLY,
  OWNER_EXPIRING_WINDOW_DAYS,
  ok,
  type PayoutAccountState,
  payoutAccountState,
  type Result,
} from '@camppass/domain';
import { isOpenToPublic } from '../checkout/policy';
import type { CorePorts } from '../ports/core-ports';
import type { CampgroundRecord, OwnerStatsFigures } from '../ports/repositories/campground-repository';
import type { Principal } from '../shared/principal';
import { campgroundIdsOf, roleAt } from './owner-access';

export interface OwnerAreaCampground {
  readonly campground: CampgroundRecord;
  /** What the caller may do there (docs/decisions/owner-area.md#staff-versus-owner-in-the-owner-area). */
  readonly callerRole: 'owner' | 'staff' | 'super_admin';
  /** Whether /campground/{slug} answers: only active campgrounds are shown (04 §2). */
  readonly publicPageAvailable: boolean;
  /** What selling needs that the campground has (Home's ready-to-sell checklist). */
  readonly readiness: CampgroundReadiness;
  /** Its payouts account's state: it sells only once the account takes charges. */
  readonly payoutState: PayoutAccountState;
}

export interface OwnerCampgrounds {
  /** Every campground the caller owns or staffs, every status, by name. */
  readonly campgrounds: readonly OwnerAreaCampground[];
  /** 03 §3 Owner stats over the active ones. */
  readonly stats: OwnerStatsFigures;
}

const mayEnterOwnerArea = (actor: Principal): boolean =>
  actor.roles.some((grant) => grant.role === 'super_admin') || campgroundIdsOf(actor).length > 0;

/** owner-campgrounds: the owner dashboard's campgrounds and stats (03 §2.1, §2.2, §3). */
export class ListOwnerCampgrounds {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: { readonly actor: Principal }): Promise<Result<OwnerCampgrounds, 'FORBIDDEN'>> {
    const { actor } = input;
    if (!mayEnterOwnerArea(actor)) return err('FORBIDDEN', OWNER_AREA_ONLY);
    // A super admin without grants of their own sees none here; the admin dashboard lists them all.
    const ids = campgroundIdsOf(actor);
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const campgrounds = await repos.campgrounds.listByIds(ids);
      const stats = await repos.campgrounds.ownerStats(ids, now, OWNER_EXPIRING_WINDOW_DAYS);
      const accounts = new Map(
        (await repos.payoutAccounts.listByCampgrounds(ids)).map((account) => [account.campgroundId, account]),
      );
      const listed: OwnerAreaCampground[] = [];
      for (const campground of campgrounds) {
        const offered = await repos.membershipTypes.listByCampground(campground.id, { activeOnly: true });
        listed.push({
          campground,
          callerRole: roleAt(actor, campground.id) ?? 'staff',
          publicPageAvailable: isOpenToPublic(campground),
          readiness: {
            membershipType: offered.length > 0,
            logo: Boolean(campground.brandingLogoUrl),
            terms: Boolean(campground.termsConditionsUrl),
          },
          payoutState: payoutAccountState(accounts.get(campground.id) ?? null),
        });
      }
      return ok({ campgrounds: listed, stats });
    });
  }
}
