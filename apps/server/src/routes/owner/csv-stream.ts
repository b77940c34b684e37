import { spreadsheetCell } from '@camppass/domain';
import { stringify } from 'csv-stringify/sync';

/** An export that hands its rows of cells to `each` a batch at a time, the next once `each` settles. */
export interface RowSource {
  readonly write: (each: (rows: string[][]) => Promise<void>) => Promise<void>;
}

/** Why the export stopped reading when the download was closed before its end. */
export class ExportCancelled extends Error {
  constructor() {
    super('The download was closed before the export finished');
  }
}

/**
 * An export as a CSV byte stream (RFC 4180, the header row `columns`), one chunk per batch of rows.
 * The stream is pulled: a batch is read from the database only when the one before it has been
 * taken by the response (which takes it only as fast as the client downloads), so the server holds
 * a batch or two whatever the size of the export; a closed download stops the reading. Cells that
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR first) get a leading apostrophe, except
 * a phone number in international form, written as it is (the domain's `spreadsheetCell`;
 * docs/decisions/owner-area.md#phone-numbers-stay-readable-in-the-member-export).
 */
export const csvStream = (
  source: RowSource,
  columns: readonly string[],
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  const csv = (rows: string[][], header: boolean): Uint8Array =>
    encoder.encode(
      stringify(
        rows.map((row) => row.map(spreadsheetCell)),
        { header, columns: [...columns] },
      ),
    );
  let first = true;
  let cancelled = false;
  /** Lets the reading go on: set while a batch waits for the response to take the one before. */
  let resume: (() => void) | undefined;
  const go = () => {
    const waiting = resume;
    resume = undefined;
    waiting?.();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        source
          .write(async (rows) => {
            if (cancelled) throw new ExportCancelled();
            controller.enqueue(csv(rows, first));
            first = false;
            if ((controller.desiredSize ?? 0) <= 0) await new Promise<void>((resolve) => (resume = resolve));
            if (cancelled) throw new ExportCancelled();
          })
          .then(
            () => {
              if (cancelled) return;
              if (first) controller.enqueue(csv([], true));
              controller.close();
            },
            (error: unknown) => {
              if (cancelled) return;
              onError(error);
              controller.error(error);
            },
          );
      },
      pull: go,
      cancel() {
        cancelled = true;
        go();
      },
    },
    // One batch waits in the stream at most; the next is read once the response has taken it.
    new CountQueuingStrategy({ highWaterMark: 1 }),
  );
};
