import { type CalendarDate, checkInExportFileName, GATE_WORDS as WORDS } from '@camppass/domain';
import { Button } from '@camppass/ui';
import { useState } from 'react';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { saveFile } from '../../../shared/save-file';
import { checkInRange } from './check-in-log-dates';

/**
 * "Download CSV" of the check-in log: the server's CSV of the days the log shows (From through To
 * in the campground's time zone), saved as check-ins-{campground}-{from}-to-{to}.csv.
 */
export function CheckInsDownload({
  campgroundId,
  slug,
  from,
  to,
  zone,
}: {
  readonly campgroundId: string;
  readonly slug: string;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly zone: string;
}) {
  const { api } = useAuth();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');

  const download = async () => {
    setState('busy');
    const answer = await api.image('export-check-ins', { campgroundId, ...checkInRange(from, to, zone) });
    if (!answer.ok) {
      setState('failed');
      return;
    }
    saveFile(answer.value, checkInExportFileName(slug, from, to));
    setState('done');
  };

  return (
    <div className="gate-log__download">
      <Button
        variant="secondary"
        onPress={() => void download()}
        isPending={state === 'busy'}
        pendingLabel={WORDS.logDownloading}
      >
        {WORDS.logDownload}
      </Button>
      {state === 'failed' ? (
        <p role="alert" className="gate-log__download-failed">
          {WORDS.logDownloadFailed}
        </p>
      ) : null}
      <p role="status" className="cp-visually-hidden">
        {state === 'done' ? WORDS.logDownloaded : ''}
      </p>
    </div>
  );
}
