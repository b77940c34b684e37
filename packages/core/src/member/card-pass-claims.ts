import type { MembershipRecord } from '../ports/repositories/membership-repository';

/** What a membership's card pass vouches for. */
export const passClaims = (membership: MembershipRecord) => ({
  membershipId: membership.id,
  campgroundId: membership.campgroundId,
  startDate: membership.startDate,
  endDate: membership.endDate,
});
