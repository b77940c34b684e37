import type { OwnerMemberFigures, OwnerMemberTypeFigures } from '@camppass/core';

// The owner's member stats put together from the rows the directory's statements read.

export interface RevenueRow {
  membership_type_id: string | null;
  month: string;
  recent: boolean;
  cents: number;
}

export interface TypeCountRow {
  id: string;
  campground_id: string;
  display_name: string;
  count: number;
  active: number;
  upcoming: number;
  expired: number;
  pending: number;
  cancelled: number;
  expiring: number;
  pending_payments: number;
  with_numid: number;
  military: number;
  with_selfie: number;
  with_signature: number;
}

const sum = <T>(rows: readonly T[], value: (row: T) => number): number =>
  rows.reduce((total, row) => total + value(row), 0);

/** The stats from the per-type counts, document counts and revenue rows the statements read. */
export const figuresOf = (
  byType: readonly TypeCountRow[],
  revenue: readonly RevenueRow[],
  campgrounds: readonly { id: string; name: string }[],
  people: number,
): OwnerMemberFigures => {
  const months = new Map<string, number>();
  for (const row of revenue.filter((r) => r.recent)) {
    months.set(row.month, (months.get(row.month) ?? 0) + Number(row.cents));
  }
  const types: OwnerMemberTypeFigures[] = byType.map((row) => ({
    membershipTypeId: row.id,
    campgroundId: row.campground_id,
    displayName: row.display_name,
    count: row.count,
    active: row.active,
    upcoming: row.upcoming,
    expired: row.expired,
    pending: row.pending,
    cancelled: row.cancelled,
    revenueCents: sum(
      revenue.filter((r) => r.membership_type_id === row.id),
      (r) => Number(r.cents),
    ),
  }));
  return {
    total: sum(byType, (row) => row.count),
    people,
    active: sum(byType, (row) => row.active),
    upcoming: sum(byType, (row) => row.upcoming),
    expired: sum(byType, (row) => row.expired),
    pending: sum(byType, (row) => row.pending),
    cancelled: sum(byType, (row) => row.cancelled),
    expiringSoon: sum(byType, (row) => row.expiring),
    pendingPayments: sum(byType, (row) => row.pending_payments),
    withNumid: sum(byType, (row) => row.with_numid),
    military: sum(byType, (row) => row.military),
    withSignature: sum(byType, (row) => row.with_signature),
    withPhoto: sum(byType, (row) => row.with_selfie),
    revenueCents: sum(revenue, (row) => Number(row.cents)),
    revenueByMonth: [...months.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([month, revenueCents]) => ({ month, revenueCents })),
    types,
    byCampground: campgrounds.map((campground) => ({
      campgroundId: campground.id,
      campgroundName: campground.name,
      count: sum(
        byType.filter((row) => row.campground_id === campground.id),
        (row) => row.count,
      ),
    })),
  };
};
