import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/AuthProvider';
import { defineFunctionQuery, useFunctionQuery } from '../../shared/function-query';

const useClient = () => useAuth().api;
/** 03 §9: membership types are cached 5 minutes; Refresh and every save ask again at once. */
const STALE_MS = 5 * 60_000;
const KEY = ['owner', 'membership-types'] as const;

const membershipTypesQuery = defineFunctionQuery({
  useClient,
  key: (campgroundId: string) => [...KEY, campgroundId],
  staleTime: STALE_MS,
  run: (api, campgroundId, signal) => api.call('manage-membership-types', { campgroundId }, { signal }),
});

/** GET manage-membership-types: every type of the campground, active or not. */
export const useMembershipTypes = (campgroundId: string) =>
  useFunctionQuery(membershipTypesQuery, campgroundId);

/** The client for the tab's writes, and a reload of its lists after one. */
export function useMembershipTypeWrites() {
  const queryClient = useQueryClient();
  return {
    api: useClient(),
    reload: () => queryClient.invalidateQueries({ queryKey: KEY }),
  };
}
