import type { CardPassRevocation } from '@camppass/domain';
import type { Page } from '../ports/list';
import type {
  CheckInFilter,
  CheckInRecord,
  CheckInRepository,
  CheckInRow,
} from '../ports/repositories/check-in-repository';
import { copy, type InMemoryStore } from './in-memory-store';

export class InMemoryCheckInRepository implements CheckInRepository {
  constructor(private readonly store: InMemoryStore) {}

  async record(
    checkIn: Omit<CheckInRecord, 'id'>,
  ): Promise<{ readonly checkIn: CheckInRecord; readonly created: boolean }> {
    const found = this.store.tables.checkIns.find(
      (row) => row.campgroundId === checkIn.campgroundId && row.clientId === checkIn.clientId,
    );
    if (found) return { checkIn: copy(found), created: false };
    const stored = { ...checkIn, id: this.store.nextId() };
    this.store.tables.checkIns.push(stored);
    return { checkIn: copy(stored), created: true };
  }

  async list(filter: CheckInFilter, page: number, pageSize: number): Promise<Page<CheckInRow>> {
    const { memberships, membershipTypes, users, profiles } = this.store.tables;
    const matching = this.store.tables.checkIns
      .filter(
        (row) =>
          row.campgroundId === filter.campgroundId &&
          (filter.membershipId === null || row.membershipId === filter.membershipId) &&
          (filter.from === null || row.checkedAt >= filter.from) &&
          (filter.to === null || row.checkedAt < filter.to),
      )
      .sort((a, b) => b.checkedAt.getTime() - a.checkedAt.getTime() || b.id.localeCompare(a.id));
    const items = matching.slice((page - 1) * pageSize, page * pageSize).map((row): CheckInRow => {
      const membership = memberships.get(row.membershipId);
      const profile = membership ? profiles.get(membership.memberId) : undefined;
      return {
        ...copy(row),
        membershipCode: membership?.membershipCode ?? '',
        memberName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
        membershipTypeName: membership
          ? (membershipTypes.get(membership.membershipTypeId)?.displayName ?? '')
          : '',
        checkedByEmail: row.checkedBy === null ? null : (users.get(row.checkedBy)?.email ?? null),
      };
    });
    return { items, total: matching.length, page, pageSize };
  }

  async lastVisits(membershipIds: readonly string[]): Promise<Map<string, Date>> {
    const wanted = new Set(membershipIds);
    const last = new Map<string, Date>();
    for (const row of this.store.tables.checkIns) {
      if (!wanted.has(row.membershipId)) continue;
      const seen = last.get(row.membershipId);
      if (!seen || row.checkedAt.getTime() > seen.getTime()) last.set(row.membershipId, row.checkedAt);
    }
    return last;
  }

  async revocationsSince(campgroundId: string, since: Date): Promise<CardPassRevocation[]> {
    return [...this.store.tables.memberships.values()]
      .filter(
        (row) =>
          row.campgroundId === campgroundId &&
          (row.status === 'cancelled' || row.status === 'archived') &&
          row.updatedAt >= since,
      )
      .map((row) => ({
        membershipId: row.id,
        reason: 'cancelled',
        at: Math.floor(row.updatedAt.getTime() / 1000),
      }));
  }
}
