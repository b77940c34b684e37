const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the records of a CSV as its bytes arrive. A line feed ends a record unless it is inside a
 * quoted cell: a name or a city may hold one, and a quote inside a quoted cell is doubled (RFC 4180),
 * so each quote flips whether we are inside. Reading bytes is safe with UTF-8, whose multi-byte
 * characters never contain these two.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    /** The records ended so far, counting those `chunk` ends. */
    add(chunk: Uint8Array): number {
      for (const byte of chunk) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LINE_FEED && !quoted) records += 1;
      }
      return records;
    },
  };
}
