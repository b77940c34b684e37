/**
 * The member import's file reading (issue 27, Import): a CSV file's records, header row first, read
 * as the bytes stream through the decoder and the parser, so a 200 MB file is never one string.
 */
export interface CsvRecords {
  records(bytes: Uint8Array): AsyncIterable<readonly string[]>;
}

/** Wakes the import job now, rather than at its next scheduled look (a no-op where no job runs here). */
export interface MemberImportQueue {
  wake(): void;
}
