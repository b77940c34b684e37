import { err, NO_PENDING_INVITATION, type Result } from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
import type { InvitationSent, InviteOwner, InviteOwnerError } from './invite-owner';
import { requireSuperAdmin } from './super-admin';

/**
 * Resend an owner invitation: the campground's newest invitation not yet accepted or expired is
 * replaced by a new one to the same person (a fresh link, 7 days again); the old link stops working.
 */
export class ResendInvitation {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly invite: Pick<InviteOwner, 'execute'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<InvitationSent, InviteOwnerError | 'NOT_FOUND'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    const now = this.clock.now();
    const pending = await this.unitOfWork.run((repos) =>
      repos.invitations.listPendingForCampground(input.campgroundId, now),
    );
    const [newest] = pending;
    if (!newest) return err('NOT_FOUND', NO_PENDING_INVITATION);
    const sent = await this.invite.execute({
      actor: input.actor,
      email: newest.email,
      firstName: newest.firstName,
      lastName: newest.lastName,
      campgroundId: newest.campgroundId,
    });
    if (sent.ok) {
      await this.unitOfWork.run(async (repos) => {
        for (const invitation of pending) await repos.invitations.markUsed(invitation.id, now);
      });
    }
    return sent;
  }
}
