import { DEFAULT_MEMBERS_PAGE_SIZE } from '@camppass/domain';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../shared/use-debounced';

/** The three sort buttons of 03 §2.5: join date, name, expiration. */
export type SortKey = 'created_at' | 'name' | 'end_date';
type SortOrder = 'asc' | 'desc';
export interface MembersSort {
  readonly by: SortKey;
  readonly order: SortOrder;
}
/** 03 §2.5's status filter. */
export type StatusFilter = 'all' | 'active' | 'upcoming' | 'expired';

export interface MembersFilters {
  /** null: every campground of the caller. */
  readonly campgroundId: string | null;
  readonly status: StatusFilter;
  readonly pageSize: number;
  readonly sort: MembersSort;
}

/** The list as it first shows: newest members first, 10 a page (03 §7, §9). */
export const INITIAL_FILTERS: MembersFilters = {
  campgroundId: null,
  status: 'all',
  pageSize: DEFAULT_MEMBERS_PAGE_SIZE,
  sort: { by: 'created_at', order: 'desc' },
};

/** Clicking the active sort toggles its direction; a new one starts descending (03 §2.5). */
export const toggleSort = (current: MembersSort, by: SortKey): MembersSort =>
  current.by === by ? { by, order: current.order === 'desc' ? 'asc' : 'desc' } : { by, order: 'desc' };

/**
 * The list's state: the search as typed and as settled (300 ms), the filters, and the page, which
 * goes back to 1 whenever the settled search or any filter changes (03 §4).
 */
export function useMembersListState(initial: MembersFilters = INITIAL_FILTERS) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(initial);
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const scope = JSON.stringify([settled, filters]);
  const [paged, setPaged] = useState({ scope, page: 1 });
  const page = paged.scope === scope ? paged.page : 1;
  return {
    search,
    setSearch,
    settled,
    filters,
    setFilters,
    page,
    setPage: (next: number) => setPaged({ scope, page: next }),
    /** Search or a filter narrows the list (the empty state then says 'No members found'). */
    narrowed: settled !== '' || filters.status !== 'all' || filters.campgroundId !== null,
  };
}
