import type { CsvRecords, MemberImportQueue } from '../ports/member-import-files';

/**
 * Comma-separated lines without quoting, for the core's tests: the server's reader (csv-parse,
 * streaming, UTF-8 or Windows-1252) is tested with the server. Blank lines are skipped.
 */
export class PlainCsvRecords implements CsvRecords {
  /** How many records were handed out, across every reading. */
  read = 0;

  async *records(bytes: Uint8Array): AsyncIterable<readonly string[]> {
    for (const line of new TextDecoder().decode(bytes).split(/\r?\n/)) {
      if (line.trim() === '') continue;
      this.read += 1;
      yield line.split(',');
    }
  }
}

/** Counts the wakes; a test runs the import job itself, as the runner would. */
export class RecordingImportQueue implements MemberImportQueue {
  wakes = 0;

  wake(): void {
    this.wakes += 1;
  }
}
