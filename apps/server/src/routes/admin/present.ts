import type { AdminListRequest, AuditEntryView } from '@camppass/client';
import { type AuditEntry, type ListRequest, type Page, paginationOf, type SystemStats } from '@camppass/core';

/** The list request of a use case from what an admin list function received. */
export const listRequest = <Filter>(
  input: AdminListRequest,
  filter: Partial<Filter> = {},
): ListRequest<Filter> => ({
  page: input.page ?? null,
  pageSize: input.limit ?? null,
  search: input.search ?? null,
  filter,
});

/** A page as the admin lists answer it: the rows and the pagination of 03 §3. */
export const pageAnswer = <T, V>(page: Page<T>, present: (item: T) => V) => ({
  success: true as const,
  data: page.items.map(present),
  pagination: paginationOf(page),
});

export const presentAuditEntry = (entry: AuditEntry): AuditEntryView => ({
  id: entry.id,
  actorId: entry.actorId,
  actorEmail: entry.actorEmail,
  actorRole: entry.actorRole,
  action: entry.action,
  campgroundId: entry.campgroundId,
  subjectId: entry.subjectId,
  before: entry.before,
  after: entry.after,
  createdAt: entry.createdAt.toISOString(),
});

export const presentSystemStats = (stats: SystemStats) => ({
  totalCampgrounds: stats.campgrounds,
  totalOwners: stats.owners,
  totalMembers: stats.members,
  activeMemberships: stats.activeMemberships,
  pendingVerifications: stats.pendingVerifications,
  systemHealth: stats.systemHealth,
});
