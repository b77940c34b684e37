import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type {
  MembershipCodeLookup,
  PublicPageRepository,
} from '../ports/repositories/public-page-repository';
import { copy, type InMemoryStore, newestFirst } from './in-memory-store';

const lower = (email: string) => email.trim().toLowerCase();

export class InMemoryPublicPageRepository implements PublicPageRepository {
  constructor(private readonly store: InMemoryStore) {}

  async listActiveCampgrounds(): Promise<CampgroundRecord[]> {
    return copy(
      [...this.store.tables.campgrounds.values()]
        .filter((campground) => campground.status === 'active')
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    );
  }

  async lookUpMembershipCode(
    campgroundSlug: string,
    membershipCode: string,
  ): Promise<MembershipCodeLookup | null> {
    const { campgrounds, memberships, users } = this.store.tables;
    const campground = [...campgrounds.values()].find((c) => c.slug === campgroundSlug);
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

  async listMembershipsByEmail(campgroundId: string, email: string): Promise<MembershipRecord[]> {
    const user = [...this.store.tables.users.values()].find((u) => lower(u.email) === lower(email));
    if (!user) return [];
    return copy(
      newestFirst(
        [...this.store.tables.memberships.values()].filter(
          (m) => m.memberId === user.id && m.campgroundId === campgroundId,
        ),
      ),
    );
  }

  async archiveMemberships(ids: readonly string[], at: Date): Promise<number> {
    let changed = 0;
    for (const id of new Set(ids)) {
      const row = this.store.tables.memberships.get(id);
      if (!row || row.status === 'archived') continue;
      this.store.tables.memberships.set(id, { ...row, status: 'archived', updatedAt: at });
      changed += 1;
    }
    return changed;
  }

  async claimConsecutiveCodeNumber(campgroundId: string, at: Date): Promise<number | null> {
    const settings = this.store.tables.settings.get(campgroundId);
    if (!settings) return null;
    const next = settings.codeLastConsecutiveNumber + 1;
    const claimed =
      next < settings.codeNumberMin || next > settings.codeNumberMax ? settings.codeNumberMin : next;
    this.store.tables.settings.set(campgroundId, {
      ...settings,
      codeLastConsecutiveNumber: claimed,
      updatedAt: at,
    });
    return claimed;
  }
}
