import {
  canActAs,
  DOCUMENTS_PROFILE_NOT_FOUND,
  err,
  MEMBER_AREA_MEMBERS_ONLY,
  ok,
  type Result,
} from '@camppass/domain';
import type { Principal } from '../shared/principal';

export { ownMembership } from '../shared/own-membership';

/**
 * The member area is for the member role (02 §6); as on the route gate, an owner or super admin may
 * also act as a member of their own account, staff alone may not.
 */
export const actAsMember = (caller: Principal): Result<string, 'FORBIDDEN'> =>
  canActAs({ roles: caller.roles.map((grant) => grant.role) }, 'member')
    ? ok(caller.userId)
    : err('FORBIDDEN', MEMBER_AREA_MEMBERS_ONLY);

/** A `userId` the caller names must be their own; any other answers as an unknown user would. */
export const ownUserId = (
  memberId: string,
  requested: string | null | undefined,
): Result<string, 'PROFILE_NOT_FOUND'> =>
  requested === undefined || requested === null || requested === '' || requested === memberId
    ? ok(memberId)
    : err('PROFILE_NOT_FOUND', DOCUMENTS_PROFILE_NOT_FOUND);
