import {
  err,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_USED,
  normalizeEmail,
  ok,
  type Result,
  validateInvitationParams,
} from '@camppass/domain';
import type { InvitationRecord } from '../ports/repositories/invitation-repository';
import type { TokenGenerator } from '../ports/token-generator';
import type { Repositories } from '../ports/unit-of-work';

export type InvitationError =
  | 'INVALID_INVITATION'
  | 'INVITATION_NOT_FOUND'
  | 'INVITATION_USED'
  | 'INVITATION_EXPIRED';

/**
 * The invitation a link points at, if it can still be accepted: both parameters present (03 §5),
 * the token known and sent to that e-mail, unused and unexpired.
 */
export const openInvitation = async (
  repos: Repositories,
  tokens: TokenGenerator,
  params: { readonly token?: string | null; readonly email?: string | null },
  now: Date,
): Promise<Result<InvitationRecord, InvitationError>> => {
  const link = validateInvitationParams(params);
  if (!link.ok) return link;
  const invitation = await repos.invitations.findByTokenHash(tokens.hash(link.value.token));
  if (!invitation || invitation.email !== normalizeEmail(link.value.email)) {
    return err('INVITATION_NOT_FOUND', INVITATION_NOT_FOUND);
  }
  if (invitation.usedAt) return err('INVITATION_USED', INVITATION_USED);
  if (invitation.expiresAt <= now) return err('INVITATION_EXPIRED', INVITATION_EXPIRED);
  return ok(invitation);
};
