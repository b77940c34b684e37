import type { CallResult } from '@camppass/client';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/AuthProvider';
import { defineFunctionQuery, useFunctionQuery } from '../../shared/function-query';

const useClient = () => useAuth().api;
/** 03 §9: campgrounds are cached for 5 minutes. */
const CAMPGROUNDS_STALE_MS = 5 * 60_000;

const campgroundsQuery = defineFunctionQuery({
  useClient,
  key: (userId: string) => ['owner', userId, 'campgrounds'],
  staleTime: CAMPGROUNDS_STALE_MS,
  run: (api, _userId, signal) => api.call('owner-campgrounds', undefined, { signal }),
});

/** owner-campgrounds: the caller's campgrounds and the owner stats (03 §2.1, §3). */
export const useOwnerCampgrounds = () => useFunctionQuery(campgroundsQuery, useAuth().user?.id ?? '');

/** Asks owner-campgrounds again now; resolves to whether the fresh answer arrived. */
export function useRefreshOwnerCampgrounds(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const key = campgroundsQuery.key(useAuth().user?.id ?? '');
  return async () => {
    await queryClient.refetchQueries({ queryKey: key, exact: true });
    const answer = queryClient.getQueryData<CallResult<unknown>>(key);
    return answer?.ok === true;
  };
}
