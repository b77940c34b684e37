import { err, MEMBER_MEMBERSHIP_NOT_FOUND, ok, type Result } from '@camppass/domain';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { Repositories } from '../ports/unit-of-work';

const membershipNotFound = () => err('MEMBERSHIP_NOT_FOUND', MEMBER_MEMBERSHIP_NOT_FOUND);

/**
 * The caller's own membership. Another member's membership is not found, exactly like an id that
 * does not exist, so ids cannot be probed.
 */
export const ownMembership = async (
  repos: Pick<Repositories, 'memberships'>,
  memberId: string,
  membershipId: string,
): Promise<Result<MembershipRecord, 'MEMBERSHIP_NOT_FOUND'>> => {
  const membership = await repos.memberships.findById(membershipId);
  return membership && membership.memberId === memberId ? ok(membership) : membershipNotFound();
};
