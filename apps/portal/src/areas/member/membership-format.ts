import type { MemberMembership } from '@camppass/client';

/** Dates as every portal screen shows them (02 §9). */
export { showDate, showInstantDate } from '../../shared/dates';

/** "Campground · Type", the name a membership goes by in lists. */
export const membershipTitle = (membership: MemberMembership): string =>
  membership.enrichedMembershipTypeName || membership.membershipTypeName;
