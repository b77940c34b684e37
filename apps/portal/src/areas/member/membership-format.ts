import type { MemberMembership } from '@camppass/client';
import { formatMMDDYYYY, parseCalendarDate, todayInZone } from '@camppass/domain';

/** Member screens show dates in the America/Chicago time zone (02 §9). */
const MEMBER_TIME_ZONE = 'America/Chicago';

/** A membership date as the member screens show it: MM/DD/YYYY (02 §9). */
export const showDate = (text: string): string => {
  const date = parseCalendarDate(text.slice(0, 10));
  return date ? formatMMDDYYYY(date) : text;
};

/** "Campground · Type", the name a membership goes by in lists. */
export const membershipTitle = (membership: MemberMembership): string =>
  membership.enrichedMembershipTypeName || membership.membershipTypeName;

/** An instant (ISO time) as its MM/DD/YYYY day in the member time zone (02 §9). */
export const showInstantDate = (iso: string): string => {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatMMDDYYYY(todayInZone(instant, MEMBER_TIME_ZONE));
};
