import type { ExportMembersQuery } from '@camppass/client';
import { memberExportFileName, OWNER_MEMBERS_WORDS as WORDS } from '@camppass/domain';
import { Button } from '@camppass/ui';
import { useState } from 'react';
import { useMembersActions } from './members-queries';

/** Hands a file to the browser's download, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type ExportState = 'idle' | 'busy' | 'done' | 'failed';

/**
 * 'Export Member List' (03 §2.5, §9): the server's CSV of every member the filters select, in the
 * list's order, saved as members-{campground}-{date}.csv. Only for those who may export (owners and
 * super admins, docs/decisions.md); the caller leaves it out for staff.
 */
export function MembersExport({
  query,
  fileStem,
}: {
  readonly query: ExportMembersQuery;
  /** The campground's slug, or 'all' for every campground of the caller. */
  readonly fileStem: string;
}) {
  const { api } = useMembersActions();
  const [state, setState] = useState<ExportState>('idle');
  const run = async () => {
    setState('busy');
    const answer = await api.image('export-members', query);
    if (!answer.ok) {
      setState('failed');
      return;
    }
    saveFile(answer.value, memberExportFileName(fileStem, new Date().toISOString().slice(0, 10)));
    setState('done');
  };
  return (
    <div className="om-export">
      <Button
        variant="secondary"
        onPress={() => void run()}
        isPending={state === 'busy'}
        pendingLabel={WORDS.exporting}
      >
        {WORDS.exportList}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="om-error">
          {WORDS.exportFailed}
        </p>
      )}
      {state === 'done' && (
        <p role="status" className="om-card__notice">
          {WORDS.exported}
        </p>
      )}
    </div>
  );
}
