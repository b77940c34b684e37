import type { OwnerAreaCampground } from '@camppass/core/owner/list-owner-campgrounds';
import { ListOwnerCampgrounds } from '@camppass/core/owner/list-owner-campgrounds';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { presentCampground } from '../../http/present-campground';

/** A campground of the owner area in the fields of 03 §3, with the caller's role there. */
const presentOwnerCampground = (entry: OwnerAreaCampground, productName: string) => ({
  ...presentCampground(entry.campground, productName),
  owner_id: entry.campground.ownerId,
  created_at: entry.campground.createdAt.toISOString(),
  updated_at: entry.campground.updatedAt.toISOString(),
  public_page_available: entry.publicPageAvailable,
  caller_role: entry.callerRole,
  ready_to_sell: {
    membership_type: entry.readiness.membershipType,
    logo: entry.readiness.logo,
    terms: entry.readiness.terms,
    payouts: entry.payoutState === 'enabled',
  },
  payout_state: entry.payoutState,
});

/** owner-campgrounds: the shell's campgrounds and the overview's stats (03 §2.1, §2.2, §3). */
export const ownerCampgroundRoutes = ({ use, config }: Area) => {
  const { productName } = config;
  return defineFunctions(use).define('owner-campgrounds', async ({ caller }) => {
    const result = await use(ListOwnerCampgrounds).execute({ actor: caller });
    if (!result.ok) return result;
    const { campgrounds, stats } = result.value;
    return {
      success: true,
      data: {
        campgrounds: campgrounds.map((entry) => presentOwnerCampground(entry, productName)),
        stats: {
          totalCampgrounds: stats.totalCampgrounds,
          totalMemberships: stats.totalMemberships,
          activeMemberships: stats.activeMemberships,
          expiringMemberships: stats.expiringMemberships,
          totalRevenue: stats.totalRevenueCents,
        },
      },
    };
  }).app;
};
