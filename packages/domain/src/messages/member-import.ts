/**
 * The words of the owner's member import (issue 27, Import): the refusal reasons a dry run gives
 * each row, the file-level refusals and the names of the columns a file is mapped to. The specs
 * name the checks, not their words; the words here are ours.
 */
const wholeNumber = new Intl.NumberFormat('en-US');

export const IMPORT_FILE_MESSAGES = {
  empty: 'The file is empty. Choose a CSV file with a header row and at least one member.',
  notCsv: 'This file is not a CSV file. Save the spreadsheet as CSV (comma-separated values) and try again.',
  tooLarge: 'The file is larger than 200 MB. Split it into smaller files and import them one by one.',
  noRows: 'The file has a header row but no members below it.',
  unknownHeaders: (headers: readonly string[]): string =>
    `These columns are not imported: ${headers.join(', ')}. Map them to a field or leave them out.`,
  stopped: (row: number): string =>
    `The import stopped at row ${wholeNumber.format(row)}: nothing from that row on was imported. Import the file again to go on.`,
  imported: (created: number, updated: number): string =>
    `${wholeNumber.format(created)} members added, ${wholeNumber.format(updated)} updated.`,
  missingColumns: (fields: readonly string[]): string =>
    `Map a column to each of these fields before checking the file: ${fields.join(', ')}.`,
  wrongType: 'Send the CSV file itself as the request body (text/csv or application/octet-stream).',
} as const;

/** The words of an import running in the background: its progress, its end and its refusals. */
export const IMPORT_RUN_MESSAGES = {
  alreadyRunning:
    'An import is already running for this campground. Wait for it to finish or cancel it, then start this one.',
  notFound: 'There is no such import at this campground.',
  running: 'An import of members is running.',
  progress: (done: number, total: number): string =>
    `${wholeNumber.format(done)} of ${wholeNumber.format(total)}`,
  progressLabel: 'Import progress',
  queued: 'The import is waiting to start.',
  reading: 'Reading the file…',
  cancelling: 'Stopping after the current batch…',
  cancelled: (row: number | null): string =>
    row === null
      ? 'The import was cancelled before it wrote anything.'
      : `The import was cancelled: nothing from row ${wholeNumber.format(row)} on was imported.`,
  fileMissing: 'The uploaded file is no longer stored. Upload it again.',
  batchFailed: 'A batch of rows could not be written; nothing from it was imported.',
  cancel: 'Cancel import',
  started: 'The import has started. You can close this window; it goes on without you.',
  finished: (created: number, updated: number, refused: number): string =>
    `Import finished: ${wholeNumber.format(created)} members added, ${wholeNumber.format(updated)} updated, ${wholeNumber.format(refused)} refused.`,
  importedSoFar: (created: number, updated: number): string =>
    `So far ${wholeNumber.format(created)} members added and ${wholeNumber.format(updated)} updated.`,
  failedToFollow: 'The import’s progress could not be read. It goes on; open this window again to see it.',
  viewImport: 'View Import',
} as const;

export const IMPORT_ROW_MESSAGES = {
  required: (field: string): string => `${field} is missing.`,
  email: (value: string): string => `"${value}" is not a valid e-mail address.`,
  date: (field: string, value: string): string =>
    `${field} "${value}" is not a date. Use YYYY-MM-DD or MM/DD/YYYY.`,
  endBeforeStart: 'The end date is before the start date.',
  typeUnknown: (value: string): string => `There is no membership type named "${value}" at this campground.`,
  typeInactive: (value: string): string => `The membership type "${value}" is not active.`,
  codeFormat: (value: string): string =>
    `Membership code "${value}" may only hold letters, digits and dashes (3 to 40 characters).`,
  codeTaken: (value: string): string => `Membership code "${value}" already belongs to another membership.`,
  codeKept: (value: string, existing: string): string =>
    `This membership already has code "${existing}" and keeps it; the file's code "${value}" is not used.`,
  codeTwice: (value: string, row: number): string =>
    `Membership code "${value}" is also on row ${wholeNumber.format(row)} of the file.`,
  duplicateRow: (row: number): string =>
    `The same e-mail and membership type are already on row ${wholeNumber.format(row)} of the file.`,
  formula: (field: string): string =>
    `${field} starts with =, +, - or @ and would run as a spreadsheet formula. Remove that character.`,
  military: (value: string): string => `Military "${value}" is not yes or no.`,
  tooLong: (field: string): string => `${field} is longer than 200 characters.`,
} as const;

/** The fields a column can be mapped to, as the mapping step names them. */
export const IMPORT_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  streetAddress: 'Street address',
  city: 'City',
  stateProvince: 'State / province',
  postalCode: 'Postal code',
  country: 'Country',
  dateOfBirth: 'Date of birth',
  membershipType: 'Membership type',
  startDate: 'Start date',
  endDate: 'End date',
  membershipCode: 'Membership code',
  military: 'Military',
} as const;

/** The Members tab's Import Members dialog. */
export const MEMBER_IMPORT_WORDS = {
  open: 'Import Members',
  title: 'Import Members',
  intro:
    'Bring in members from a spreadsheet or another system: save it as CSV, choose the file or paste it, check it, then import the rows that pass.',
  file: 'CSV file',
  fileDescription: 'UTF-8 or Windows-1252, with a header row naming the columns.',
  choose: 'Choose File',
  remove: 'Remove',
  paste: 'Or paste the CSV',
  check: 'Check File',
  nothingToCheck: 'Choose a CSV file or paste its text first.',
  checkFailed: 'The file could not be checked. Try again.',
  importFailed: 'The import could not be finished. Check the members list, then import the file again.',
  summary: (total: number, created: number, updated: number, refused: number): string =>
    `${wholeNumber.format(total)} rows: ${wholeNumber.format(created)} to add, ${wholeNumber.format(updated)} to update, ${wholeNumber.format(refused)} refused.`,
  columns: 'Columns',
  columnsHelp:
    'Each of our fields is read from the column chosen here; change one and the file is checked again.',
  notImported: 'Not imported',
  refusedTitle: 'Refused rows',
  row: 'Row',
  reason: 'Reason',
  noRefused: 'Every row can be imported.',
  moreRefused: (shown: number, total: number): string =>
    `Showing ${wholeNumber.format(shown)} of ${wholeNumber.format(total)} refused rows; download them all below.`,
  download: 'Download Refused Rows',
  refusedFileName: 'refused-rows.csv',
  importRows: (count: number): string =>
    count === 1 ? 'Import 1 Row' : `Import ${wholeNumber.format(count)} Rows`,
  importing: 'Importing members…',
  close: 'Close',
  cancel: 'Cancel',
} as const;

/** "Claim your account" e-mails to imported members without a password, and the "Imported" mark. */
export const IMPORT_CLAIM_WORDS = {
  send: 'Send Claim E-mails',
  sendHelp:
    'E-mail each imported member who has no password yet a link to set one, in your campground’s name. A member gets at most one such e-mail a day.',
  queued: (count: number): string =>
    count === 0
      ? 'No e-mails to send: every imported member has a password or was sent a link in the last 24 hours.'
      : count === 1
        ? 'E-mails on their way to 1 member.'
        : `E-mails on their way to ${wholeNumber.format(count)} members.`,
  failed: 'The e-mails could not be sent. Try again.',
  imported: 'Imported',
  importedNote: 'Imported from a member file: paid outside CampPass, so no payment is recorded here.',
} as const;
