import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_MESSAGES } from '../messages/member-import';
import { decodeImportChunks, decodeImportText, isFormulaCell } from './import-text';

const bytes = (...values: number[]) => new Uint8Array(values);
// The domain compiles without DOM or Node types; TextEncoder is a global of both runtimes.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeImportText', () => {
  it('reads UTF-8 with and without its byte-order mark', () => {
    expect(decodeImportText(utf8('name\nJosé'))).toEqual({ ok: true, value: 'name\nJosé' });
    expect(decodeImportText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('name\nJosé')]))).toEqual({
      ok: true,
      value: 'name\nJosé',
    });
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    // "José" with é as 0xE9, and a euro sign as 0x80.
    expect(decodeImportText(bytes(0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x80))).toEqual({
      ok: true,
      value: 'José €',
    });
  });

  it('refuses an empty file and one with NUL bytes', () => {
    expect(decodeImportText(bytes())).toMatchObject({
      ok: false,
      code: 'EMPTY',
      message: IMPORT_FILE_MESSAGES.empty,
    });
    expect(decodeImportText(bytes(0xef, 0xbb, 0xbf))).toMatchObject({ ok: false, code: 'EMPTY' });
    expect(decodeImportText(bytes(0x50, 0x4b, 0x03, 0x04, 0x00))).toMatchObject({
      ok: false,
      code: 'NOT_CSV',
    });
  });
});

describe('isFormulaCell', () => {
  it.each(['=1+1', '+A1', '-2+3', '@SUM(A1)', '\t=x', '＝1'])('treats %s as a formula', (cell) => {
    expect(isFormulaCell(cell)).toBe(true);
  });

  it.each(['Ada', '+1 936 555 0100', '2026-01-01', ''])('treats %s as text', (cell) => {
    expect(isFormulaCell(cell)).toBe(false);
  });
});

describe('decodeImportChunks', () => {
  const text = (chunks: () => Iterable<string>) => [...chunks()].join('');

  it('hands out the same text as decodeImportText, a megabyte at a time, across split characters', () => {
    // "é" is two bytes in UTF-8; a megabyte of "é" puts one across each piece's end.
    const utf8 = new TextEncoder().encode(`Email\n${'é'.repeat(700_000)}`);
    const chunks = decodeImportChunks(utf8);
    if (!chunks.ok) throw new Error(chunks.message);
    expect([...chunks.value()].length).toBeGreaterThan(1);
    expect(text(chunks.value)).toBe((decodeImportText(utf8) as { value: string }).value);
  });

  it('reads Windows-1252 and drops a BOM, and refuses what decodeImportText refuses', () => {
    const cp1252 = decodeImportChunks(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x80]));
    expect(cp1252.ok && text(cp1252.value)).toBe('José€');
    const bom = decodeImportChunks(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]));
    expect(bom.ok && text(bom.value)).toBe('A');
    expect(decodeImportChunks(new Uint8Array([0xef, 0xbb, 0xbf]))).toMatchObject({ code: 'EMPTY' });
    expect(decodeImportChunks(new Uint8Array([0x41, 0]))).toMatchObject({ code: 'NOT_CSV' });
  });
});
