import { describe, expect, it } from 'vitest';
import { IMPORT_ROW_MESSAGES } from '../messages/member-import';
import { guessImportMapping } from './import-columns';
import { checkImportRows, type ImportContext, importMembershipKey, parseImportDate } from './import-rows';

const HEADERS = [
  'First Name',
  'Last Name',
  'Email',
  'Membership Type',
  'Start Date',
  'End Date',
  'Code',
  'Military',
];
const mapping = guessImportMapping(HEADERS);

const context: ImportContext = {
  types: [
    { id: 'type-annual', name: 'Annual Pass', active: true },
    { id: 'type-old', name: 'Old Pass', active: false },
  ],
  memberships: new Map([[importMembershipKey('kept@example.com', 'type-annual'), 'CAM-KEEP01']]),
  codes: new Map([['CAM-KEEP01', importMembershipKey('kept@example.com', 'type-annual')]]),
};

const row = (overrides: Partial<Record<string, string>> = {}): string[] => {
  const base: Record<string, string> = {
    'First Name': 'Ada',
    'Last Name': 'Lovelace',
    Email: 'Ada@Example.com ',
    'Membership Type': 'annual pass',
    'Start Date': '2026-01-01',
    'End Date': '12/31/2026',
    Code: '',
    Military: 'no',
    ...overrides,
  };
  return HEADERS.map((header) => base[header] ?? '');
};

const verdict = (rows: string[][]) => checkImportRows(rows, mapping, context);
const reasonsOf = (rows: string[][], index = 0) => {
  const outcome = verdict(rows)[index];
  return outcome?.outcome === 'refused' ? outcome.reasons : [];
};

describe('checkImportRows', () => {
  it('creates a new member with normalised values, numbering rows as a spreadsheet does', () => {
    const [outcome] = verdict([row({ Military: 'Yes' })]);
    expect(outcome).toMatchObject({
      row: 2,
      outcome: 'created',
      member: {
        email: 'ada@example.com',
        membershipTypeId: 'type-annual',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        membershipCode: null,
        military: true,
        phone: null,
      },
    });
  });

  it('updates the membership with the same e-mail and type, keeping its code', () => {
    const [outcome] = verdict([row({ Email: 'KEPT@example.com' })]);
    expect(outcome).toMatchObject({ outcome: 'updated', member: { membershipCode: 'CAM-KEEP01' } });
  });

  it('lets an existing membership keep its own code from the file', () => {
    const [outcome] = verdict([row({ Email: 'kept@example.com', Code: 'cam-keep01' })]);
    expect(outcome).toMatchObject({ outcome: 'updated', warnings: [] });
  });

  it('keeps the existing code when the file gives another, and warns on the row', () => {
    const [outcome] = verdict([row({ Email: 'kept@example.com', Code: 'cam-new02' })]);
    expect(outcome).toMatchObject({
      outcome: 'updated',
      member: { membershipCode: 'CAM-KEEP01' },
      warnings: [IMPORT_ROW_MESSAGES.codeKept('CAM-NEW02', 'CAM-KEEP01')],
    });
  });

  it('gives a new member no warning', () => {
    expect(verdict([row({ Code: 'CAM-NEW03' })])[0]).toMatchObject({ outcome: 'created', warnings: [] });
  });

  it.each([
    ['a missing e-mail', { Email: '' }, IMPORT_ROW_MESSAGES.required('E-mail')],
    ['a bad e-mail', { Email: 'not-an-email' }, IMPORT_ROW_MESSAGES.email('not-an-email')],
    ['a bad date', { 'Start Date': '2026-02-30' }, IMPORT_ROW_MESSAGES.date('Start date', '2026-02-30')],
    ['an end before the start', { 'End Date': '2025-12-31' }, IMPORT_ROW_MESSAGES.endBeforeStart],
    ['an unknown type', { 'Membership Type': 'Gold' }, IMPORT_ROW_MESSAGES.typeUnknown('Gold')],
    ['an inactive type', { 'Membership Type': 'Old Pass' }, IMPORT_ROW_MESSAGES.typeInactive('Old Pass')],
    ['a malformed code', { Code: 'AB CD' }, IMPORT_ROW_MESSAGES.codeFormat('AB CD')],
    ['a code of another membership', { Code: 'CAM-KEEP01' }, IMPORT_ROW_MESSAGES.codeTaken('CAM-KEEP01')],
    ['a formula', { 'First Name': '=HYPERLINK("x")' }, IMPORT_ROW_MESSAGES.formula('First name')],
    ['a formula starting with @', { 'Last Name': '@SUM(A1)' }, IMPORT_ROW_MESSAGES.formula('Last name')],
    ['a military value that is not yes or no', { Military: 'maybe' }, IMPORT_ROW_MESSAGES.military('maybe')],
    ['a cell too long', { 'Last Name': 'x'.repeat(201) }, IMPORT_ROW_MESSAGES.tooLong('Last name')],
  ])('refuses %s with its reason', (_kind, overrides, reason) => {
    expect(reasonsOf([row(overrides)])).toEqual([reason]);
  });

  it('refuses the second of two rows with the same e-mail and type', () => {
    const outcomes = verdict([row(), row({ 'First Name': 'Augusta' })]);
    expect(outcomes[0]?.outcome).toBe('created');
    expect(outcomes[1]).toEqual({
      row: 3,
      outcome: 'refused',
      reasons: [IMPORT_ROW_MESSAGES.duplicateRow(2)],
    });
  });

  it('refuses a code used twice in the file', () => {
    const rows = [row({ Code: 'NEW-0001' }), row({ Email: 'other@example.com', Code: 'new-0001' })];
    expect(reasonsOf(rows, 1)).toEqual([IMPORT_ROW_MESSAGES.codeTwice('NEW-0001', 2)]);
  });

  it('gives every reason of a row, not only the first', () => {
    expect(reasonsOf([row({ Email: 'x', 'Membership Type': 'Gold' })])).toHaveLength(2);
  });

  it('keeps an international phone number that starts with +', () => {
    const withPhone = checkImportRows(
      [[...row(), '+1 936 555 0100']],
      { ...mapping, phone: HEADERS.length },
      context,
    );
    expect(withPhone[0]).toMatchObject({ outcome: 'created', member: { phone: '+19365550100' } });
  });
});

describe('parseImportDate', () => {
  it('reads ISO and US dates and refuses others', () => {
    expect(parseImportDate('2026-03-04')).toBe('2026-03-04');
    expect(parseImportDate('3/4/2026')).toBe('2026-03-04');
    expect(parseImportDate('13/01/2026')).toBeNull();
    expect(parseImportDate('March 4')).toBeNull();
  });
});
