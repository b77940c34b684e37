import type { ListCheckInsQuery } from '@camppass/client';
import { CACHE_LIFETIME_MS } from '@camppass/domain';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { defineFunctionQuery, useFunctionQuery } from '../../../shared/function-query';
import { QUERY_FAMILIES } from '../../../shared/query-client';

const useClient = () => useAuth().api;

const checkInsQuery = defineFunctionQuery({
  useClient,
  key: (query: ListCheckInsQuery) => [QUERY_FAMILIES.members, 'check-ins', query],
  staleTime: CACHE_LIFETIME_MS.members,
  run: (api, query, signal) => api.call('list-check-ins', query, { signal }),
});

/** list-check-ins: one page of the campground's check-in log. */
export const useCheckIns = (query: ListCheckInsQuery) => useFunctionQuery(checkInsQuery, query);
