import type { MemberImportDryRunResponse } from '@camppass/client';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_FILE_MESSAGES,
  type ImportField,
  type ImportMapping,
  IMPORT_RUN_MESSAGES as RUN_WORDS,
  spreadsheetCell,
  MEMBER_IMPORT_WORDS as WORDS,
} from '@camppass/domain';
import { Banner, Button, FilePicker, Modal, NativeSelect, TextArea } from '@camppass/ui';
import { useState } from 'react';
import { saveFile } from '../../shared/save-file';
import { isActiveRun, MemberImportProgress, useMemberImportRun } from './MemberImportProgress';
import { useMembersActions } from './members-queries';

type DryRun = MemberImportDryRunResponse['data'];
type Step = { readonly kind: 'choose' } | { readonly kind: 'checked'; readonly dryRun: DryRun };

const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

/** The refused rows as CSV: the file's header and cells (formula-safe), and why each was refused. */
export const refusedRowsCsv = (dryRun: Pick<DryRun, 'headers' | 'rows'>): string =>
  [[...dryRun.headers, WORDS.reason], ...dryRun.rows.map((row) => [...row.cells, row.reasons.join(' ')])]
    .map((cells) => cells.map((cell) => quoted(spreadsheetCell(cell))).join(','))
    .join('\r\n');

const saveCsv = (text: string, fileName: string) =>
  saveFile(new Blob([`\uFEFF${text}`], { type: 'text/csv' }), fileName);

/**
 * Import Members (issue 27, Import): the owner chooses or pastes a CSV, the server checks every row
 * (the dry run) and the dialog shows the counts, the columns read and the refused rows with their
 * reasons, which can be downloaded to fix; then the accepted rows are imported by a background job,
 * its progress shown until it ends (closing the dialog does not stop it; opening it again shows it).
 * The file goes to the server as it is, its bytes as the request body, never read into the page.
 */
export function ImportMembersDialog({
  campgroundId,
  onClose,
}: {
  readonly campgroundId: string;
  readonly onClose: () => void;
}) {
  const { api } = useMembersActions();
  const importRun = useMemberImportRun(campgroundId);
  const [file, setFile] = useState<{ readonly name: string; readonly blob: Blob } | null>(null);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | 'cancelling' | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  /** The import this dialog has shown running (or started): its end is shown here, counts and all. */
  const [followedId, setFollowedId] = useState<string | null>(null);
  /** The owner's choice of columns; absent, the server guesses it from the header. */
  const [mapping, setMapping] = useState<ImportMapping | undefined>(undefined);
  // Sent as CSV whatever type the browser gives the file (Windows says Excel's for .csv).
  const csv = file
    ? new Blob([file.blob], { type: 'text/csv' })
    : pasted.trim() === ''
      ? null
      : new Blob([pasted.trim()], { type: 'text/csv' });

  /** The file to the dry run or the import, with the fields of the call in the query. */
  const send = <N extends 'member-import-dry-run' | 'import-members'>(
    name: N,
    body: Blob,
    fields: Record<string, string>,
    chosen: ImportMapping | undefined = mapping,
  ) =>
    api.uploadCampgroundFile(
      name,
      campgroundId,
      body,
      {},
      {
        ...fields,
        ...(chosen ? { mapping: JSON.stringify(chosen) } : {}),
      },
    );

  /** Every refused row, page by page (the table shows the first page). */
  const refusedRows = async (first: DryRun): Promise<DryRun['rows']> => {
    const rows = [...first.rows];
    for (let page = 2; csv && rows.length < first.matching; page += 1) {
      const answer = await send('member-import-dry-run', csv, {
        outcome: 'refused',
        page: String(page),
        page_size: '100',
      });
      if (!answer.ok) throw new Error(answer.message);
      if (answer.value.data.rows.length === 0) break;
      rows.push(...answer.value.data.rows);
    }
    return rows;
  };

  const check = async (chosen: ImportMapping | undefined = mapping) => {
    if (csv === null) {
      setError(WORDS.nothingToCheck);
      return;
    }
    setError(null);
    setBusy('checking');
    const answer = await send('member-import-dry-run', csv, { outcome: 'refused', page_size: '100' }, chosen);
    setBusy(null);
    if (!answer.ok) setError(answer.message || WORDS.checkFailed);
    else setStep({ kind: 'checked', dryRun: answer.value.data });
  };

  const download = async (dryRun: DryRun) => {
    try {
      saveCsv(
        refusedRowsCsv({ headers: dryRun.headers, rows: await refusedRows(dryRun) }),
        WORDS.refusedFileName,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : WORDS.checkFailed);
    }
  };

  const runImport = async () => {
    if (csv === null) return;
    setError(null);
    setBusy('importing');
    const answer = await send('import-members', csv, {});
    setBusy(null);
    if (!answer.ok) {
      setError(answer.message || WORDS.importFailed);
      return;
    }
    setFollowedId(answer.value.data.id);
    importRun.show(answer.value.data);
  };

  const cancelImport = async (runId: string) => {
    setBusy('cancelling');
    const answer = await api.call('cancel-member-import', { campground_id: campgroundId, run_id: runId });
    setBusy(null);
    if (answer.ok) importRun.show(answer.value.data);
    else setError(answer.message);
  };

  // An import running (started here or before the dialog opened), or the one started here, ended.
  const run = importRun.run;
  if (run && isActiveRun(run) && run.id !== followedId) setFollowedId(run.id);
  const following = run && (isActiveRun(run) || run.id === followedId) ? run : null;
  const dryRun = step.kind === 'checked' && !following ? step.dryRun : null;
  const accepted = dryRun ? dryRun.created + dryRun.updated : 0;
  return (
    <Modal
      isOpen
      size="lg"
      title={WORDS.title}
      onClose={onClose}
      isDismissable={busy === null || busy === 'cancelling'}
      footer={
        <>
          <Button
            variant="outline"
            onPress={onClose}
            isDisabled={busy === 'checking' || busy === 'importing'}
          >
            {dryRun ? WORDS.cancel : WORDS.close}
          </Button>
          {following ? null : dryRun ? (
            <Button
              variant="primary"
              onPress={() => void runImport()}
              isPending={busy === 'importing'}
              isDisabled={accepted === 0}
            >
              {WORDS.importRows(accepted)}
            </Button>
          ) : (
            <Button variant="primary" onPress={() => void check()} isPending={busy === 'checking'}>
              {WORDS.check}
            </Button>
          )}
        </>
      }
    >
      {following && (
        <MemberImportProgress
          run={following}
          cancelling={busy === 'cancelling'}
          onCancel={() => void cancelImport(following.id)}
        />
      )}
      {importRun.failed && following && <Banner variant="error">{RUN_WORDS.failedToFollow}</Banner>}
      {!dryRun && !following && (
        <>
          <p>{WORDS.intro}</p>
          <FilePicker
            label={WORDS.file}
            description={WORDS.fileDescription}
            accept=".csv,text/csv,text/plain"
            chooseLabel={WORDS.choose}
            removeLabel={WORDS.remove}
            chosen={file ? { name: file.name, preview: null } : null}
            onFile={(chosen) => {
              setError(null);
              setFile({ name: chosen.name, blob: chosen });
            }}
            onRemove={() => setFile(null)}
          />
          {!file && <TextArea label={WORDS.paste} value={pasted} onChange={setPasted} />}
        </>
      )}
      {dryRun && (
        <DryRunResult
          dryRun={dryRun}
          isDisabled={busy !== null}
          onMapping={(next) => {
            setMapping(next);
            void check(next);
          }}
          onDownload={() => void download(dryRun)}
        />
      )}
      {error && <Banner variant="error">{error}</Banner>}
    </Modal>
  );
}

function DryRunResult({
  dryRun,
  isDisabled,
  onMapping,
  onDownload,
}: {
  readonly dryRun: DryRun;
  readonly isDisabled: boolean;
  readonly onMapping: (mapping: ImportMapping) => void;
  readonly onDownload: () => void;
}) {
  const current = dryRun.mapping as ImportMapping;
  const choose = (field: ImportField, header: string) => {
    const index = dryRun.headers.indexOf(header);
    const next: ImportMapping = { ...current };
    if (index < 0) delete next[field];
    else next[field] = index;
    onMapping(next);
  };
  return (
    <>
      <p role="status">{WORDS.summary(dryRun.total, dryRun.created, dryRun.updated, dryRun.refused)}</p>
      <fieldset className="om-import-columns" disabled={isDisabled}>
        <legend>{WORDS.columns}</legend>
        <p>{WORDS.columnsHelp}</p>
        {IMPORT_FIELDS.map((field) => {
          const index = current[field];
          return (
            <NativeSelect
              key={field}
              label={IMPORT_FIELD_LABELS[field]}
              value={index === undefined ? WORDS.notImported : (dryRun.headers[index] ?? WORDS.notImported)}
              options={[WORDS.notImported, ...dryRun.headers]}
              onChange={(header) => choose(field, header)}
            />
          );
        })}
      </fieldset>
      {dryRun.unknown_headers.length > 0 && (
        <Banner variant="info">{IMPORT_FILE_MESSAGES.unknownHeaders(dryRun.unknown_headers)}</Banner>
      )}
      {dryRun.refused === 0 ? (
        <p>{WORDS.noRefused}</p>
      ) : (
        <>
          <table className="om-import-refused">
            <caption>{WORDS.refusedTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{WORDS.row}</th>
                <th scope="col">{WORDS.reason}</th>
              </tr>
            </thead>
            <tbody>
              {dryRun.rows.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <td>{row.reasons.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {dryRun.refused > dryRun.rows.length && (
            <p>{WORDS.moreRefused(dryRun.rows.length, dryRun.refused)}</p>
          )}
          <Button variant="outline" onPress={onDownload}>
            {WORDS.download}
          </Button>
        </>
      )}
    </>
  );
}
