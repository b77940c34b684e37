// The card at the gate: the staff scanner and the check-in log (issue 28).

/** Refusal for anyone but the campground's owner or staff at the gate functions. */

export const GATE_STAFF_ONLY = 'Only the owner and staff of this campground can check members in.';
/** A membership id unknown or of another campground, answered alike. */
export const GATE_MEMBERSHIP_NOT_FOUND = 'No membership with this id at this campground.';
/** A code and e-mail that name no membership of this campground (another campground's answer alike). */
export const GATE_CODE_NOT_FOUND = 'No membership with this code and e-mail at this campground.';

/** The check-in log's CSV columns, in order. */
export const CHECK_IN_EXPORT_COLUMNS = [
  'Checked In (Campground Time)',
  'Checked In (UTC)',
  'Member',
  'Membership Type',
  'Membership Code',
  'Checked In By',
  'Device',
] as const;

/** `check-ins-{campground slug}-{from}-to-{to}.csv`, or `-all` without dates. */
export const checkInExportFileName = (slug: string, from: string | null, to: string | null): string =>
  `check-ins-${slug}${from || to ? `-${from ?? 'start'}-to-${to ?? 'now'}` : '-all'}.csv`;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** 'just now', '5 minutes ago', '2 hours ago', '3 days ago'. */
const ago = (elapsedMs: number): string => {
  const minutes = Math.floor(Math.max(0, elapsedMs) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? plural(hours, 'hour') : plural(Math.floor(hours / 24), 'day');
};

export const GATE_WORDS = {
  title: 'Check in',
  intro: 'Scan a member’s card, paste its pass, or type a membership code and e-mail.',
  scan: 'Scan with camera',
  stopScan: 'Stop camera',
  pickImage: 'Read a picture of a card',
  imageUnreadable: 'No card code found in this picture. Try a sharper picture or paste the link.',
  cameraUnavailable: 'The camera could not be opened. Paste the card’s link or type the code instead.',
  passLabel: 'Card link or pass',
  check: 'Check card',
  codeLabel: 'Membership code',
  emailLabel: 'Member e-mail',
  checkCode: 'Check code online',
  codeTitle: 'No card? Check the membership code',
  codeChecking: 'Checking…',
  codeOffline:
    'Checking a code needs a connection. Scan or paste the card instead, or try again once online.',
  codeFailed: 'The code could not be checked. Please try again.',
  memberOf: (name: string, type: string) => `${name} · ${type}`,
  checkIn: 'Check in',
  checkedIn: 'Checked in',
  queued: 'Checked in offline; it will be sent when the connection returns.',
  pending: (count: number) => `${count} check-in${count === 1 ? '' : 's'} waiting to be sent`,
  refused: (checkedAt: string, reason: string) => `The check-in of ${checkedAt} was refused: ${reason}`,
  scannedTwice: 'This card was scanned less than a minute ago.',
  offline: 'Offline',
  opensOffline: 'This device opens the scanner without a connection',
  noKeys: 'The scanner has no key for this campground yet; connect once to load it.',
  revocationsUpdated: (elapsedMs: number) => `Revocations updated ${ago(elapsedMs)}`,
  revocationsNever: 'Revocations not loaded yet',
  verdicts: {
    valid: 'Valid today',
    expired: 'Not valid: expired',
    'not-started': 'Not valid: not started yet',
    cancelled: 'Not valid: cancelled',
    'other-campground': 'Not valid: another campground’s card',
    'not-a-card': 'Not valid: not a card of this campground',
  },
  validDates: (start: string, end: string) => `Valid ${start} – ${end}`,
  lastVisit: 'Last visit',
  neverVisited: 'No visits recorded',
  logTitle: 'Check-ins',
  logFrom: 'From',
  logTo: 'To',
  logEmpty: 'No check-ins in these dates.',
  logApply: 'Show',
  logLoading: 'Loading check-ins…',
  logFailed: 'The check-ins could not be loaded.',
  logTryAgain: 'Try Again',
  logTotal: (count: number) => `${count} check-in${count === 1 ? '' : 's'}`,
  logBadRange: 'The From date must be on or before the To date.',
  logDownload: 'Download CSV',
  logDownloading: 'Preparing CSV…',
  logDownloaded: 'The CSV of these dates was downloaded.',
  logDownloadFailed: 'The CSV could not be downloaded. Please try again.',
  rotateTitle: 'Card signing key',
  rotateIntro:
    'If you think the key that signs your members’ cards has leaked, start signing with a new one.',
  rotate: 'Rotate card signing key',
  rotateConfirmTitle: 'Rotate the card signing key?',
  rotateConfirm:
    'New and renewed cards will be signed with a new key. Cards signed before stay valid until they expire. Scanners pick up the new key the next time they connect.',
  rotateDone: 'A new key signs your cards from now on.',
  rotateFailed: 'The key could not be rotated. Please try again.',
  logColumns: {
    when: 'When',
    member: 'Member',
    type: 'Type',
    code: 'Code',
    by: 'Checked in by',
    device: 'Device',
  },
} as const;
