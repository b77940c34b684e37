import { err, ok, type Result } from '../shared/result';
import { mostPopularTakenMessage } from './messages';

export interface MilitaryCampground {
  readonly militaryDiscountEnabled: boolean;
  /** The campground's percentage; unset means the default 15. */
  readonly militaryDiscountPercentage?: number | null;
}

/** The military prompt and discount exist only where the campground enables it and the plan is eligible. */
export const militaryDiscountAvailable = (
  campground: MilitaryCampground,
  type: { readonly militaryDiscountEligible: boolean },
): boolean => campground.militaryDiscountEnabled && type.militaryDiscountEligible;

/** The military argument of `purchaseFees`: applied only when claimed and available. */
export const purchaseMilitaryDiscount = (
  campground: MilitaryCampground,
  type: { readonly militaryDiscountEligible: boolean },
  isMilitary: boolean,
): { readonly applies: boolean; readonly campgroundPercentage: number | null } => ({
  applies: isMilitary && militaryDiscountAvailable(campground, type),
  campgroundPercentage: campground.militaryDiscountPercentage ?? null,
});

export interface FeaturableType {
  readonly id: string;
  readonly campgroundId: string;
  readonly name: string;
  readonly displayName?: string | null;
  readonly isFeatured: boolean;
}

/** The name of another type already Most Popular at the campground, or null (03 §4). */
export const featuredTypeName = (
  types: readonly FeaturableType[],
  candidate: { readonly id?: string | null; readonly campgroundId: string },
): string | null => {
  const featured = types.find(
    (t) => t.isFeatured && t.campgroundId === candidate.campgroundId && t.id !== candidate.id,
  );
  return featured ? featured.displayName || featured.name : null;
};

/** At most one Most Popular type per campground: marking a second one is refused, naming the first. */
export const checkMostPopular = (
  types: readonly FeaturableType[],
  candidate: { readonly id?: string | null; readonly campgroundId: string; readonly isFeatured: boolean },
): Result<true, 'MOST_POPULAR_TAKEN'> => {
  const taken = candidate.isFeatured ? featuredTypeName(types, candidate) : null;
  return taken === null
    ? ok(true)
    : err('MOST_POPULAR_TAKEN', mostPopularTakenMessage(taken), {
        is_featured: mostPopularTakenMessage(taken),
      });
};
