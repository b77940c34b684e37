import { CAMPGROUND_NOT_FOUND, err, ok, type Result } from '@camppass/domain';
import type {
  CampgroundRecord,
  CampgroundRepository,
  CampgroundSettingsRecord,
} from '../ports/repositories/campground-repository';
import type {
  MembershipTypeRecord,
  MembershipTypeRepository,
} from '../ports/repositories/membership-type-repository';
import type { PublicPageRepository } from '../ports/repositories/public-page-repository';
import { isOpenToPublic } from './support';

export interface PublicCampground {
  readonly campground: CampgroundRecord;
  /** Active types only, by sort order (04 §2 "only plans that are active are kept"). */
  readonly membershipTypes: readonly MembershipTypeRecord[];
  readonly settings: CampgroundSettingsRecord | null;
}

/**
 * get-campground (04 §7): the public page's campground, by id or by slug. Campgrounds that are not
 * active are not found, as the picker lists only active ones.
 */
export class GetCampground {
  constructor(
    private readonly campgrounds: CampgroundRepository,
    private readonly membershipTypes: MembershipTypeRepository,
  ) {}

  async execute(
    query: { readonly id: string } | { readonly slug: string },
  ): Promise<Result<PublicCampground, 'CAMPGROUND_NOT_FOUND'>> {
    const campground =
      'id' in query
        ? await this.campgrounds.findById(query.id)
        : await this.campgrounds.findBySlug(query.slug);
    if (!isOpenToPublic(campground)) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
    const [membershipTypes, settings] = await Promise.all([
      this.membershipTypes.listByCampground(campground.id, { activeOnly: true }),
      this.campgrounds.findSettings(campground.id),
    ]);
    return ok({ campground, membershipTypes, settings });
  }
}

/** list-campgrounds: the /membership picker's active campgrounds, by name (04 §2). */
export class ListCampgrounds {
  constructor(private readonly publicPage: PublicPageRepository) {}

  execute(): Promise<CampgroundRecord[]> {
    return this.publicPage.listActiveCampgrounds();
  }
}
