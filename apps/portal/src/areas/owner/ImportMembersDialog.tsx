import type { MemberImportDryRunResponse } from '@camppass/client';
import {
  decodeImportText,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_FILE_MESSAGES,
  type ImportField,
  type ImportMapping,
  spreadsheetCell,
  MEMBER_IMPORT_WORDS as WORDS,
} from '@camppass/domain';
import { Banner, Button, FilePicker, Modal, NativeSelect, ProgressBar, TextArea, toasts } from '@camppass/ui';
import { useState } from 'react';
import { saveFile } from '../../shared/save-file';
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
 * reasons, which can be downloaded to fix; then the accepted rows are imported.
 */
export function ImportMembersDialog({
  campgroundId,
  onClose,
}: {
  readonly campgroundId: string;
  readonly onClose: () => void;
}) {
  const { api, refresh } = useMembersActions();
  const [file, setFile] = useState<{ readonly name: string; readonly text: string } | null>(null);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  /** The owner's choice of columns; absent, the server guesses it from the header. */
  const [mapping, setMapping] = useState<ImportMapping | undefined>(undefined);
  const csv = file?.text ?? pasted.trim();

  const choose = async (chosen: File) => {
    setError(null);
    const text = decodeImportText(new Uint8Array(await chosen.arrayBuffer()));
    if (!text.ok) {
      setError(text.message);
      return;
    }
    setFile({ name: chosen.name, text: text.value });
  };

  /** Every refused row, page by page (the table shows the first page). */
  const refusedRows = async (first: DryRun): Promise<DryRun['rows']> => {
    const rows = [...first.rows];
    for (let page = 2; rows.length < first.matching; page += 1) {
      const answer = await api.call('member-import-dry-run', {
        campground_id: campgroundId,
        csv,
        outcome: 'refused',
        page,
        page_size: 100,
        ...(mapping ? { mapping } : {}),
      });
      if (!answer.ok) throw new Error(answer.message);
      if (answer.value.data.rows.length === 0) break;
      rows.push(...answer.value.data.rows);
    }
    return rows;
  };

  const check = async (chosen: ImportMapping | undefined = mapping) => {
    if (csv === '') {
      setError(WORDS.nothingToCheck);
      return;
    }
    setError(null);
    setBusy('checking');
    const answer = await api.call('member-import-dry-run', {
      campground_id: campgroundId,
      csv,
      outcome: 'refused',
      page_size: 100,
      ...(chosen ? { mapping: chosen } : {}),
    });
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
    setError(null);
    setBusy('importing');
    const answer = await api.call('import-members', {
      campground_id: campgroundId,
      csv,
      ...(mapping ? { mapping } : {}),
    });
    setBusy(null);
    if (!answer.ok) {
      setError(answer.message || WORDS.importFailed);
      return;
    }
    await refresh();
    if (answer.value.data.stopped_at_row === null) {
      toasts.success(answer.value.message);
      onClose();
    } else setError(answer.value.message);
  };

  const dryRun = step.kind === 'checked' ? step.dryRun : null;
  const accepted = dryRun ? dryRun.created + dryRun.updated : 0;
  return (
    <Modal
      isOpen
      size="lg"
      title={WORDS.title}
      onClose={onClose}
      isDismissable={busy === null}
      footer={
        <>
          <Button variant="outline" onPress={onClose} isDisabled={busy !== null}>
            {dryRun ? WORDS.cancel : WORDS.close}
          </Button>
          {dryRun ? (
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
      {!dryRun && (
        <>
          <p>{WORDS.intro}</p>
          <FilePicker
            label={WORDS.file}
            description={WORDS.fileDescription}
            accept=".csv,text/csv,text/plain"
            chooseLabel={WORDS.choose}
            removeLabel={WORDS.remove}
            chosen={file ? { name: file.name, preview: null } : null}
            onFile={(chosen) => void choose(chosen)}
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
      {busy === 'importing' && <ProgressBar label={WORDS.importing} showValueLabel={false} />}
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
