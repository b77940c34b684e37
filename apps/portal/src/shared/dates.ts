import { formatMMDDYYYY, parseCalendarDate, todayInZone } from '@camppass/domain';

/** The portal shows dates in the America/Chicago time zone (02 §9). */
const PORTAL_TIME_ZONE = 'America/Chicago';

/** A calendar date (or an ISO time's date part) as MM/DD/YYYY (02 §9). */
export const showDate = (text: string): string => {
  const date = parseCalendarDate(text.slice(0, 10));
  return date ? formatMMDDYYYY(date) : text;
};

/** An instant (ISO time) as its MM/DD/YYYY day in the portal's time zone (02 §9). */
export const showInstantDate = (iso: string): string => {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatMMDDYYYY(todayInZone(instant, PORTAL_TIME_ZONE));
};
