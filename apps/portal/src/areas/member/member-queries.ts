import type { MemberPaymentsQuery, MembershipChangeQuoteRequest } from '@camppass/client';
import { useQueryClient } from '@tanstack/react-query';
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

const googlePassQuery = defineFunctionQuery({
  useClient,
  key: (membershipId: string) => ['member', 'google-wallet-pass', membershipId],
  staleTime: MEMBER_DATA_STALE_MS,
  run: (api, membershipId, signal) => api.call('get-membership-google-pass', { membershipId }, { signal }),
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

/** get-membership-google-pass: the save link (or, in development, the payload) of a membership's card. */
export const useGoogleWalletPass = (membershipId: string) => useFunctionQuery(googlePassQuery, membershipId);

/** member-payments, sorted by the server. */
export const useMemberPayments = (query: MemberPaymentsQuery) =>
  useFunctionQuery(paymentsQuery, { userId: useUserId(), query });

const profileQuery = defineFunctionQuery({
  useClient,
  key: (userId: string) => ['member', userId, 'profile'],
  staleTime: MEMBER_DATA_STALE_MS,
  run: (api, _userId, signal) => api.call('read-profile', undefined, { signal }),
});

const documentsQuery = defineFunctionQuery({
  useClient,
  key: (userId: string) => ['member', userId, 'documents'],
  staleTime: MEMBER_DATA_STALE_MS,
  run: (api, _userId, signal) => api.call('get-user-documents', {}, { signal }),
});

/** read-profile (GET update-profile): the member's own profile. */
export const useMemberProfile = () => useFunctionQuery(profileQuery, useUserId());

/** get-user-documents: the member's own documents with signed links that expire. */
export const useMemberDocuments = () => useFunctionQuery(documentsQuery, useUserId());

/**
 * Asks get-user-documents again now (fresh signed links) and puts the answer in the cache; resolves
 * to the new answer, or undefined when the call failed.
 */
export function useRefreshMemberDocuments() {
  const api = useClient();
  const userId = useUserId();
  const queryClient = useQueryClient();
  return async () => {
    const result = await queryClient.fetchQuery({
      queryKey: documentsQuery.key(userId),
      queryFn: ({ signal }) => documentsQuery.run(api, userId, signal),
      staleTime: 0,
    });
    return result.ok ? result.value : undefined;
  };
}

const campgroundTypesQuery = defineFunctionQuery({
  useClient,
  key: (campgroundId: string) => ['member', 'campground-types', campgroundId],
  staleTime: MEMBER_DATA_STALE_MS,
  run: (api, campgroundId, signal) => api.call('get-campground', { id: campgroundId }, { signal }),
});

/** get-campground: the membership types an extension may move to (02 §7). */
export const useCampgroundTypes = (campgroundId: string) =>
  useFunctionQuery(campgroundTypesQuery, campgroundId);

const changeQuoteQuery = defineFunctionQuery({
  useClient,
  key: (metadata: MembershipChangeQuoteRequest['metadata']) => ['member', 'change-quote', metadata],
  staleTime: MEMBER_DATA_STALE_MS,
  run: (api, metadata, signal) => api.call('quote-membership-change', { metadata }, { signal }),
});

/** quote-membership-change: the server's price and new dates of one renewal or extension choice. */
export const useChangeQuote = (metadata: MembershipChangeQuoteRequest['metadata']) =>
  useFunctionQuery(changeQuoteQuery, metadata);

/** After a renewal or extension: every member screen reads its data again. */
export function useRefreshMemberData() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['member'] });
}

const autoRenewalsQuery = defineFunctionQuery({
  useClient,
  key: (userId: string) => ['member', userId, 'auto-renewals'],
  staleTime: MEMBER_DATA_STALE_MS,
  run: (api, _userId, signal) => api.call('get-auto-renewals', {}, { signal }),
});

/** get-auto-renewals: each membership's automatic renewal (issue 25). */
export const useAutoRenewals = () => useFunctionQuery(autoRenewalsQuery, useUserId());
