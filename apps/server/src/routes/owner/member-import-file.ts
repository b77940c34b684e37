import { Readable } from 'node:stream';
import type { CsvRecords } from '@camppass/core';
import {
  decodeImportChunks,
  err,
  guessImportMapping,
  IMPORT_FILE_MESSAGES,
  type ImportField,
  type ImportMapping,
  ok,
  type Result,
} from '@camppass/domain';
import { CsvError, parse } from 'csv-parse';

/** A member file opened for the import: its header row, the guessed mapping and its data rows. */
export interface MemberImportFile {
  readonly headers: string[];
  readonly mapping: ImportMapping;
  /** The data rows, read as they stream; a row that does not parse throws {@link UnreadableImportFile}. */
  readonly rows: AsyncIterable<string[]>;
}

export type MemberImportFileError = 'EMPTY' | 'NOT_CSV' | 'TOO_LARGE' | 'NO_ROWS';

/** A file that stopped parsing part-way: answered as not CSV. */
export class UnreadableImportFile extends Error {
  constructor() {
    super(IMPORT_FILE_MESSAGES.notCsv);
  }
}

/**
 * A CSV file's records, streaming (docs/decisions/owner-area.md#member-import-reads-csv-with-csv-parse):
 * decoded by the domain a megabyte at a time (UTF-8 with or without BOM, else Windows-1252), parsed by
 * csv-parse's stream (RFC 4180 quoting, comma or semicolon, blank lines skipped, rows of unequal length
 * allowed). Only the records being read are held, never the file as one string.
 */
export class StreamingCsvRecords implements CsvRecords {
  async *records(bytes: Uint8Array): AsyncIterable<string[]> {
    const chunks = decodeImportChunks(bytes);
    if (!chunks.ok) throw new UnreadableImportFile();
    const parser = Readable.from(chunks.value()).pipe(
      parse({
        delimiter: [',', ';'],
        relax_column_count: true,
        skip_empty_lines: true,
        skip_records_with_empty_values: true,
      }),
    );
    try {
      for await (const record of parser) yield record as string[];
    } catch (error) {
      if (error instanceof CsvError) throw new UnreadableImportFile();
      throw error;
    } finally {
      parser.destroy();
    }
  }
}

const csv = new StreamingCsvRecords();

/**
 * A file's bytes opened for the dry run or the import: its header read and the mapping guessed, its
 * first data row looked at. A file that does not decode or parse, or whose header row names none of
 * our fields, is refused as not CSV; one without data rows as such.
 */
export const openMemberImportFile = async (
  bytes: Uint8Array,
  remembered: Readonly<Record<string, ImportField>> = {},
): Promise<Result<MemberImportFile, MemberImportFileError>> => {
  const checked = decodeImportChunks(bytes);
  if (!checked.ok) return checked;
  const records = csv.records(bytes)[Symbol.asyncIterator]();
  try {
    const header = await records.next();
    if (header.done) return err('EMPTY', IMPORT_FILE_MESSAGES.empty);
    const headers = header.value.map((name) => name.trim());
    const mapping = guessImportMapping(headers, remembered);
    if (Object.keys(mapping).length === 0) return err('NOT_CSV', IMPORT_FILE_MESSAGES.notCsv);
    const first = await records.next();
    if (first.done) return err('NO_ROWS', IMPORT_FILE_MESSAGES.noRows);
    const rows = (async function* () {
      yield first.value;
      for (let next = await records.next(); !next.done; next = await records.next()) yield next.value;
    })();
    return ok({ headers, mapping, rows });
  } catch (error) {
    if (error instanceof UnreadableImportFile) return err('NOT_CSV', IMPORT_FILE_MESSAGES.notCsv);
    throw error;
  }
};
