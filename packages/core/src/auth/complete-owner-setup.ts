import {
  CAMPGROUND_HAS_OWNER,
  CAMPGROUND_NOT_FOUND,
  err,
  INVITATION_USED,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { checkNewPassword } from '../shared/new-password';
import { allOrNothing } from '../shared/transaction';
import { type InvitationError, openInvitation } from './open-invitation';

const trimmedOr = (value: string | null | undefined, fallback: string): string => value?.trim() || fallback;

export interface CompleteOwnerSetupInput {
  readonly token?: string | null;
  readonly email?: string | null;
  readonly password: string;
  /** When absent the password is taken as confirmed (the portal checks the confirmation field). */
  readonly confirmPassword?: string;
  /** Names the invitee may correct; the invitation's names otherwise. */
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}

export type CompleteOwnerSetupError =
  | InvitationError
  | 'VALIDATION_ERROR'
  | 'CAMPGROUND_NOT_FOUND'
  | 'CAMPGROUND_HAS_OWNER';

/**
 * complete-owner-setup: accepts an invitation once. The invitee's account is created (or, for an
 * address that already has one, its password replaced and its other sessions revoked), made
 * active, granted the invited role on the campground and recorded as the campground's owner,
 * all in one transaction: if the campground found another owner meanwhile nothing changes.
 */
export class CompleteOwnerSetup {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'passwords' | 'tokens' | 'clock' | 'commonPasswords'
    >,
  ) {}

  async execute(
    input: CompleteOwnerSetupInput,
  ): Promise<Result<{ readonly userId: string; readonly email: string }, CompleteOwnerSetupError>> {
    const now = this.ports.clock.now();
    const checked = await this.ports.unitOfWork.run((repos) =>
      openInvitation(repos, this.ports.tokens, input, now),
    );
    if (!checked.ok) return checked;
    const invitation = checked.value;
    const password = await checkNewPassword(
      this.ports.commonPasswords,
      input.password,
      input.confirmPassword ?? input.password,
      [invitation.email, invitation.firstName, invitation.lastName, input.firstName, input.lastName],
    );
    if (!password.ok) return password;
    const passwordHash = await this.ports.passwords.hash(password.value);

    return allOrNothing(this.ports.unitOfWork, async (repos) => {
      const campground = await repos.campgrounds.findById(invitation.campgroundId);
      if (!campground) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      if (!(await repos.invitations.markUsed(invitation.id, now)))
        return err('INVITATION_USED', INVITATION_USED);

      let user = await repos.users.findByEmail(invitation.email);
      if (user) {
        await repos.users.setPasswordHash(user.id, passwordHash, now);
        await repos.sessions.revokeAllForUser(user.id, now);
      } else {
        const created = await repos.users.create({ email: invitation.email, passwordHash, createdAt: now });
        if (!created.ok)
          throw new Error('An account appeared for an address that had none within one transaction');
        user = created.value;
      }
      const names = {
        firstName: trimmedOr(input.firstName, invitation.firstName),
        lastName: trimmedOr(input.lastName, invitation.lastName),
        status: 'active' as const,
      };
      if (await repos.users.findProfile(user.id)) await repos.users.updateProfile(user.id, names, now);
      else await repos.users.saveProfile(user.id, names, now);
      await repos.roles.grant({
        userId: user.id,
        role: invitation.role,
        campgroundId: campground.id,
        createdAt: now,
      });
      if (
        invitation.role === 'owner' &&
        !(await repos.campgrounds.setOwnerIfUnowned(campground.id, user.id, now))
      ) {
        return err('CAMPGROUND_HAS_OWNER', CAMPGROUND_HAS_OWNER);
      }
      return ok({ userId: user.id, email: user.email });
    });
  }
}
