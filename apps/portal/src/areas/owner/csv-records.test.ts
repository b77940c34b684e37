import { describe, expect, it } from 'vitest';
import { csvRecordCounter } from './csv-records';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('csvRecordCounter', () => {
  it('counts a record at each line feed, across pieces that split a record', () => {
    const counter = csvRecordCounter();
    expect(counter.add(bytes('Name,City\nAda,Pi'))).toBe(1);
    expect(counter.add(bytes('ne\nBen,Oak\n'))).toBe(3);
  });

  it('does not end a record at a line feed inside a quoted cell, even with doubled quotes around it', () => {
    const counter = csvRecordCounter();
    expect(counter.add(bytes('Name,Requests\n"Ada ""A.""","Lake\nsite'))).toBe(1);
    expect(counter.add(bytes(' ""north"""\n"Zoë",none\r\n'))).toBe(3);
  });
});
