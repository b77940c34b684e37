import type { MemberPaymentsQuery } from '@camppass/client';
import { useAuth } from '../../shared/auth/AuthProvider';
import { defineFunctionQuery, useFunctionQuery } from '../../shared/function-query';

const useClient = () => useAuth().api;
/** The dashboard data changes only through the member's own actions: a minute is fresh enough. */
const MEMBER_DATA_STALE_MS = 60_000;

const dashboardQuery = defineFunctionQuery({
  useClient,
  key: (userId: string) => ['member', userId, 'dashboard'],
  staleTime: MEMBER_DATA_STALE_MS,
  run: (api, _userId, signal) => api.call('get-member-dashboard', undefined, { signal }),
});

const cardQuery = defineFunctionQuery({
  useClient,
  key: (membershipId: string) => ['member', 'membership-card', membershipId],
  staleTime: MEMBER_DATA_STALE_MS,
  run: (api, membershipId, signal) => api.image('get-membership-card', { membershipId }, { signal }),
});

const paymentsQuery = defineFunctionQuery({
  useClient,
  key: (input: { userId: string; query: MemberPaymentsQuery }) => [
    'member',
    input.userId,
    'payments',
    input.query,
  ],
  staleTime: MEMBER_DATA_STALE_MS,
  run: (api, input, signal) => api.call('member-payments', input.query, { signal }),
});

const useUserId = () => useAuth().user?.id ?? '';

/** get-member-dashboard: summary, memberships by status and payments (02 §3). */
export const useMemberDashboard = () => useFunctionQuery(dashboardQuery, useUserId());

/** get-membership-card: the card PNG of one of the member's memberships. */
export const useMembershipCard = (membershipId: string) => useFunctionQuery(cardQuery, membershipId);

/** member-payments, sorted by the server. */
export const useMemberPayments = (query: MemberPaymentsQuery) =>
  useFunctionQuery(paymentsQuery, { userId: useUserId(), query });
