import type {
  GetCampgroundMemberStatsQuery,
  GetCampgroundMembersQuery,
  RecordPaymentRequest,
  RefundPaymentRequest,
} from '@camppass/client';
import { CACHE_LIFETIME_MS, OFFLINE_PAYMENT_FAILED, REFUND_GATEWAY_FAILED } from '@camppass/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/AuthProvider';
import { defineFunctionQuery, useFunctionQuery } from '../../shared/function-query';
import { QUERY_FAMILIES } from '../../shared/query-client';

const useClient = () => useAuth().api;
/** Members are fresh for a minute (03 §9); Refresh and Try Again ask again at once. */
const MEMBERS_STALE_MS = CACHE_LIFETIME_MS.members;
/** The members family of the cache (its lifetime), the owner's reads under it. */
const KEY = [QUERY_FAMILIES.members, 'owner'] as const;

const membersQuery = defineFunctionQuery({
  useClient,
  key: (query: GetCampgroundMembersQuery) => [...KEY, 'list', query],
  staleTime: MEMBERS_STALE_MS,
  run: (api, query, signal) => api.call('get-campground-members', query, { signal }),
});

const statsQuery = defineFunctionQuery({
  useClient,
  key: (query: GetCampgroundMemberStatsQuery) => [...KEY, 'stats', query],
  staleTime: MEMBERS_STALE_MS,
  run: (api, query, signal) => api.call('get-campground-member-stats', query, { signal }),
});

const memberQuery = defineFunctionQuery({
  useClient,
  key: (membershipId: string) => [...KEY, 'member', membershipId],
  staleTime: MEMBERS_STALE_MS,
  run: (api, membershipId, signal) =>
    api.call('get-campground-member', { membership_id: membershipId }, { signal }),
});

/** get-campground-members: one page, searched, filtered and sorted by the server. */
export const useCampgroundMembers = (query: GetCampgroundMembersQuery) =>
  useFunctionQuery(membersQuery, query);
/** get-campground-member-stats: the summary cards and the two panels. */
export const useCampgroundMemberStats = (query: GetCampgroundMemberStatsQuery) =>
  useFunctionQuery(statsQuery, query);
/** get-campground-member: the View Profile modal of one membership. */
export const useCampgroundMember = (membershipId: string) => useFunctionQuery(memberQuery, membershipId);

/** The client (for the CSV export) and a reload of every members read (Refresh). */
export function useMembersActions() {
  const queryClient = useQueryClient();
  return {
    api: useClient(),
    refresh: () => queryClient.invalidateQueries({ queryKey: [...KEY] }),
  };
}

/** owner-record-payment (Process Payment); every members read (list, stats, profile) is read again after it. */
export function useRecordPayment() {
  const api = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RecordPaymentRequest) => {
      const answer = await api.call('owner-record-payment', request);
      if (!answer.ok) throw new Error(answer.message || OFFLINE_PAYMENT_FAILED);
      return answer.value.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY] }),
  });
}

/** owner-refund-payment; every members read (list, stats, profile) is read again after it. */
export function useRefundPayment() {
  const api = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RefundPaymentRequest) => {
      const answer = await api.call('owner-refund-payment', request);
      if (!answer.ok) throw new Error(answer.message || REFUND_GATEWAY_FAILED);
      return answer.value;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY] }),
  });
}
