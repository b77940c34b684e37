import { IMPORT_FILE_MESSAGES } from '../messages/member-import';
import { err, ok, type Result } from '../shared/result';

// The domain compiles without DOM or Node types; TextDecoder is a pure global of both runtimes.
declare const TextDecoder: new (
  label: 'utf-8',
  options?: { fatal: boolean },
) => { decode(bytes?: Uint8Array, options?: { stream: boolean }): string };

/**
 * Windows-1252's characters for 0x80-0x9F (where it differs from Latin-1); 0 marks the five unused
 * bytes, read as their Latin-1 control character. Written out because some runtimes' TextDecoder
 * reads "windows-1252" as Latin-1 and loses the euro sign and the curly quotes.
 */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

const decodeWindows1252 = (bytes: Uint8Array): string => {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] || byte : byte,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
};

/** The largest file the import reads (issue 27: a 200 MB file gets a clear message). */
const IMPORT_MAX_BYTES = 200 * 1024 * 1024;

const BOM = [0xef, 0xbb, 0xbf] as const;

const hasBom = (bytes: Uint8Array): boolean =>
  bytes.length >= 3 && bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2];

/**
 * A file's bytes as text: UTF-8 with or without its byte-order mark, otherwise Windows-1252 (what
 * Excel on Windows saves as "CSV"). A file with NUL bytes (a spreadsheet, an image, a zip) is not CSV.
 */
export const decodeImportText = (bytes: Uint8Array): Result<string, 'EMPTY' | 'NOT_CSV' | 'TOO_LARGE'> => {
  if (bytes.length > IMPORT_MAX_BYTES) return err('TOO_LARGE', IMPORT_FILE_MESSAGES.tooLarge);
  const body = hasBom(bytes) ? bytes.subarray(3) : bytes;
  if (body.length === 0) return err('EMPTY', IMPORT_FILE_MESSAGES.empty);
  if (body.includes(0)) return err('NOT_CSV', IMPORT_FILE_MESSAGES.notCsv);
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return ok(decodeWindows1252(body));
  }
};

/** The text pieces {@link decodeImportChunks} hands out, from this many bytes each. */
const CHUNK_BYTES = 1024 * 1024;

const isUtf8 = (bytes: Uint8Array): boolean => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    // Each piece is decoded and dropped: the whole file is never one string.
    for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
      decoder.decode(bytes.subarray(start, start + CHUNK_BYTES), { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
};

/**
 * A file's bytes as text, the same way as {@link decodeImportText}, but handed out a megabyte at a
 * time for a streaming parser: a 200 MB file is never one string. The encoding is decided on the
 * whole file first (a decoding pass that keeps nothing).
 */
export const decodeImportChunks = (
  bytes: Uint8Array,
): Result<() => Iterable<string>, 'EMPTY' | 'NOT_CSV' | 'TOO_LARGE'> => {
  if (bytes.length > IMPORT_MAX_BYTES) return err('TOO_LARGE', IMPORT_FILE_MESSAGES.tooLarge);
  const body = hasBom(bytes) ? bytes.subarray(3) : bytes;
  if (body.length === 0) return err('EMPTY', IMPORT_FILE_MESSAGES.empty);
  if (body.includes(0)) return err('NOT_CSV', IMPORT_FILE_MESSAGES.notCsv);
  const utf8 = isUtf8(body);
  return ok(function* () {
    const decoder = new TextDecoder('utf-8', { fatal: false });
    for (let start = 0; start < body.length; start += CHUNK_BYTES) {
      const piece = body.subarray(start, start + CHUNK_BYTES);
      yield utf8 ? decoder.decode(piece, { stream: true }) : decodeWindows1252(piece);
    }
    if (utf8) yield decoder.decode();
  });
};

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PHONE_NUMBER = /^\+[\d\s().-]+$/;

/**
 * A cell a spreadsheet would run as a formula: it starts with =, +, -, @, tab or CR (or their
 * full-width forms). A phone number in international form ('+1 936 555 0100') is not one.
 */
export const isFormulaCell = (text: string): boolean => FORMULA_START.test(text) && !PHONE_NUMBER.test(text);
