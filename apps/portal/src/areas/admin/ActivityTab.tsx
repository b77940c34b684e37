import {
  AUDIT_ACTION_KIND_NAMES,
  AUDIT_ACTION_KINDS,
  type AuditActionKind,
  AUDIT_LOG_WORDS as WORDS,
} from '@camppass/domain';
import { Button, DateInput, EmptyState, NativeSelect, Pagination, SearchField, Skeleton } from '@camppass/ui';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../shared/use-debounced';
import { AdminLoadError } from './AdminLoadError';
import { AuditEntryItem } from './AuditEntryItem';
import { type AuditLogFilters, useAuditLog, useAuditLogCampgrounds } from './admin-queries';

/** Page size of the activity log. */
const AUDIT_LOG_PAGE_SIZE = 20;

const NO_FILTERS: AuditLogFilters = { who: '', kind: null, campgroundId: null, from: '', to: '' };

const kindLabel = (kind: AuditActionKind | null) => (kind ? AUDIT_ACTION_KINDS[kind].label : WORDS.anyKind);
const kindOf = (label: string): AuditActionKind | null =>
  AUDIT_ACTION_KIND_NAMES.find((kind) => AUDIT_ACTION_KINDS[kind].label === label) ?? null;

/**
 * The whole audit log (03 §2.10's recent activity, all of it): who did what, where and when, with
 * each write's before and after, filtered by who, kind of action, campground and dates, a page at a
 * time; the filtering and paging happen in the database.
 */
export function ActivityTab() {
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const who = useDebounced(filters.who.trim(), SEARCH_DEBOUNCE_MS);
  const rangeInvalid = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const asked = { ...filters, who, ...(rangeInvalid ? { from: '', to: '' } : {}) };
  const log = useAuditLog({ page, pageSize: AUDIT_LOG_PAGE_SIZE, filters: asked });
  const campgrounds = useAuditLogCampgrounds();
  const campgroundOptions = campgrounds.data?.data ?? [];
  const entries = log.data?.data ?? [];
  const total = log.data?.pagination.totalCount ?? 0;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  const change = (next: Partial<AuditLogFilters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPage(1);
  };
  const campgroundLabel = (id: string | null) =>
    campgroundOptions.find((campground) => campground.id === id)?.name ?? WORDS.anyCampground;

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <h2>{WORDS.title}</h2>
      </div>
      <p>{WORDS.intro}</p>
      <search className="admin-filters admin-activity-filters" aria-label={WORDS.title}>
        <SearchField
          label={WORDS.actor}
          placeholder={WORDS.whoPlaceholder}
          value={filters.who}
          onChange={(value) => change({ who: value })}
        />
        <NativeSelect
          label={WORDS.kind}
          value={kindLabel(filters.kind)}
          options={[WORDS.anyKind, ...AUDIT_ACTION_KIND_NAMES.map((kind) => AUDIT_ACTION_KINDS[kind].label)]}
          onChange={(label) => change({ kind: kindOf(label) })}
        />
        <NativeSelect
          label={WORDS.campground}
          value={campgroundLabel(filters.campgroundId)}
          options={[WORDS.anyCampground, ...campgroundOptions.map((campground) => campground.name)]}
          onChange={(label) =>
            change({
              campgroundId: campgroundOptions.find((campground) => campground.name === label)?.id ?? null,
            })
          }
        />
        <DateInput
          label={WORDS.from}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(value) => change({ from: value })}
          errorMessage={rangeInvalid ? WORDS.dateRangeInvalid : null}
        />
        <DateInput
          label={WORDS.to}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(value) => change({ to: value })}
        />
        {filtered && (
          <Button variant="secondary" onPress={() => change(NO_FILTERS)}>
            {WORDS.clearFilters}
          </Button>
        )}
      </search>
      <section className="admin-panel" aria-label={WORDS.title} aria-busy={log.loading || undefined}>
        {log.error ? (
          <AdminLoadError what="activity" error={log.error} onRetry={log.retry} />
        ) : log.loading ? (
          <>
            <p className="cp-visually-hidden" role="status">
              {WORDS.loading}
            </p>
            <Skeleton lines={4} />
          </>
        ) : entries.length > 0 ? (
          <ul className="admin-list" aria-label={WORDS.title}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        ) : filtered ? (
          <EmptyState title={WORDS.noMatch} description={WORDS.noMatchHint} />
        ) : (
          <EmptyState title={WORDS.empty} />
        )}
      </section>
      {!log.error && total > 0 && (
        <Pagination
          page={page}
          pageSize={AUDIT_LOG_PAGE_SIZE}
          totalCount={total}
          totalCapped={log.data?.pagination.totalCountCapped === true}
          onPageChange={setPage}
          isDisabled={log.loading}
        />
      )}
    </div>
  );
}
