import type { OwnerEarningsQuery, OwnerPayoutsQuery } from '@camppass/client';
import { CACHE_LIFETIME_MS } from '@camppass/domain';
import { useAuth } from '../../shared/auth/AuthProvider';
import { defineFunctionQuery, useFunctionQuery } from '../../shared/function-query';
import { QUERY_FAMILIES } from '../../shared/query-client';

const useClient = () => useAuth().api;
/** Money moves with payments: read again after a minute, like the members (03 §9). */
const KEY = [QUERY_FAMILIES.members, 'owner-money'] as const;

const earningsQuery = defineFunctionQuery({
  useClient,
  key: (query: OwnerEarningsQuery) => [...KEY, 'earnings', query],
  staleTime: CACHE_LIFETIME_MS.members,
  run: (api, query, signal) => api.call('owner-earnings', query, { signal }),
});

const payoutsQuery = defineFunctionQuery({
  useClient,
  key: (query: OwnerPayoutsQuery) => [...KEY, 'payouts', query],
  staleTime: CACHE_LIFETIME_MS.members,
  run: (api, query, signal) => api.call('owner-payouts', query, { signal }),
});

/** owner-earnings: the Earnings card's four figures over the chosen period. */
export const useOwnerEarnings = (query: OwnerEarningsQuery) => useFunctionQuery(earningsQuery, query);
/** owner-payouts: the Payouts panel's balance and recent payouts. */
export const useOwnerPayouts = (query: OwnerPayoutsQuery) => useFunctionQuery(payoutsQuery, query);
