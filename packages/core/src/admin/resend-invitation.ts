import { err, NO_PENDING_INVITATION, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Principal } from '../shared/principal';
import { type InvitationSent, InviteOwner, type InviteOwnerError } from './invite-owner';
import { requireSuperAdmin } from './super-admin';

/**
 * Resend an owner invitation: the campground's newest invitation not yet accepted or expired is
 * replaced by a new one to the same person (a fresh link, 7 days again); the old link stops working.
 */
export class ResendInvitation {
  private readonly invite: InviteOwner;

  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'tokens' | 'mailer' | 'emailRenderer' | 'clock' | 'config'
    >,
  ) {
    this.invite = new InviteOwner(ports);
  }

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<InvitationSent, InviteOwnerError | 'NOT_FOUND'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    const now = this.ports.clock.now();
    const pending = await this.ports.unitOfWork.run((repos) =>
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
      await this.ports.unitOfWork.run(async (repos) => {
        for (const invitation of pending) await repos.invitations.markUsed(invitation.id, now);
      });
    }
    return sent;
  }
}
