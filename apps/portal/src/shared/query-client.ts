import { CACHE_LIFETIME_MS } from '@camppass/domain';
import { QueryClient } from '@tanstack/react-query';

/** The first element of each cached query's key; a family shares the lifetime of 01 §9. */
export const QUERY_FAMILIES = {
  campgrounds: 'campgrounds',
  activeMemberships: 'active-memberships',
  campgroundSettings: 'campground-settings',
  members: 'members',
  membershipTypes: 'membership-types',
  campgroundLookup: 'campground-lookup',
} as const satisfies Record<keyof typeof CACHE_LIFETIME_MS, string>;

/** The query cache with the dashboard lifetimes of 01 §9 and 03 §9, per family of data. */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  for (const [name, family] of Object.entries(QUERY_FAMILIES)) {
    const lifetime = CACHE_LIFETIME_MS[name as keyof typeof CACHE_LIFETIME_MS];
    client.setQueryDefaults([family], { staleTime: lifetime, gcTime: Math.max(lifetime, 5 * 60_000) });
  }
  return client;
};
