import { CACHE_LIFETIME_MS } from '@camppass/domain';
import { defineFunctionQuery, useFunctionQuery } from '../../shared/function-query';
import { usePublicServices } from './PublicServices';

const useClient = () => usePublicServices().api;

export const campgroundQuery = defineFunctionQuery({
  useClient,
  key: (slug: string) => ['public', 'campground', slug],
  staleTime: CACHE_LIFETIME_MS.campgroundLookup,
  run: (api, slug, signal) => api.call('get-campground', { slug }, { signal }),
});

export const campgroundListQuery = defineFunctionQuery({
  useClient,
  key: () => ['public', 'campgrounds'],
  staleTime: CACHE_LIFETIME_MS.campgrounds,
  run: (api, _: undefined, signal) => api.call('list-campgrounds', undefined, { signal }),
});

const publicConfigQuery = defineFunctionQuery({
  useClient,
  key: () => ['public', 'public-config'],
  staleTime: Number.POSITIVE_INFINITY,
  run: (api, _: undefined, signal) => api.publicConfig(signal),
});

/** get-campground by slug (04 §2). */
export const useCampground = (slug: string) => useFunctionQuery(campgroundQuery, slug);

/** list-campgrounds: the /membership picker. */
export const useCampgroundList = () => useFunctionQuery(campgroundListQuery, undefined);

/** public-config: the card gateway's publishable key, fixed for the server's life. */
export const usePublicConfig = () => useFunctionQuery(publicConfigQuery, undefined);
