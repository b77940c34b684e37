import type { AdminCampgroundsRequest, AdminRecentActivityRequest } from '@camppass/client';
import { ADMIN_PAGE_SIZE, type AuditActionKind } from '@camppass/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/AuthProvider';
import { defineFunctionQuery, useFunctionQuery } from '../../shared/function-query';

const useClient = () => useAuth().api;
/** Admin reads are fresh for a short while; Refresh and Retry ask again at once. */
const STALE_MS = 30_000;

const systemStatsQuery = defineFunctionQuery({
  useClient,
  key: () => ['admin', 'system-stats'],
  staleTime: STALE_MS,
  run: (api, _: undefined, signal) => api.call('admin-system-stats', undefined, { signal }),
});

const recentActivityQuery = defineFunctionQuery({
  useClient,
  key: (limit: number) => ['admin', 'recent-activity', limit],
  staleTime: STALE_MS,
  run: (api, limit, signal) => api.call('admin-recent-activity', { page: 1, limit }, { signal }),
});

/** The Activity screen's filters as the admin set them (dates `YYYY-MM-DD` in their time zone, or ''). */
export interface AuditLogFilters {
  /** A name or e-mail the actor's must contain. */
  readonly who: string;
  readonly kind: AuditActionKind | null;
  readonly campgroundId: string | null;
  readonly from: string;
  readonly to: string;
}

export interface AuditLogInput {
  readonly page: number;
  readonly pageSize: number;
  readonly filters: AuditLogFilters;
}

/** The start of a calendar day in the browser's time zone, as an instant. */
const startOfDay = (day: string, plusDays = 0): string => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + plusDays).toISOString();
};

/** The request for one page of the log: the whole days from `from` to `to` (inclusive). */
const auditLogRequest = ({ page, pageSize, filters }: AuditLogInput): AdminRecentActivityRequest => ({
  page,
  limit: pageSize,
  ...(filters.who ? { search: filters.who } : {}),
  ...(filters.kind ? { kind: filters.kind } : {}),
  ...(filters.campgroundId ? { campgroundId: filters.campgroundId } : {}),
  ...(filters.from ? { from: startOfDay(filters.from) } : {}),
  ...(filters.to ? { to: startOfDay(filters.to, 1) } : {}),
});

const auditLogQuery = defineFunctionQuery({
  useClient,
  key: (input: AuditLogInput) => ['admin', 'audit-log', auditLogRequest(input)],
  staleTime: STALE_MS,
  run: (api, input, signal) => api.call('admin-recent-activity', auditLogRequest(input), { signal }),
});

/** The Activity screen's campground filter: the first 100 campgrounds by name (the function's page limit). */
const auditLogCampgroundsQuery = defineFunctionQuery({
  useClient,
  key: () => ['admin', 'campgrounds', 'audit-log-filter'],
  staleTime: STALE_MS,
  run: (api, _: undefined, signal) => api.call('admin-campgrounds', { page: 1, limit: 100 }, { signal }),
});

export interface UsersPageInput {
  readonly page: number;
  readonly search: string;
  /** The list's filter value, if it has one (the campgrounds' status). */
  readonly filter?: string;
}

const usersQuery = defineFunctionQuery({
  useClient,
  key: (input: UsersPageInput) => ['admin', 'users', input.page, input.search],
  staleTime: STALE_MS,
  run: (api, { page, search }, signal) =>
    api.call('admin-users', { page, limit: ADMIN_PAGE_SIZE, ...(search ? { search } : {}) }, { signal }),
});

const ownersQuery = defineFunctionQuery({
  useClient,
  key: (input: UsersPageInput) => ['admin', 'owners', input.page, input.search],
  staleTime: STALE_MS,
  run: (api, { page, search }, signal) =>
    api.call('admin-owners', { page, limit: ADMIN_PAGE_SIZE, ...(search ? { search } : {}) }, { signal }),
});

/** The invite form's choices: at most 100 campgrounds without an owner (the function's page limit). */
const OPEN_CAMPGROUNDS_LIMIT = 100;
const openCampgroundsQuery = defineFunctionQuery({
  useClient,
  key: () => ['admin', 'campgrounds', 'unowned'],
  staleTime: STALE_MS,
  run: (api, _: undefined, signal) =>
    api.call('admin-campgrounds', { page: 1, limit: OPEN_CAMPGROUNDS_LIMIT, unowned: true }, { signal }),
});

const campgroundsQuery = defineFunctionQuery({
  useClient,
  key: (input: UsersPageInput) => ['admin', 'campgrounds', input.page, input.search, input.filter ?? 'all'],
  staleTime: STALE_MS,
  run: (api, { page, search, filter }, signal) =>
    api.call(
      'admin-campgrounds',
      {
        page,
        limit: ADMIN_PAGE_SIZE,
        status: (filter || 'all') as AdminCampgroundsRequest['status'],
        ...(search ? { search } : {}),
      },
      { signal },
    ),
});

const membersQuery = defineFunctionQuery({
  useClient,
  key: (input: UsersPageInput) => ['admin', 'members', input.page, input.search],
  staleTime: STALE_MS,
  run: (api, { page, search }, signal) =>
    api.call('admin-members', { page, limit: ADMIN_PAGE_SIZE, ...(search ? { search } : {}) }, { signal }),
});

const memberDetailsQuery = defineFunctionQuery({
  useClient,
  key: (memberId: string) => ['admin', 'member-details', memberId],
  staleTime: STALE_MS,
  run: (api, memberId, signal) => api.call('admin-member-details', { memberId }, { signal }),
});

const systemHealthQuery = defineFunctionQuery({
  useClient,
  key: () => ['admin', 'system-health'],
  staleTime: STALE_MS,
  run: (api, _: undefined, signal) => api.call('admin-system-health', undefined, { signal }),
});

const systemSchemaQuery = defineFunctionQuery({
  useClient,
  key: () => ['admin', 'system-schema'],
  staleTime: STALE_MS,
  run: (api, _: undefined, signal) => api.call('admin-system-schema', undefined, { signal }),
});

const tokenClaimsQuery = defineFunctionQuery({
  useClient,
  key: () => ['admin', 'token-claims'],
  staleTime: STALE_MS,
  run: (api, _: undefined, signal) => api.call('admin-token-claims', undefined, { signal }),
});

/** admin-system-stats: the overview's counts and health. */
export const useSystemStats = () => useFunctionQuery(systemStatsQuery, undefined);
/** admin-recent-activity: the newest audit entries. */
export const useRecentActivity = (limit: number) => useFunctionQuery(recentActivityQuery, limit);
/** admin-recent-activity: one page of the audit log, filtered. */
export const useAuditLog = (input: AuditLogInput) => useFunctionQuery(auditLogQuery, input);
/** admin-campgrounds: the campgrounds the Activity screen can be filtered by. */
export const useAuditLogCampgrounds = () => useFunctionQuery(auditLogCampgroundsQuery, undefined);
/** admin-users: one page of accounts with their roles. */
export const useAdminUsers = (input: UsersPageInput) => useFunctionQuery(usersQuery, input);
/** admin-system-health: the real checks. */
export const useSystemHealth = () => useFunctionQuery(systemHealthQuery, undefined);
/** admin-system-schema: migrations and row counts. */
export const useSystemSchema = () => useFunctionQuery(systemSchemaQuery, undefined);
/** admin-token-claims: what the caller's token stands for. */
export const useTokenClaims = () => useFunctionQuery(tokenClaimsQuery, undefined);
/** admin-owners: one page of owner accounts with the campgrounds they own. */
export const useAdminOwners = (input: UsersPageInput) => useFunctionQuery(ownersQuery, input);
/** admin-campgrounds of campgrounds with no owner: what the invite form offers (03 §5). */
export const useOpenCampgrounds = () => useFunctionQuery(openCampgroundsQuery, undefined);

/** admin-campgrounds: one page of campgrounds, searched and filtered by status (`filter`). */
export const useAdminCampgrounds = (input: UsersPageInput) => useFunctionQuery(campgroundsQuery, input);
/** admin-members: one page of members with their newest membership. */
export const useAdminMembers = (input: UsersPageInput) => useFunctionQuery(membersQuery, input);
/** admin-member-details: the details modal. */
export const useMemberDetails = (memberId: string) => useFunctionQuery(memberDetailsQuery, memberId);

/** Logo Management's campgrounds: searched and filtered by status on the server, 100 at most. */
export interface LogoCampgroundsInput {
  readonly search: string;
  readonly status: 'all' | 'active' | 'inactive' | 'pending';
}
const logoCampgroundsQuery = defineFunctionQuery({
  useClient,
  key: (input: LogoCampgroundsInput) => ['admin', 'logo-campgrounds', input.search, input.status],
  staleTime: STALE_MS,
  run: (api, { search, status }: LogoCampgroundsInput, signal) =>
    api.call('admin-campgrounds', { page: 1, limit: 100, status, ...(search ? { search } : {}) }, { signal }),
});
export const useLogoCampgrounds = (input: LogoCampgroundsInput) =>
  useFunctionQuery(logoCampgroundsQuery, input);

/** The client for the admin's writes, and a way to reload every admin read after one. */
export function useAdminWrites() {
  const queryClient = useQueryClient();
  return {
    api: useClient(),
    refresh: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  };
}
