import type { ExportMembersQuery } from '@camppass/client';
import { memberExportFileName, OWNER_MEMBERS_WORDS as WORDS } from '@camppass/domain';
import { Button, ProgressBar } from '@camppass/ui';
import { useEffect, useRef, useState } from 'react';
import { saveFile } from '../../shared/save-file';
import { csvRecordCounter } from './csv-records';
import { useMembersActions } from './members-queries';

type ExportState = { readonly kind: 'idle' | 'done' | 'failed' | 'cancelled' } | ExportBusy;
interface ExportBusy {
  readonly kind: 'busy';
  /** Member rows received so far (the CSV's records after its header). */
  readonly rows: number;
}

/** Which quarter of `total` the rows have reached (0 to 4), so progress is announced four times at most. */
const quarterOf = (rows: number, total: number | null) =>
  total === null || total <= 0 ? 0 : Math.min(4, Math.floor((rows / total) * 4));

/**
 * 'Export Member List' (03 §2.5, §9): the server's CSV of every member the filters select, in the
 * list's order, saved as members-{campground}-{date}.csv. While it streams in, a bar shows the rows
 * received of the list's total and a polite status repeats it at each quarter (not at every piece);
 * Cancel stops the download. Only for those who may export (owners and super admins,
 * docs/decisions/owner-area.md#staff-versus-owner-in-the-owner-area); the caller leaves it out for staff.
 */
export function MembersExport({
  query,
  fileStem,
  total,
}: {
  readonly query: ExportMembersQuery;
  /** The campground's slug, or 'all' for every campground of the caller. */
  readonly fileStem: string;
  /** The list's total for the same filters and search, when the page knows it. */
  readonly total: number | null;
}) {
  const { api } = useMembersActions();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const [announced, setAnnounced] = useState('');
  const running = useRef<AbortController | null>(null);
  // Leaving the tab stops a download nobody will save.
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    const cancel = new AbortController();
    running.current = cancel;
    const records = csvRecordCounter();
    let quarter = 0;
    setState({ kind: 'busy', rows: 0 });
    setAnnounced('');
    try {
      const answer = await api.image('export-members', query, {
        signal: cancel.signal,
        onData: (chunk) => {
          const rows = Math.max(0, records.add(chunk) - 1);
          setState({ kind: 'busy', rows });
          const reached = quarterOf(rows, total);
          if (reached > quarter && reached < 4) setAnnounced(WORDS.exportProgress(rows, total));
          quarter = Math.max(quarter, reached);
        },
      });
      if (!answer.ok) {
        setState({ kind: 'failed' });
        return;
      }
      saveFile(answer.value, memberExportFileName(fileStem, new Date().toISOString().slice(0, 10)));
      setState({ kind: 'done' });
    } catch (error) {
      if (!cancel.signal.aborted) throw error;
      setState({ kind: 'cancelled' });
    } finally {
      running.current = null;
    }
  };

  const busy = state.kind === 'busy' ? state : null;
  // Members may join while the file is written: the bar never runs past its end.
  const maxValue = busy && total !== null && total > 0 ? Math.max(total, busy.rows) : undefined;
  return (
    <div className="om-export">
      <div className="om-export__actions">
        <Button
          variant="secondary"
          onPress={() => void run()}
          isPending={busy !== null}
          pendingLabel={WORDS.exporting}
        >
          {WORDS.exportList}
        </Button>
        {busy && (
          <Button variant="ghost" onPress={() => running.current?.abort()}>
            {WORDS.cancelExport}
          </Button>
        )}
      </div>
      {busy && (
        <ProgressBar
          className="om-export__progress"
          label={WORDS.exportProgress(busy.rows, total)}
          {...(maxValue === undefined ? { isIndeterminate: true } : { value: busy.rows, maxValue })}
        />
      )}
      <p role="status" className="cp-visually-hidden">
        {busy ? announced : ''}
      </p>
      {state.kind === 'failed' && (
        <p role="alert" className="om-error">
          {WORDS.exportFailed}
        </p>
      )}
      {(state.kind === 'done' || state.kind === 'cancelled') && (
        <p role="status" className="om-card__notice">
          {state.kind === 'done' ? WORDS.exported : WORDS.exportCancelled}
        </p>
      )}
    </div>
  );
}
