import type { MemberImportRun } from '@camppass/client';
import { IMPORT_FILE_MESSAGES, IMPORT_RUN_MESSAGES as RUN } from '@camppass/domain';
import { Banner, Button, ProgressBar } from '@camppass/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { QUERY_FAMILIES } from '../../shared/query-client';

/** How often a running import's progress is asked for. */
const FOLLOW_EVERY_MS = 1_000;

export const isActiveRun = (run: MemberImportRun | null | undefined): boolean =>
  run?.status === 'queued' || run?.status === 'running';

const importKey = (campgroundId: string) =>
  [QUERY_FAMILIES.members, 'owner', 'import', campgroundId] as const;

/**
 * The campground's newest member import (get-member-import), followed every second while it is
 * queued or running; the dialog and the Members tab share it, so closing the dialog loses nothing.
 * When a followed import ends, the members are read again.
 */
export function useMemberImportRun(campgroundId: string) {
  const api = useAuth().api;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKey(campgroundId),
    queryFn: async ({ signal }) => {
      const answer = await api.call('get-member-import', { campground_id: campgroundId }, { signal });
      if (!answer.ok) throw new Error(answer.message);
      return answer.value.data;
    },
    refetchInterval: (current) => (isActiveRun(current.state.data) ? FOLLOW_EVERY_MS : false),
    retry: false,
  });
  const run = query.data ?? null;
  const wasActive = useRef(false);
  useEffect(() => {
    if (wasActive.current && run && !isActiveRun(run)) {
      void queryClient.invalidateQueries({ queryKey: [QUERY_FAMILIES.members, 'owner'] });
    }
    wasActive.current = isActiveRun(run);
  }, [run, queryClient]);
  return {
    run,
    loading: query.isPending,
    failed: query.isError,
    /** A run just started or changed (its answer), shown at once. */
    show: (next: MemberImportRun) => queryClient.setQueryData(importKey(campgroundId), next),
  };
}

/** A running import's bar ("12,000 of 100,000") and Cancel, or a finished one's counts. */
export function MemberImportProgress({
  run,
  onCancel,
  cancelling,
}: {
  readonly run: MemberImportRun;
  readonly onCancel: () => void;
  readonly cancelling: boolean;
}) {
  if (isActiveRun(run)) {
    const total = run.total_rows;
    return (
      <div className="om-import-progress">
        {total === null ? (
          <ProgressBar label={run.status === 'queued' ? RUN.queued : RUN.reading} isIndeterminate />
        ) : (
          <ProgressBar
            label={RUN.progressLabel}
            value={run.rows_done}
            maxValue={Math.max(total, 1)}
            valueLabel={RUN.progress(run.rows_done, total)}
          />
        )}
        <p role="status">
          {run.cancel_requested ? RUN.cancelling : RUN.importedSoFar(run.created, run.updated)}
        </p>
        <p>{RUN.started}</p>
        <Button variant="outline" onPress={onCancel} isPending={cancelling} isDisabled={run.cancel_requested}>
          {RUN.cancel}
        </Button>
      </div>
    );
  }
  if (run.status === 'done') {
    return <Banner variant="success">{RUN.finished(run.created, run.updated, run.refused)}</Banner>;
  }
  return (
    <Banner variant={run.status === 'cancelled' ? 'info' : 'error'}>
      {run.stop_reason ?? IMPORT_FILE_MESSAGES.stopped(run.stopped_at_row ?? run.rows_done + 2)}{' '}
      {IMPORT_FILE_MESSAGES.imported(run.created, run.updated)}
    </Banner>
  );
}

/** The Members tab's word that an import is running, with a way back to its progress. */
export function RunningImportNotice({
  campgroundId,
  onView,
}: {
  readonly campgroundId: string;
  readonly onView: () => void;
}) {
  const { run } = useMemberImportRun(campgroundId);
  if (!run || !isActiveRun(run)) return null;
  return (
    <Banner variant="info" className="om-import-running">
      {RUN.running}
      {run.total_rows !== null && ` ${RUN.progress(run.rows_done, run.total_rows)}.`}{' '}
      <Button variant="ghost" onPress={onView}>
        {RUN.viewImport}
      </Button>
    </Banner>
  );
}
