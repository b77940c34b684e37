import { type CalendarDate, parseCalendarDate } from '../dates/calendar-date';
import { IMPORT_FIELD_LABELS, IMPORT_ROW_MESSAGES } from '../messages/member-import';
import { isEmail, normalizeEmail } from '../validation/email';
import { internationalPhone } from '../validation/phone';
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  REQUIRED_IMPORT_FIELDS,
} from './import-columns';
import { isFormulaCell } from './import-text';

/** A membership type of the campground, as the import looks it up by name. */
interface ImportMembershipType {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

/** What the campground already holds that a row is checked against. */
export interface ImportContext {
  readonly types: readonly ImportMembershipType[];
  /** Existing memberships, keyed by importMembershipKey(e-mail, type id), to their code. */
  readonly memberships: ReadonlyMap<string, string>;
  /** Codes already used at the campground, to the importMembershipKey of their membership. */
  readonly codes: ReadonlyMap<string, string>;
}

/** A row ready to store: trimmed, e-mail normalised, dates checked, the type resolved. */
interface ImportMember {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly streetAddress: string | null;
  readonly city: string | null;
  readonly stateProvince: string | null;
  readonly postalCode: string | null;
  readonly country: string | null;
  readonly dateOfBirth: CalendarDate | null;
  readonly membershipTypeId: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  /** The code in the file (upper-cased); null when the campground's code settings make one. */
  readonly membershipCode: string | null;
  readonly military: boolean;
}

export type ImportOutcome =
  | {
      readonly row: number;
      readonly outcome: 'created' | 'updated';
      readonly member: ImportMember;
      /** What the row changes from the file without refusing it (say, the existing code kept). */
      readonly warnings: readonly string[];
    }
  | { readonly row: number; readonly outcome: 'refused'; readonly reasons: readonly string[] };

/** How a membership is recognised across imports: the same e-mail and the same type. */
export const importMembershipKey = (email: string, typeId: string): string =>
  `${normalizeEmail(email)}|${typeId}`;

const MAX_CELL = 200;
const CODE_PATTERN = /^[A-Z0-9-]{3,40}$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** YYYY-MM-DD, or MM/DD/YYYY as US spreadsheets write it. */
export const parseImportDate = (text: string): CalendarDate | null => {
  const us = US_DATE.exec(text);
  if (!us) return parseCalendarDate(text);
  return parseCalendarDate(`${us[3]}-${(us[1] ?? '').padStart(2, '0')}-${(us[2] ?? '').padStart(2, '0')}`);
};

type Cells = Partial<Record<ImportField, string>>;

const readCells = (row: readonly string[], mapping: ImportMapping): Cells => {
  const cells: Cells = {};
  for (const field of IMPORT_FIELDS) {
    const index = mapping[field];
    if (index !== undefined) cells[field] = (row[index] ?? '').trim();
  }
  return cells;
};

interface FileMemory {
  readonly keys: Map<string, number>;
  readonly codes: Map<string, number>;
}

const blankToNull = (text: string | undefined): string | null =>
  text === undefined || text === '' ? null : text;

const checkCells = (cells: Cells, reasons: string[]): void => {
  for (const field of IMPORT_FIELDS) {
    const value = cells[field] ?? '';
    const label = IMPORT_FIELD_LABELS[field];
    if (value === '' && REQUIRED_IMPORT_FIELDS.includes(field))
      reasons.push(IMPORT_ROW_MESSAGES.required(label));
    else if (isFormulaCell(value)) reasons.push(IMPORT_ROW_MESSAGES.formula(label));
    else if (value.length > MAX_CELL) reasons.push(IMPORT_ROW_MESSAGES.tooLong(label));
  }
};

const checkDate = (cells: Cells, field: 'startDate' | 'endDate' | 'dateOfBirth', reasons: string[]) => {
  const value = cells[field] ?? '';
  if (value === '' || isFormulaCell(value)) return null;
  const date = parseImportDate(value);
  if (date === null) reasons.push(IMPORT_ROW_MESSAGES.date(IMPORT_FIELD_LABELS[field], value));
  return date;
};

const findType = (context: ImportContext, value: string, reasons: string[]): ImportMembershipType | null => {
  if (value === '' || isFormulaCell(value)) return null;
  const wanted = value.toLowerCase();
  const type = context.types.find(
    (candidate) => candidate.name.trim().toLowerCase() === wanted || candidate.id === value,
  );
  if (!type) reasons.push(IMPORT_ROW_MESSAGES.typeUnknown(value));
  else if (!type.active) reasons.push(IMPORT_ROW_MESSAGES.typeInactive(value));
  return type ?? null;
};

const checkCode = (
  code: string,
  key: string | null,
  context: ImportContext,
  memory: FileMemory,
  reasons: string[],
) => {
  if (code === '' || isFormulaCell(code)) return;
  if (!CODE_PATTERN.test(code)) {
    reasons.push(IMPORT_ROW_MESSAGES.codeFormat(code));
    return;
  }
  const owner = context.codes.get(code);
  if (owner !== undefined && owner !== key) reasons.push(IMPORT_ROW_MESSAGES.codeTaken(code));
  const earlier = memory.codes.get(code);
  if (earlier !== undefined) reasons.push(IMPORT_ROW_MESSAGES.codeTwice(code, earlier));
};

const checkRow = (
  row: readonly string[],
  rowNumber: number,
  mapping: ImportMapping,
  context: ImportContext,
  memory: FileMemory,
): ImportOutcome => {
  const cells = readCells(row, mapping);
  const reasons: string[] = [];
  checkCells(cells, reasons);
  const email = normalizeEmail(cells.email ?? '');
  if (email !== '' && !isFormulaCell(email) && !isEmail(email))
    reasons.push(IMPORT_ROW_MESSAGES.email(email));
  const startDate = checkDate(cells, 'startDate', reasons);
  const endDate = checkDate(cells, 'endDate', reasons);
  const dateOfBirth = checkDate(cells, 'dateOfBirth', reasons);
  if (startDate && endDate && endDate < startDate) reasons.push(IMPORT_ROW_MESSAGES.endBeforeStart);
  const type = findType(context, cells.membershipType ?? '', reasons);
  const military = (cells.military ?? '').toLowerCase();
  if (!YES.has(military) && !NO.has(military))
    reasons.push(IMPORT_ROW_MESSAGES.military(cells.military ?? ''));
  const key = type && email !== '' ? importMembershipKey(email, type.id) : null;
  const code = (cells.membershipCode ?? '').toUpperCase();
  checkCode(code, key, context, memory, reasons);
  const earlierRow = key === null ? undefined : memory.keys.get(key);
  if (earlierRow !== undefined) reasons.push(IMPORT_ROW_MESSAGES.duplicateRow(earlierRow));
  if (key !== null && earlierRow === undefined) memory.keys.set(key, rowNumber);
  if (code !== '' && !memory.codes.has(code)) memory.codes.set(code, rowNumber);
  if (reasons.length > 0 || !type || !startDate || !endDate || key === null) {
    return { row: rowNumber, outcome: 'refused', reasons };
  }
  const existing = context.memberships.get(key);
  // An existing membership keeps its code: a different one in the file is not applied, and said so.
  const kept = existing !== undefined && code !== '' && code !== existing;
  return {
    row: rowNumber,
    outcome: existing === undefined ? 'created' : 'updated',
    warnings: kept ? [IMPORT_ROW_MESSAGES.codeKept(code, existing)] : [],
    member: {
      firstName: cells.firstName ?? '',
      lastName: cells.lastName ?? '',
      email,
      phone: blankToNull(cells.phone === undefined ? undefined : internationalPhone(cells.phone)),
      streetAddress: blankToNull(cells.streetAddress),
      city: blankToNull(cells.city),
      stateProvince: blankToNull(cells.stateProvince),
      postalCode: blankToNull(cells.postalCode),
      country: blankToNull(cells.country),
      dateOfBirth,
      membershipTypeId: type.id,
      startDate,
      endDate,
      membershipCode: existing ?? (code === '' ? null : code),
      military: YES.has(military),
    },
  };
};

/**
 * A checker that gives each data row its verdict (issue 27, Import): created, updated (the campground
 * already has a membership with the same e-mail and type) or refused with each reason. It remembers
 * the rows it has seen, so a file checked batch by batch finds its duplicate rows and codes. Rows are
 * numbered as a spreadsheet shows them (the header is row 1).
 */
export const importRowChecker = (
  mapping: ImportMapping,
  context: ImportContext,
): ((row: readonly string[], rowNumber: number) => ImportOutcome) => {
  const memory: FileMemory = { keys: new Map(), codes: new Map() };
  return (row, rowNumber) => checkRow(row, rowNumber, mapping, context, memory);
};

/** Every data row's verdict, the header being row 1. */
export const checkImportRows = (
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  context: ImportContext,
): ImportOutcome[] => {
  const check = importRowChecker(mapping, context);
  return rows.map((row, index) => check(row, index + 2));
};
