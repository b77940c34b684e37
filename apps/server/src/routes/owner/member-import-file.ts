import {
  decodeImportText,
  err,
  guessImportMapping,
  IMPORT_FILE_MESSAGES,
  type ImportField,
  type ImportMapping,
  ok,
  type Result,
} from '@camppass/domain';
import { CsvError, parse } from 'csv-parse/sync';

/** A member file read for the import: its header row, its data rows and the guessed mapping. */
export interface MemberImportFile {
  readonly headers: string[];
  readonly rows: string[][];
  readonly mapping: ImportMapping;
}

export type MemberImportFileError = 'EMPTY' | 'NOT_CSV' | 'TOO_LARGE' | 'NO_ROWS';

/**
 * A CSV file's bytes to rows (docs/decisions/owner-area.md#member-import-reads-csv-with-csv-parse):
 * decoded by the domain (UTF-8 with or without BOM, else Windows-1252), parsed with csv-parse
 * (RFC 4180 quoting, comma or semicolon, blank lines skipped, rows of unequal length allowed).
 * A file that does not parse, or whose header row names none of our fields, is refused as not CSV.
 */
export const readMemberImportFile = (
  bytes: Uint8Array,
  remembered: Readonly<Record<string, ImportField>> = {},
): Result<MemberImportFile, MemberImportFileError> => {
  const text = decodeImportText(bytes);
  if (!text.ok) return text;
  let records: string[][];
  try {
    records = parse(text.value, {
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) return err('NOT_CSV', IMPORT_FILE_MESSAGES.notCsv);
    throw error;
  }
  const [headerRow, ...rows] = records;
  if (!headerRow) return err('EMPTY', IMPORT_FILE_MESSAGES.empty);
  const headers = headerRow.map((header) => header.trim());
  const mapping = guessImportMapping(headers, remembered);
  if (Object.keys(mapping).length === 0) return err('NOT_CSV', IMPORT_FILE_MESSAGES.notCsv);
  if (rows.length === 0) return err('NO_ROWS', IMPORT_FILE_MESSAGES.noRows);
  return ok({ headers, rows, mapping });
};
