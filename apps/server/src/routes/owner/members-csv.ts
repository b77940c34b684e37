import { Readable } from 'node:stream';
import type { MemberExport } from '@camppass/core';
import { MEMBER_EXPORT_COLUMNS } from '@camppass/domain';
import { stringify } from 'csv-stringify';

/** Waits until the CSV writer wants more, or fails when the download was dropped. */
const drained = (writer: NodeJS.WritableStream & NodeJS.EventEmitter): Promise<void> =>
  new Promise((resolve, reject) => {
    const onDrain = () => {
      writer.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      writer.off('drain', onDrain);
      reject(new Error('The download was closed before the export finished'));
    };
    writer.once('drain', onDrain);
    writer.once('close', onClose);
  });

/**
 * The export as a CSV byte stream (RFC 4180, header row of 03 §9): rows are written as the database
 * hands them over and read on only as fast as the client downloads. Cells that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR first) get a leading apostrophe (csv-stringify's
 * escape_formulas; docs/decisions.md).
 */
export const membersCsv = (
  memberExport: MemberExport,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> => {
  const writer = stringify({ header: true, columns: [...MEMBER_EXPORT_COLUMNS], escape_formulas: true });
  memberExport
    .write(async (rows) => {
      for (const row of rows) {
        if (!writer.write(row)) await drained(writer);
      }
    })
    .then(
      () => writer.end(),
      (error: unknown) => {
        onError(error);
        writer.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  return Readable.toWeb(writer) as ReadableStream<Uint8Array>;
};
