import { describe, expect, it } from 'vitest';
import { spreadsheetCell } from './spreadsheet-cell';

describe('spreadsheetCell', () => {
  it('writes a phone number in international form as it is', () => {
    expect(spreadsheetCell('+1 936 555 0100')).toBe('+1 936 555 0100');
    expect(spreadsheetCell('+19365550100')).toBe('+19365550100');
    expect(spreadsheetCell('+44 (20) 7946-0958')).toBe('+44 (20) 7946-0958');
  });

  it('neutralises every other text that begins with a formula character', () => {
    expect(spreadsheetCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(spreadsheetCell('+1+cmd|calc')).toBe(`'+1+cmd|calc`);
    expect(spreadsheetCell('+SUM(A1)')).toBe(`'+SUM(A1)`);
    expect(spreadsheetCell('-1 936 555 0100')).toBe(`'-1 936 555 0100`);
    expect(spreadsheetCell('@user')).toBe(`'@user`);
    expect(spreadsheetCell('\t=1')).toBe(`'\t=1`);
    expect(spreadsheetCell('\r=1')).toBe(`'\r=1`);
    expect(spreadsheetCell('+12')).toBe(`'+12`);
    expect(spreadsheetCell('＝1+1')).toBe(`'＝1+1`);
  });

  it('leaves text that does not begin with one alone', () => {
    expect(spreadsheetCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(spreadsheetCell('936 555 0100')).toBe('936 555 0100');
    expect(spreadsheetCell('')).toBe('');
  });
});
