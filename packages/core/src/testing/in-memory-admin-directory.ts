import { currentStatus, todayInZone } from '@camppass/domain';
import { cappedPageOf, countLimit, type ListQuery, type Page } from '../ports/list';
import type {
  AccountFilter,
  AccountSort,
  AccountSummary,
  AdminCampground,
  AdminCampgroundFilter,
  AdminCampgroundSort,
  AdminDirectory,
  AdminMembership,
  MemberDetails,
  MemberFilter,
  MemberSummary,
  OwnerSummary,
  SchemaOverview,
  SystemCounts,
  SystemHealthFigures,
} from '../ports/repositories/admin-directory';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { StoredRole } from '../ports/repositories/role-repository';
import type { UserRecord } from '../ports/repositories/user-repository';
import { containsText, pageIn } from './in-memory-list';
import { copy, type InMemoryStore, newestFirst, oldestFirst } from './in-memory-store';

type Row<T> = T & { readonly id: string };

export class InMemoryAdminDirectory implements AdminDirectory {
  constructor(private readonly store: InMemoryStore) {}

  private get tables() {
    return this.store.tables;
  }

  private listed(): CampgroundRecord[] {
    return [...this.tables.campgrounds.values()].filter((row) => !this.tables.removedCampgrounds.has(row.id));
  }

  private holders(role: StoredRole): Set<string> {
    return new Set(this.tables.roles.filter((grant) => grant.role === role).map((grant) => grant.userId));
  }

  async systemCounts(now: Date): Promise<SystemCounts> {
    const listed = new Map(this.listed().map((c) => [c.id, c]));
    const activeMemberships = [...this.tables.memberships.values()].filter((row) => {
      const campground = listed.get(row.campgroundId);
      if (!campground || row.status === 'archived') return false;
      const today = todayInZone(now, campground.timeZone);
      return (
        currentStatus({ ...row, status: row.status === 'active' ? 'active' : 'pending' }, today) === 'active'
      );
    }).length;
    return {
      campgrounds: this.listed().length,
      owners: this.holders('owner').size,
      members: this.holders('member').size,
      activeMemberships,
      pendingVerifications: [...this.tables.identityDocuments.values()].filter(
        (row) => row.status === 'pending',
      ).length,
    };
  }

  async listCampgrounds(
    query: ListQuery<AdminCampgroundFilter, AdminCampgroundSort>,
  ): Promise<Page<AdminCampground>> {
    const rows = this.listed()
      .filter(
        (row) =>
          (query.filter.status === null || row.status === query.filter.status) &&
          (!query.filter.unownedOnly || row.ownerId === null) &&
          containsText([row.name, row.city, row.state, row.slug], query.search),
      )
      .map((row): AdminCampground => {
        const owner = row.ownerId ? this.account(row.ownerId) : null;
        const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : null;
        return {
          ...row,
          ownerName: owner ? ownerName || owner.email : null,
          ownerEmail: owner?.email ?? null,
        };
      });
    return pageIn(rows, query, (row) =>
      query.sort.field === 'name' ? row.name.toLowerCase() : row.createdAt.getTime(),
    );
  }

  private account(userId: string): AccountSummary | null {
    const user = this.tables.users.get(userId);
    return user ? this.summary(user) : null;
  }

  private summary(user: UserRecord): AccountSummary {
    const profile = this.tables.profiles.get(user.id);
    return {
      userId: user.id,
      email: user.email,
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      phone: profile?.phone ?? null,
      status: profile?.status ?? null,
      createdAt: user.createdAt,
      updatedAt: profile?.updatedAt ?? user.updatedAt,
      roles: oldestFirst(this.tables.roles.filter((grant) => grant.userId === user.id)).map(
        ({ role, campgroundId }) => ({ role, campgroundId }),
      ),
    };
  }

  private accounts(role: StoredRole | null, search: string | null): Row<AccountSummary>[] {
    const holders = role === null ? null : this.holders(role);
    return [...this.tables.users.values()]
      .filter((user) => holders === null || holders.has(user.id))
      .map((user) => ({ ...this.summary(user), id: user.id }))
      .filter((account) => containsText([account.email, `${account.firstName} ${account.lastName}`], search));
  }

  /** `counted`: the total is counted row by row (a search or a status filter), so it may be capped. */
  private page<T extends AccountSummary>(
    rows: Row<T>[],
    query: ListQuery<unknown, AccountSort>,
    counted = query.search !== null,
  ): Page<T> {
    const page = pageIn(rows, query, (row) =>
      query.sort.field === 'email' ? row.email : row.createdAt.getTime(),
    );
    const items = page.items.map(({ id: _id, ...item }) => item as unknown as T);
    return cappedPageOf(items, rows.length, counted ? countLimit(query) : null, query);
  }

  async listAccounts(query: ListQuery<AccountFilter, AccountSort>): Promise<Page<AccountSummary>> {
    return this.page(this.accounts(query.filter.role, query.search), query);
  }

  async listOwners(query: ListQuery<Omit<AccountFilter, 'role'>, AccountSort>): Promise<Page<OwnerSummary>> {
    const rows = this.accounts('owner', query.search).map((account) => ({
      ...account,
      campgrounds: this.listed()
        .filter((campground) => campground.ownerId === account.userId)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ id, name }) => ({ id, name })),
    }));
    return this.page(rows, query);
  }

  private memberships(userId: string): AdminMembership[] {
    return newestFirst(
      [...this.tables.memberships.values()].filter((membership) => membership.memberId === userId),
    ).map((membership) => this.adminMembership(membership));
  }

  private adminMembership(membership: MembershipRecord): AdminMembership {
    const type = this.tables.membershipTypes.get(membership.membershipTypeId);
    return {
      id: membership.id,
      membershipCode: membership.membershipCode,
      campgroundId: membership.campgroundId,
      campgroundName: this.tables.campgrounds.get(membership.campgroundId)?.name ?? '',
      membershipTypeName: type?.displayName ?? '',
      status: membership.status,
      startDate: membership.startDate,
      endDate: membership.endDate,
      createdAt: membership.createdAt,
    };
  }

  async listMembers(query: ListQuery<MemberFilter, AccountSort>): Promise<Page<MemberSummary>> {
    const { campgroundId, status } = query.filter;
    const rows = this.accounts('member', query.search)
      .map((account) => {
        const memberships = this.memberships(account.userId);
        return { account, memberships };
      })
      .filter(
        ({ memberships }) =>
          (campgroundId === null ||
            memberships.some((membership) => membership.campgroundId === campgroundId)) &&
          (status === null || memberships[0]?.status === status),
      )
      .map(({ account, memberships }) => ({ ...account, latestMembership: memberships[0] ?? null }));
    return this.page(rows, query, query.search !== null || status !== null);
  }

  async memberDetails(userId: string): Promise<MemberDetails | null> {
    const account = this.account(userId);
    if (!account) return null;
    const profile = this.tables.profiles.get(userId);
    return copy({
      ...account,
      emergencyContact: profile?.emergencyContact ?? null,
      militaryStatus: profile?.militaryStatus ?? null,
      memberships: this.memberships(userId),
    });
  }

  async healthFigures(pendingBefore: Date): Promise<SystemHealthFigures> {
    const unsent = [...this.tables.outbox.values()].filter((message) => message.sentAt === null);
    const pending = [...this.tables.checkouts.values()].filter(
      (checkout) => checkout.status === 'pending' && checkout.createdAt < pendingBefore,
    );
    const oldest = (dates: Date[]) =>
      dates.length === 0 ? null : new Date(Math.min(...dates.map((date) => date.getTime())));
    return {
      outboxBacklog: unsent.length,
      oldestUnsentEmailAt: oldest(unsent.map((message) => message.createdAt)),
      oldestPendingCheckoutAt: oldest(pending.map((checkout) => checkout.createdAt)),
      lastReconciliationAt: copy(this.tables.jobRuns.get('reconcile-checkouts') ?? null),
    };
  }

  async schema(): Promise<SchemaOverview> {
    // The fake has no migrations: its tables exist from the start.
    const tables = Object.entries(this.tables)
      .map(([name, rows]) => ({ name, rows: rows instanceof Map ? rows.size : (rows as unknown[]).length }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { migrations: [], unknownVersions: [], tables };
  }

  async recordJobRun(job: string, at: Date): Promise<void> {
    const last = this.tables.jobRuns.get(job);
    if (!last || last < at) this.tables.jobRuns.set(job, new Date(at));
  }
}
