import type { OwnerCampground } from '@camppass/client';
import { MEMBERS_PAGE_SIZES, OWNER_MEMBERS_WORDS as WORDS } from '@camppass/domain';
import { Button, SearchField, Select, SelectItem } from '@camppass/ui';
import { type MembersFilters, type SortKey, type StatusFilter, toggleSort } from './members-list-state';

const STATUSES: readonly { id: StatusFilter; name: string }[] = [
  { id: 'all', name: WORDS.all },
  { id: 'active', name: WORDS.active },
  { id: 'upcoming', name: WORDS.upcoming },
  { id: 'expired', name: WORDS.expired },
];

const SORTS: readonly { id: SortKey; name: string }[] = [
  { id: 'created_at', name: WORDS.joinDate },
  { id: 'name', name: WORDS.name },
  { id: 'end_date', name: WORDS.expiration },
];

const ALL = 'all';

/**
 * The Members tab's controls (03 §2.5): search, the campground filter (only with more than one
 * campground), status, page size, Refresh and the three sort buttons.
 */
export function MembersToolbar({
  search,
  onSearch,
  filters,
  onFilters,
  campgrounds,
  onRefresh,
  refreshing,
}: {
  readonly search: string;
  readonly onSearch: (search: string) => void;
  readonly filters: MembersFilters;
  readonly onFilters: (filters: MembersFilters) => void;
  readonly campgrounds: readonly OwnerCampground[];
  readonly onRefresh: () => void;
  readonly refreshing: boolean;
}) {
  const set = (change: Partial<MembersFilters>) => onFilters({ ...filters, ...change });
  const direction = filters.sort.order === 'asc' ? WORDS.ascending : WORDS.descending;
  const sortName = SORTS.find((sort) => sort.id === filters.sort.by)?.name ?? '';
  return (
    <div className="om-toolbar">
      <div className="om-toolbar__fields">
        <SearchField
          label={WORDS.search}
          placeholder={WORDS.searchPlaceholder}
          value={search}
          onChange={onSearch}
          className="om-toolbar__search"
        />
        {campgrounds.length > 1 && (
          <Select
            label={WORDS.campground}
            items={[{ id: ALL, name: WORDS.allCampgrounds }, ...campgrounds]}
            selectedKey={filters.campgroundId ?? ALL}
            onSelectionChange={(key) =>
              set({ campgroundId: key == null || key === ALL ? null : String(key) })
            }
          >
            {(campground) => <SelectItem id={campground.id}>{campground.name}</SelectItem>}
          </Select>
        )}
        <Select
          label={WORDS.status}
          items={STATUSES}
          selectedKey={filters.status}
          onSelectionChange={(key) => set({ status: (key ?? ALL) as StatusFilter })}
        >
          {(status) => <SelectItem id={status.id}>{status.name}</SelectItem>}
        </Select>
        <Select
          label={WORDS.pageSize}
          items={MEMBERS_PAGE_SIZES.map((size) => ({ id: String(size) }))}
          selectedKey={String(filters.pageSize)}
          onSelectionChange={(key) => key != null && set({ pageSize: Number(key) })}
        >
          {(size) => <SelectItem id={size.id}>{size.id}</SelectItem>}
        </Select>
        <Button
          variant="outline"
          onPress={onRefresh}
          isPending={refreshing}
          pendingLabel={WORDS.loadingMembers}
        >
          {WORDS.refresh}
        </Button>
      </div>
      <fieldset className="om-sort">
        <legend className="om-sort__legend">{WORDS.sortBy}</legend>
        {SORTS.map((sort) => {
          const active = filters.sort.by === sort.id;
          return (
            <Button
              key={sort.id}
              variant={active ? 'primary' : 'ghost'}
              aria-pressed={active}
              aria-label={active ? `${sort.name}, ${direction}` : sort.name}
              onPress={() => set({ sort: toggleSort(filters.sort, sort.id) })}
            >
              {sort.name}
              {active && <span aria-hidden="true">{filters.sort.order === 'asc' ? ' ↑' : ' ↓'}</span>}
            </Button>
          );
        })}
        <span role="status" className="cp-visually-hidden">
          {WORDS.sortedBy(sortName, direction)}
        </span>
      </fieldset>
    </div>
  );
}
