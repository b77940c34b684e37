import type { OwnerCampground } from '@camppass/client';
import { useState } from 'react';
import { useOwnerArea } from './owner-area';

/** 'City, ST', or whichever of the two is known. */
export const placeOf = (campground: Pick<OwnerCampground, 'city' | 'state'>): string =>
  [campground.city, campground.state].filter(Boolean).join(', ');

/** The public page's path (03 §2: /campground/{slug}); `preview` for the popup's variant. */
export const publicPagePath = (slug: string, preview = false): string =>
  `/campground/${encodeURIComponent(slug)}${preview ? '/preview' : ''}`;

/** The public page's full address on this site, as the owner shares it. */
export const publicPageUrl = (slug: string): string => `${window.location.origin}${publicPagePath(slug)}`;

/** The shell's refresh for a Refresh button: pending while it runs. */
export function useRefresh(): { readonly refreshing: boolean; refresh(): void } {
  const area = useOwnerArea();
  const [refreshing, setRefreshing] = useState(false);
  return {
    refreshing,
    refresh: () => {
      setRefreshing(true);
      void area.refresh().finally(() => setRefreshing(false));
    },
  };
}
