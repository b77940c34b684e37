import { type CalendarDate, compareDates, parseCalendarDate } from '../dates/calendar-date';

// A card pass is what a card's QR code carries for the gate scanner, checked with no connection
// (docs/decisions/card-at-the-gate.md#card-pass-format). Dot-separated, URL-safe text:
// `1.{keyId}.{membershipId}.{campgroundId}.{startYYYYMMDD}.{endYYYYMMDD}.{issuedUnixSeconds}.{signature}`
// where the signature is Ed25519 over everything before its dot, base64url without padding.

const CARD_PASS_VERSION = '1';

/** The URL fragment that carries the pass after the status link (`…/membership-status/{token}#pass=…`). */
export const CARD_PASS_FRAGMENT = 'pass';

export interface CardPassClaims {
  readonly keyId: string;
  readonly membershipId: string;
  readonly campgroundId: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  /** Seconds since 1970: a card re-issued after this moment replaces this one. */
  readonly issuedAt: number;
}

export interface ParsedCardPass {
  readonly claims: CardPassClaims;
  /** The exact text the signature covers. */
  readonly signed: string;
  readonly signature: string;
}

const PART = /^[A-Za-z0-9_-]{1,128}$/;
const compactDate = (date: CalendarDate): string => date.replaceAll('-', '');
const fullDate = (text: string): CalendarDate | null =>
  /^\d{8}$/.test(text) ? parseCalendarDate(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`) : null;

/** The text the campground's key signs for these claims. */
export const cardPassSignedText = (claims: CardPassClaims): string =>
  [
    CARD_PASS_VERSION,
    claims.keyId,
    claims.membershipId,
    claims.campgroundId,
    compactDate(claims.startDate),
    compactDate(claims.endDate),
    String(Math.floor(claims.issuedAt)),
  ].join('.');

export const cardPassText = (claims: CardPassClaims, signature: string): string =>
  `${cardPassSignedText(claims)}.${signature}`;

/** The pass's parts, or `null` for text that is not a pass of this version (no signature checked here). */
export const parseCardPass = (text: string): ParsedCardPass | null => {
  const parts = text.trim().split('.');
  if (parts.length !== 8 || !parts.every((part) => PART.test(part))) return null;
  const [version, keyId, membershipId, campgroundId, start, end, issued, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const startDate = fullDate(start);
  const endDate = fullDate(end);
  if (version !== CARD_PASS_VERSION || !startDate || !endDate || !/^\d{1,12}$/.test(issued)) return null;
  if (compareDates(startDate, endDate) > 0) return null;
  return {
    claims: { keyId, membershipId, campgroundId, startDate, endDate, issuedAt: Number(issued) },
    signed: parts.slice(0, 7).join('.'),
    signature,
  };
};

/** The pass in a scanned QR text: the status link's `#pass=` fragment, or a bare pass. */
export const cardPassInScan = (scanned: string): string | null => {
  const text = scanned.trim();
  const marker = `#${CARD_PASS_FRAGMENT}=`;
  const at = text.indexOf(marker);
  const candidate = (at >= 0 ? text.slice(at + marker.length) : text).trim();
  return parseCardPass(candidate) ? candidate : null;
};

/** Where today falls against the pass's dates. */
export const cardPassDates = (
  claims: Pick<CardPassClaims, 'startDate' | 'endDate'>,
  today: CalendarDate,
): 'valid' | 'not-started' | 'expired' =>
  compareDates(today, claims.startDate) < 0
    ? 'not-started'
    : compareDates(today, claims.endDate) > 0
      ? 'expired'
      : 'valid';
