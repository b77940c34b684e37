import type {
  MembershipCodeLookup,
  MembershipVerificationQuery,
  PartnerCodeLookup,
} from '../ports/membership-verification-query';
import { copy, type InMemoryStore } from './in-memory-store';

export class InMemoryMembershipVerificationQuery implements MembershipVerificationQuery {
  constructor(private readonly store: InMemoryStore) {}

  async lookUpMembershipCode(
    campgroundSlug: string,
    membershipCode: string,
  ): Promise<MembershipCodeLookup | null> {
    const { campgrounds, memberships, users } = this.store.tables;
    const campground = [...campgrounds.values()].find(
      (c) => c.slug === campgroundSlug && !this.store.tables.removedCampgrounds.has(c.id),
    );
    if (!campground) return null;
    const membership = [...memberships.values()].find(
      (m) => m.campgroundId === campground.id && m.membershipCode === membershipCode,
    );
    const user = membership && users.get(membership.memberId);
    return copy({
      campgroundId: campground.id,
      campgroundStatus: campground.status,
      campgroundTimeZone: campground.timeZone,
      found: membership && user ? { membership, email: user.email } : null,
    });
  }

  async lookUpWithApiKey(keyHash: string, membershipCode: string): Promise<PartnerCodeLookup | null> {
    const key = [...this.store.tables.apiKeys.values()].find((k) => k.keyHash === keyHash && !k.revokedAt);
    const campground = key && this.store.tables.campgrounds.get(key.campgroundId);
    if (!key || !campground) return null;
    const owner = campground.ownerId ? this.store.tables.profiles.get(campground.ownerId) : undefined;
    if (owner && owner.status !== 'active') return null;
    const lookup = await this.lookUpMembershipCode(campground.slug, membershipCode);
    return lookup && { ...lookup, apiKeyId: key.id, campgroundSlug: campground.slug };
  }
}
