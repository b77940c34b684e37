import type { GetCampgroundMembersQuery, OwnerMember } from '@camppass/client';
import {
  MEMBER_IMPORT_WORDS,
  MEMBERS_LOAD_FAILED,
  NO_MEMBERS_FOUND,
  NO_MEMBERS_YET,
  OWNER_MEMBERS_TITLE,
  OWNER_MEMBERS_WORDS as WORDS,
} from '@camppass/domain';
import { Button, EmptyState, Pagination, Skeleton } from '@camppass/ui';
import { useId, useState } from 'react';
import { LoadFailed } from '../../shared/LoadFailed';
import { ClaimEmailsButton } from './ClaimEmailsButton';
import { ImportMembersDialog } from './ImportMembersDialog';
import { MemberCard } from './MemberCard';
import { RunningImportNotice } from './MemberImportProgress';
import { MemberProfileModal } from './MemberProfileModal';
import { MembersExport } from './MembersExport';
import { MembersPanels, MembersSummary } from './MembersPanels';
import { MembersToolbar } from './MembersToolbar';
import { INITIAL_FILTERS, useMembersListState } from './members-list-state';
import { useCampgroundMemberStats, useCampgroundMembers, useMembersActions } from './members-queries';
import { useOwnerArea } from './owner-area';
import './members.css';

/**
 * The Members tab (03 §2.5): the members of the caller's campgrounds, searched (300 ms after typing
 * stops), filtered, sorted and paged by the server, with the summary cards, the two panels, the
 * profile modal and, for owners, the CSV export.
 */
export function MembersTab() {
  const area = useOwnerArea();
  // A campground chosen elsewhere (My Campground → Members) is where the list starts.
  const several = area.campgrounds.length > 1;
  const list = useMembersListState({
    ...INITIAL_FILTERS,
    campgroundId: several ? area.selectedCampgroundId : null,
  });
  const { filters } = list;
  const [viewing, setViewing] = useState<OwnerMember | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const { refresh } = useMembersActions();

  // With one campground there is no filter; its members are the caller's members.
  const campgroundId = several ? filters.campgroundId : null;
  const scope = campgroundId ? { campground_id: campgroundId } : {};
  const narrowing = {
    ...scope,
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(list.settled ? { search: list.settled } : {}),
    sort_by: filters.sort.by,
    sort_order: filters.sort.order,
  } satisfies GetCampgroundMembersQuery;
  const members = useCampgroundMembers({ ...narrowing, limit: filters.pageSize, page: list.page });
  const stats = useCampgroundMemberStats(scope);

  const inScope = campgroundId ? area.campgrounds.filter((c) => c.id === campgroundId) : area.campgrounds;
  const isOwner = area.campgrounds.some((c) => c.caller_role === 'owner');
  const mayExport = inScope.length > 0 && inScope.every((c) => area.canManage(c.id));
  // Members are imported into one campground at a time: the one in view.
  const importInto = mayExport && inScope.length === 1 ? (inScope[0]?.id ?? null) : null;
  const [importing, setImporting] = useState(false);
  const fileStem = inScope.length === 1 ? (inScope[0]?.slug ?? 'all') : 'all';

  const rows = members.data?.data ?? [];
  // The last known total keeps the pagination in place while the next page loads.
  const [total, setTotal] = useState(0);
  const answered = members.data?.pagination.totalCount;
  if (answered !== undefined && answered !== total) setTotal(answered);
  const listTitle = useId();
  const failed = members.error ?? stats.error;
  const retry = () => {
    if (members.error) members.retry();
    if (stats.error) stats.retry();
  };
  const reload = async () => {
    setRefreshing(true);
    await refresh();
    setRefreshing(false);
  };

  return (
    <div className="om-tab">
      <div className="om-heading">
        <h2>{isOwner ? OWNER_MEMBERS_TITLE : WORDS.title}</h2>
        {mayExport && <MembersExport query={narrowing} fileStem={fileStem} total={answered ?? null} />}
        {importInto && (
          <Button variant="outline" onPress={() => setImporting(true)}>
            {MEMBER_IMPORT_WORDS.open}
          </Button>
        )}
        {importInto && <ClaimEmailsButton campgroundId={importInto} />}
        {importInto && importing && (
          <ImportMembersDialog campgroundId={importInto} onClose={() => setImporting(false)} />
        )}
      </div>
      {importInto && !importing && (
        <RunningImportNotice campgroundId={importInto} onView={() => setImporting(true)} />
      )}
      <MembersToolbar
        search={list.search}
        onSearch={list.setSearch}
        filters={filters}
        onFilters={(next) => {
          if (next.campgroundId && next.campgroundId !== filters.campgroundId) {
            area.selectCampground(next.campgroundId);
          }
          list.setFilters(next);
        }}
        campgrounds={area.campgrounds}
        onRefresh={() => void reload()}
        refreshing={refreshing}
      />
      {failed && <LoadFailed message={MEMBERS_LOAD_FAILED} onRetry={retry} retryLabel={WORDS.tryAgain} />}
      <MembersSummary stats={stats.data?.data} />
      <section className="om-list" aria-labelledby={listTitle} aria-busy={members.loading || undefined}>
        <h3 id={listTitle} className="cp-visually-hidden">
          {WORDS.membersList}
        </h3>
        {!members.loading && !members.error && total > 0 && (
          <p className="om-list__total">{WORDS.listTotal(total)}</p>
        )}
        {members.loading ? (
          <>
            <span role="status" className="cp-visually-hidden">
              {WORDS.loadingMembers}
            </span>
            <ul className="om-cards" aria-hidden="true">
              {[0, 1, 2].map((n) => (
                <li key={n} className="om-card">
                  <Skeleton lines={4} />
                </li>
              ))}
            </ul>
          </>
        ) : members.error ? null : rows.length === 0 ? (
          <EmptyState
            title={list.narrowed ? NO_MEMBERS_FOUND : NO_MEMBERS_YET}
            description={list.narrowed ? WORDS.noMembersFoundDescription : WORDS.noMembersYetDescription}
          />
        ) : (
          <ul className="om-cards" aria-label={WORDS.membersList}>
            {rows.map((member) => (
              <MemberCard key={member.id} member={member} onViewProfile={setViewing} />
            ))}
          </ul>
        )}
        {!members.error && total > 0 && (
          <Pagination
            page={list.page}
            pageSize={filters.pageSize}
            totalCount={total}
            onPageChange={list.setPage}
            isDisabled={members.loading}
          />
        )}
      </section>
      {!stats.error && <MembersPanels stats={stats.data?.data} />}
      {viewing && <MemberProfileModal member={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
