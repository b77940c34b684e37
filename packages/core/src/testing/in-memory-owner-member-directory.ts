import {
  type CalendarDate,
  currentStatus,
  hasNumid,
  isExpiringSoon,
  isMilitaryMember,
  todayInZone,
} from '@camppass/domain';
import type { ListQuery, Page } from '../ports/list';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type {
  OwnerMemberDirectory,
  OwnerMemberFigures,
  OwnerMemberFilter,
  OwnerMemberRow,
  OwnerMemberSort,
  OwnerMemberStatsQuery,
} from '../ports/repositories/owner-member-directory';
import type { PaymentRecord } from '../ports/repositories/payment-repository';
import { containsText, pageIn } from './in-memory-list';
import { copy, type InMemoryStore, newestFirst } from './in-memory-store';

const digits = (text: string | null): string => (text ?? '').replace(/[^0-9]/g, '');

/** The owner's members over the in-memory tables, as the SQL directory reads them. */
export class InMemoryOwnerMemberDirectory implements OwnerMemberDirectory {
  constructor(private readonly store: InMemoryStore) {}

  private get tables() {
    return this.store.tables;
  }

  private row(membership: MembershipRecord): OwnerMemberRow {
    const { campgrounds, membershipTypes, users, profiles, identityDocuments } = this.tables;
    const campground = campgrounds.get(membership.campgroundId);
    const type = membershipTypes.get(membership.membershipTypeId);
    const user = users.get(membership.memberId);
    if (!campground || !type || !user)
      throw new Error(`Membership ${membership.id} lacks a row it refers to`);
    const profile = profiles.get(user.id);
    const documents = [...identityDocuments.values()].filter((d) => d.membershipId === membership.id);
    const has = (kind: string) => documents.some((d) => d.kind === kind);
    return {
      id: membership.id,
      campgroundId: campground.id,
      campgroundName: campground.name,
      campgroundTimeZone: campground.timeZone,
      appliedDiscount: this.appliedDiscount(membership.id),
      membershipCode: membership.membershipCode,
      membershipTypeId: type.id,
      membershipTypeName: type.displayName,
      durationDays: type.durationDays,
      priceCents: type.priceCents,
      status: membership.status,
      startDate: membership.startDate,
      endDate: membership.endDate,
      paymentStatus: membership.paymentStatus,
      pricePaidCents: membership.pricePaidCents,
      isMilitaryDiscount: membership.isMilitaryDiscount,
      autoRenewal: membership.autoRenewal,
      imported: membership.source === 'imported',
      createdAt: membership.createdAt,
      userId: user.id,
      email: user.email,
      profile: {
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        phone: profile?.phone ?? null,
        dateOfBirth: profile?.dateOfBirth ?? null,
        numid: profile?.numid ?? null,
        streetAddress: profile?.streetAddress ?? null,
        city: profile?.city ?? null,
        stateProvince: profile?.stateProvince ?? null,
        postalCode: profile?.postalCode ?? null,
        country: profile?.country ?? null,
        militaryStatus: profile?.militaryStatus ?? null,
        specialRequests: profile?.specialRequests ?? null,
      },
      hasIdPhoto: has('selfie'),
      hasSignature: has('signature'),
      hasMilitaryDocument: has('military-document'),
    };
  }

  private appliedDiscount(membershipId: string): OwnerMemberRow['appliedDiscount'] {
    const [newest] = newestFirst(
      [...this.tables.payments.values()].filter(
        (p) => p.membershipId === membershipId && p.status === 'succeeded' && p.recordedBy === null,
      ),
    );
    return newest && newest.discountPercentage !== null && newest.discountCents !== null
      ? { percentage: newest.discountPercentage, cents: newest.discountCents }
      : null;
  }

  private effective(row: OwnerMemberRow, now: Date): { status: string; today: CalendarDate } {
    const today = todayInZone(now, row.campgroundTimeZone);
    const stored = row.status === 'archived' ? 'expired' : row.status;
    const status = currentStatus({ status: stored, startDate: row.startDate, endDate: row.endDate }, today);
    return { status, today };
  }

  private matching(query: Pick<ListQuery<OwnerMemberFilter, OwnerMemberSort>, 'filter' | 'search'>) {
    const ids = new Set(query.filter.campgroundIds);
    return [...this.tables.memberships.values()]
      .filter((m) => ids.has(m.campgroundId) && m.status !== 'archived')
      .map((m) => this.row(m))
      .filter((row) => {
        const status = this.effective(row, query.filter.now).status;
        if (query.filter.status !== 'all' && status !== query.filter.status) return false;
        const name = `${row.profile.firstName} ${row.profile.lastName}`.trim();
        const phone = row.profile.phone;
        return containsText([name, row.email, row.membershipCode, phone, digits(phone)], query.search);
      });
  }

  private sortKey(field: OwnerMemberSort) {
    return (row: OwnerMemberRow): string | number => {
      if (field === 'createdAt') return row.createdAt.getTime();
      if (field === 'endDate') return row.endDate;
      return (`${row.profile.firstName} ${row.profile.lastName}`.trim() || row.email).toLowerCase();
    };
  }

  async listMembers(query: ListQuery<OwnerMemberFilter, OwnerMemberSort>): Promise<Page<OwnerMemberRow>> {
    return pageIn(this.matching(query), query, this.sortKey(query.sort.field));
  }

  async streamMembers(
    query: ListQuery<OwnerMemberFilter, OwnerMemberSort>,
    batchSize: number,
    each: (rows: readonly OwnerMemberRow[]) => Promise<void>,
  ): Promise<void> {
    const all = this.matching(query);
    const whole = pageIn(
      all,
      { ...query, page: 1, pageSize: Math.max(all.length, 1) },
      this.sortKey(query.sort.field),
    );
    for (let start = 0; start < whole.items.length; start += batchSize) {
      await each(whole.items.slice(start, start + batchSize));
    }
  }

  async findMember(membershipId: string): Promise<OwnerMemberRow | null> {
    const membership = this.tables.memberships.get(membershipId);
    return membership ? copy(this.row(membership)) : null;
  }

  async memberPayments(membershipId: string): Promise<PaymentRecord[]> {
    return copy(
      newestFirst([...this.tables.payments.values()].filter((p) => p.membershipId === membershipId)),
    );
  }

  async memberStats(query: OwnerMemberStatsQuery): Promise<OwnerMemberFigures> {
    const ids = new Set(query.campgroundIds);
    const rows = this.matching({
      filter: { campgroundIds: query.campgroundIds, status: 'all', now: query.now },
      search: null,
    }).map((row) => ({ row, ...this.effective(row, query.now) }));
    const count = (test: (entry: (typeof rows)[number]) => boolean) => rows.filter(test).length;
    const paid = [...this.tables.payments.values()].filter(
      (p) => p.campgroundId !== null && ids.has(p.campgroundId) && p.status === 'succeeded' && !p.refunded,
    );
    const kept = (p: PaymentRecord) => p.amountCents - p.refundedCents;
    const typeOf = (p: PaymentRecord) =>
      p.membershipId ? this.tables.memberships.get(p.membershipId)?.membershipTypeId : undefined;
    const months = new Map<string, number>();
    for (const p of paid.filter((p) => p.createdAt >= query.revenueSince)) {
      const zone = this.tables.campgrounds.get(p.campgroundId as string)?.timeZone;
      const month = todayInZone(p.createdAt, zone).slice(0, 7);
      months.set(month, (months.get(month) ?? 0) + kept(p));
    }
    const types = [...this.tables.membershipTypes.values()]
      .filter((t) => ids.has(t.campgroundId))
      .sort(
        (a, b) =>
          (a.campgroundId < b.campgroundId ? -1 : a.campgroundId > b.campgroundId ? 1 : 0) ||
          a.sortOrder - b.sortOrder ||
          a.displayName.localeCompare(b.displayName),
      )
      .map((t) => {
        const ofType = rows.filter((entry) => entry.row.membershipTypeId === t.id);
        const by = (status: string) => ofType.filter((entry) => entry.status === status).length;
        return {
          membershipTypeId: t.id,
          campgroundId: t.campgroundId,
          displayName: t.displayName,
          count: ofType.length,
          active: by('active'),
          upcoming: by('upcoming'),
          expired: by('expired'),
          pending: by('pending'),
          cancelled: by('cancelled'),
          revenueCents: paid.filter((p) => typeOf(p) === t.id).reduce((s, p) => s + kept(p), 0),
        };
      });
    return {
      total: rows.length,
      people: new Set(rows.map((e) => e.row.userId)).size,
      active: count((e) => e.status === 'active'),
      upcoming: count((e) => e.status === 'upcoming'),
      expired: count((e) => e.status === 'expired'),
      pending: count((e) => e.status === 'pending'),
      cancelled: count((e) => e.status === 'cancelled'),
      expiringSoon: count(
        (e) =>
          e.status === 'active' &&
          isExpiringSoon({ status: 'active', endDate: e.row.endDate }, e.today, query.expiringWithinDays),
      ),
      pendingPayments: count((e) => e.row.paymentStatus === 'pending'),
      withNumid: count((e) => hasNumid(e.row.profile.numid)),
      withSignature: count((e) => e.row.hasSignature),
      withPhoto: count((e) => e.row.hasIdPhoto),
      military: count((e) =>
        isMilitaryMember({
          isMilitaryDiscount: e.row.isMilitaryDiscount,
          militaryStatus: e.row.profile.militaryStatus,
        }),
      ),
      revenueCents: paid.reduce((s, p) => s + kept(p), 0),
      revenueByMonth: [...months.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([month, revenueCents]) => ({ month, revenueCents })),
      types,
      byCampground: [...this.tables.campgrounds.values()]
        .filter((c) => ids.has(c.id))
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.id < b.id ? -1 : 1))
        .map((c) => ({
          campgroundId: c.id,
          campgroundName: c.name,
          count: rows.filter((e) => e.row.campgroundId === c.id).length,
        })),
    };
  }
}
