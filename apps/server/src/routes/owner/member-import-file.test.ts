import { IMPORT_FILE_MESSAGES } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { readMemberImportFile } from './member-import-file';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readMemberImportFile', () => {
  it('reads quoted cells and guesses the mapping', () => {
    const file = readMemberImportFile(
      utf8('First Name,Last Name,Email,Notes\n"Ada, Countess",Lovelace,ada@example.com,"said ""hi"""\n\n'),
    );
    expect(file).toEqual({
      ok: true,
      value: {
        headers: ['First Name', 'Last Name', 'Email', 'Notes'],
        rows: [['Ada, Countess', 'Lovelace', 'ada@example.com', 'said "hi"']],
        mapping: { firstName: 0, lastName: 1, email: 2 },
      },
    });
  });

  it('reads a semicolon file saved by Excel in Windows-1252 with a BOM-less header', () => {
    const bytes = new Uint8Array([...utf8('Email;Last Name\nj@example.com;Jos'), 0xe9]);
    expect(readMemberImportFile(bytes)).toMatchObject({
      ok: true,
      value: { rows: [['j@example.com', 'José']] },
    });
  });

  it('reads a UTF-8 file with a BOM without a stray character in the first header', () => {
    const file = readMemberImportFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Email\na@example.com')]));
    expect(file).toMatchObject({ ok: true, value: { headers: ['Email'], mapping: { email: 0 } } });
  });

  it('refuses a file that does not parse, or whose headers name none of our fields', () => {
    expect(readMemberImportFile(utf8('Email\n"unclosed'))).toEqual({
      ok: false,
      code: 'NOT_CSV',
      message: IMPORT_FILE_MESSAGES.notCsv,
    });
    expect(readMemberImportFile(utf8('{"members": []}'))).toMatchObject({ ok: false, code: 'NOT_CSV' });
    expect(readMemberImportFile(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00]))).toMatchObject({
      ok: false,
      code: 'NOT_CSV',
    });
  });

  it('refuses an empty file and one with only its header row', () => {
    expect(readMemberImportFile(utf8(''))).toMatchObject({ ok: false, code: 'EMPTY' });
    expect(readMemberImportFile(utf8('Email,First Name\n'))).toMatchObject({
      ok: false,
      code: 'NO_ROWS',
      message: IMPORT_FILE_MESSAGES.noRows,
    });
  });
});
