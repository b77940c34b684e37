import type { MemberMembership } from '@camppass/client';
import { formatMMDDYYYY, parseCalendarDate } from '@camppass/domain';

/** A membership date as the member screens show it: MM/DD/YYYY (02 §9). */
export const showDate = (text: string): string => {
  const date = parseCalendarDate(text.slice(0, 10));
  return date ? formatMMDDYYYY(date) : text;
};

/** "Campground · Type", the name a membership goes by in lists. */
export const membershipTitle = (membership: MemberMembership): string =>
  membership.enrichedMembershipTypeName || membership.membershipTypeName;
