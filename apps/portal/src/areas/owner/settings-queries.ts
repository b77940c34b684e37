import type { CallError, CampgroundCrudData } from '@camppass/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/AuthProvider';

/** Settings are cached per campground for 10 minutes (03 §9); a save replaces the entry. */
const SETTINGS_STALE_MS = 10 * 60 * 1000;

const settingsKey = (campgroundId: string) => ['owner', 'campground-settings', campgroundId] as const;

/** GET campground-crud for one campground: loading, the failure, or the answer. */
export function useCampgroundSettings(campgroundId: string | null) {
  const { api } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: settingsKey(campgroundId ?? ''),
    enabled: campgroundId !== null,
    staleTime: SETTINGS_STALE_MS,
    retry: false,
    // A refetch on focus would replace what the owner is typing.
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) =>
      api.call('campground-crud', { campground_id: campgroundId ?? '' }, { signal }),
  });
  const result = query.data;
  return {
    loading: campgroundId !== null && query.isPending,
    refreshing: query.isFetching,
    error: (result && !result.ok ? result : null) as CallError | null,
    data: result?.ok ? result.value.data : undefined,
    reload: () => query.refetch(),
    /** Keeps the server's answer to a save as the cached read. */
    store: (data: CampgroundCrudData) =>
      queryClient.setQueryData(settingsKey(data.campground.id), { ok: true, value: { success: true, data } }),
  };
}
