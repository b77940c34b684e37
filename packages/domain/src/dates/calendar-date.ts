/**
 * A calendar day as `YYYY-MM-DD`, with no time and no zone. Memberships and stays are compared
 * as calendar days; "today" is taken in the campground's zone and passed in.
 */
export type CalendarDate = string & { readonly __calendarDate: true };

export const DEFAULT_TIME_ZONE = 'America/Chicago';

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

// setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
const utcMidnight = (year: number, month: number, day: number): Date => {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc;
};

/** The date when `text` is a real `YYYY-MM-DD` day (no 2026-02-30), otherwise null. */
export const parseCalendarDate = (text: string): CalendarDate | null => {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = utcMidnight(year, month, day);
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day ? (text as CalendarDate) : null;
};

/** For dates known to be valid (literals, stored values); a malformed one is a bug. */
export const calendarDate = (text: string): CalendarDate => {
  const date = parseCalendarDate(text);
  if (date === null) throw new RangeError(`Not a calendar date: ${text}`);
  return date;
};

export const isCalendarDate = (text: string): text is CalendarDate => parseCalendarDate(text) !== null;

const toDayNumber = (date: CalendarDate): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round(utcMidnight(year, month, day).getTime() / MS_PER_DAY);
};

const fromDayNumber = (dayNumber: number): CalendarDate => {
  const utc = new Date(dayNumber * MS_PER_DAY);
  const year = String(utc.getUTCFullYear()).padStart(4, '0');
  const month = String(utc.getUTCMonth() + 1).padStart(2, '0');
  const day = String(utc.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}` as CalendarDate;
};

/** Negative when `a` is earlier, 0 when equal, positive when later. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => (a < b ? -1 : a > b ? 1 : 0);

export const isBefore = (a: CalendarDate, b: CalendarDate): boolean => a < b;
export const isAfter = (a: CalendarDate, b: CalendarDate): boolean => a > b;

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  fromDayNumber(toDayNumber(date) + days);

/** Signed number of days from `from` to `to` (0 for the same day). */
export const daysFrom = (from: CalendarDate, to: CalendarDate): number => toDayNumber(to) - toDayNumber(from);

/** Days covered by a period counting both ends: the same day is 1 day. */
export const daysBetweenInclusive = (start: CalendarDate, end: CalendarDate): number =>
  daysFrom(start, end) + 1;

// Building an Intl.DateTimeFormat loads the zone's data and costs far more than formatting with one
// (it was the largest single cost of a verification), so each zone's formatter is built once.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (zone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format;
};

const lastDays = new Map<string, { readonly minute: number; readonly day: CalendarDate }>();

/** The calendar day `instant` falls on in `zone` (an IANA name). */
export const todayInZone = (instant: Date, zone: string = DEFAULT_TIME_ZONE): CalendarDate => {
  // Days in every zone begin on a whole minute (offsets are whole minutes), so one minute's answer
  // serves every instant of that minute: the busiest callers ask many times a second.
  const minute = Math.floor(instant.getTime() / 60_000);
  const known = lastDays.get(zone);
  if (known?.minute === minute) return known.day;
  const parts = dayFormat(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = calendarDate(`${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`);
  lastDays.set(zone, { minute, day });
  return day;
};

const minuteFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `instant`, to the minute: what a clock on the campground's wall reads. */
export const wallClockIn = (
  instant: Date,
  zone: string,
): {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
} => {
  let format = minuteFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    minuteFormats.set(zone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
};

/** Display form of the specs: MM/DD/YYYY. */
export const formatMMDDYYYY = (date: CalendarDate): string => {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
};
