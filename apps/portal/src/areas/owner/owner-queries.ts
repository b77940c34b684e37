import type { CallResult, OwnerCampgroundsResponse } from '@camppass/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { defineFunctionQuery, useFunctionQuery } from '../../shared/function-query';
import { keepCampgrounds, readKeptCampgrounds } from './gate/gate-store';

const useClient = () => useAuth().api;
/** 03 §9: campgrounds are cached for 5 minutes. */
const CAMPGROUNDS_STALE_MS = 5 * 60_000;

/** Whether this page is served by the gate's service worker: a device whose scanner opens offline. */
const servedByGateWorker = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

const campgroundsQuery = defineFunctionQuery({
  useClient,
  key: (userId: string) => ['owner', userId, 'campgrounds'],
  staleTime: CAMPGROUNDS_STALE_MS,
  // With no signal, a scanner device shows the campgrounds it last read
  // (docs/decisions/card-at-the-gate.md#the-scanner-offline).
  networkMode: 'offlineFirst',
  run: async (api, userId, signal): Promise<CallResult<OwnerCampgroundsResponse>> => {
    const answer = await api.call('owner-campgrounds', undefined, { signal });
    if (answer.ok) {
      if (servedByGateWorker()) await keepCampgrounds(userId, answer.value);
      return answer;
    }
    if (answer.code !== 'NETWORK_ERROR' || !servedByGateWorker()) return answer;
    const kept = await readKeptCampgrounds<OwnerCampgroundsResponse>(userId);
    return kept ? { ok: true, value: kept } : answer;
  },
});

/** owner-campgrounds: the caller's campgrounds and the owner stats (03 §2.1, §3). */
export const useOwnerCampgrounds = () => useFunctionQuery(campgroundsQuery, useAuth().user?.id ?? '');

/** Asks owner-campgrounds again now; resolves to whether the fresh answer arrived. */
export function useRefreshOwnerCampgrounds(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useCallback(async () => {
    const key = campgroundsQuery.key(userId);
    await queryClient.refetchQueries({ queryKey: key, exact: true });
    return queryClient.getQueryData<CallResult<unknown>>(key)?.ok === true;
  }, [queryClient, userId]);
}

/** Keeps the campgrounds answer read so far for this device's scanner offline (after its worker came). */
export function useKeepCampgroundsOffline(): () => Promise<void> {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useCallback(async () => {
    const answer = queryClient.getQueryData<CallResult<OwnerCampgroundsResponse>>(
      campgroundsQuery.key(userId),
    );
    if (answer?.ok) await keepCampgrounds(userId, answer.value);
  }, [queryClient, userId]);
}
