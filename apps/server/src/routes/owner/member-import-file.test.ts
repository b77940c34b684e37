import { IMPORT_FILE_MESSAGES } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { openMemberImportFile, StreamingCsvRecords, UnreadableImportFile } from './member-import-file';

const utf8 = (text: string) => new TextEncoder().encode(text);

const read = async (bytes: Uint8Array) => {
  const file = await openMemberImportFile(bytes);
  if (!file.ok) return file;
  const rows: string[][] = [];
  for await (const row of file.value.rows) rows.push(row);
  return { ok: true, value: { headers: file.value.headers, mapping: file.value.mapping, rows } };
};

describe('openMemberImportFile', () => {
  it('reads quoted cells and guesses the mapping', async () => {
    expect(
      await read(
        utf8('First Name,Last Name,Email,Notes\n"Ada, Countess",Lovelace,ada@example.com,"said ""hi"""\n\n'),
      ),
    ).toEqual({
      ok: true,
      value: {
        headers: ['First Name', 'Last Name', 'Email', 'Notes'],
        rows: [['Ada, Countess', 'Lovelace', 'ada@example.com', 'said "hi"']],
        mapping: { firstName: 0, lastName: 1, email: 2 },
      },
    });
  });

  it('reads a semicolon file saved by Excel in Windows-1252 with a BOM-less header', async () => {
    const bytes = new Uint8Array([...utf8('Email;Last Name\nj@example.com;Jos'), 0xe9]);
    expect(await read(bytes)).toMatchObject({ ok: true, value: { rows: [['j@example.com', 'José']] } });
  });

  it('reads a UTF-8 file with a BOM without a stray character in the first header', async () => {
    const file = await openMemberImportFile(
      new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Email\na@example.com')]),
    );
    expect(file).toMatchObject({ ok: true, value: { headers: ['Email'], mapping: { email: 0 } } });
  });

  it('reads a file of several megabytes as it streams, a quoted cell across pieces included', async () => {
    const row = (n: number) => `m${n}@example.com,"Camper, ${'x'.repeat(40)}"`;
    const lines = ['Email,Last Name', ...Array.from({ length: 60_000 }, (_, n) => row(n))];
    const bytes = utf8(lines.join('\r\n'));
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    let count = 0;
    let last: readonly string[] = [];
    for await (const record of new StreamingCsvRecords().records(bytes)) {
      count += 1;
      last = record;
    }
    expect(count).toBe(60_001);
    expect(last).toEqual(['m59999@example.com', `Camper, ${'x'.repeat(40)}`]);
  });

  it('refuses a file that does not parse, or whose headers name none of our fields', async () => {
    expect(await openMemberImportFile(utf8('Email\n"unclosed'))).toEqual({
      ok: false,
      code: 'NOT_CSV',
      message: IMPORT_FILE_MESSAGES.notCsv,
    });
    expect(await openMemberImportFile(utf8('{"members": []}'))).toMatchObject({ ok: false, code: 'NOT_CSV' });
    expect(await openMemberImportFile(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00]))).toMatchObject({
      ok: false,
      code: 'NOT_CSV',
    });
  });

  it('throws as unreadable a file that stops parsing after its first rows', async () => {
    // Past the first megabyte, so the first rows were read before the broken one.
    const rows = Array.from({ length: 50_000 }, (_, n) => `m${n}@example.com`);
    const file = await openMemberImportFile(utf8(['Email', ...rows, '"unclosed'].join('\n')));
    if (!file.ok) throw new Error(file.message);
    await expect(async () => {
      for await (const _ of file.value.rows);
    }).rejects.toThrow(UnreadableImportFile);
  });

  it('refuses an empty file and one with only its header row', async () => {
    expect(await openMemberImportFile(utf8(''))).toMatchObject({ ok: false, code: 'EMPTY' });
    expect(await openMemberImportFile(utf8('Email,First Name\n'))).toMatchObject({
      ok: false,
      code: 'NO_ROWS',
      message: IMPORT_FILE_MESSAGES.noRows,
    });
  });
});
