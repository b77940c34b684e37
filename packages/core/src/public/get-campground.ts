import { CAMPGROUND_NOT_FOUND, canTakeCharges, err, ok, type Result } from '@camppass/domain';
import { isOpenToPublic } from '../checkout/policy';
import type { CorePorts } from '../ports/core-ports';
import type { CampgroundRecord, CampgroundSettingsRecord } from '../ports/repositories/campground-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';

export interface PublicCampground {
  readonly campground: CampgroundRecord;
  /** Active types only, by sort order (04 §2 "only plans that are active are kept"). */
  readonly membershipTypes: readonly MembershipTypeRecord[];
  readonly settings: CampgroundSettingsRecord | null;
  /** Whether the campground sells now: its payouts account takes card payments. */
  readonly onSale: boolean;
}

/**
 * get-campground (04 §7): the public page's campground, by id or by slug. Campgrounds that are not
 * active are not found, as the picker lists only active ones.
 */
export class GetCampground {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  execute(
    query: { readonly id: string } | { readonly slug: string },
  ): Promise<Result<PublicCampground, 'CAMPGROUND_NOT_FOUND'>> {
    return this.ports.unitOfWork.run(async (repos) => {
      const campground =
        'id' in query
          ? await repos.campgrounds.findById(query.id)
          : await repos.campgrounds.findBySlug(query.slug);
      if (!isOpenToPublic(campground)) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      const membershipTypes = await repos.membershipTypes.listByCampground(campground.id, {
        activeOnly: true,
      });
      const settings = await repos.campgrounds.findSettings(campground.id);
      const onSale = canTakeCharges(await repos.payoutAccounts.findByCampground(campground.id));
      return ok({ campground, membershipTypes, settings, onSale });
    });
  }
}
