import { addDays, type CalendarDate, todayInZone, wallClockIn } from '@camppass/domain';

/** Minutes the zone is ahead of UTC at an instant. */
const offsetMinutes = (instant: Date, zone: string): number => {
  const clock = wallClockIn(instant, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
};

/** The instant a calendar day starts in the campground's time zone. */
export const startOfDayIn = (date: CalendarDate, zone: string): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetMinutes(new Date(guess), zone) * 60_000;
  // Once more, in case the guess and the answer sit on either side of a clock change.
  return new Date(guess - offsetMinutes(new Date(first), zone) * 60_000);
};

/** list-check-ins' from (inclusive) and to (exclusive) for the days From through To, in the zone. */
export const checkInRange = (from: CalendarDate, to: CalendarDate, zone: string) => ({
  from: startOfDayIn(from, zone).toISOString(),
  to: startOfDayIn(addDays(to, 1), zone).toISOString(),
});

/** The last seven days through today, in the zone. */
export const lastWeekIn = (now: Date, zone: string) => {
  const to = todayInZone(now, zone);
  return { from: addDays(to, -6), to };
};

/** A visit's time as the campground reads it: 'Nov 28, 2026, 9:05 AM'. */
export const visitTimeIn = (instant: string, zone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
