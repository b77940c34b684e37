import { ok, type Result, type Role } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { type InvitationError, openInvitation } from './open-invitation';

/** Invitation data of 03 §3, the person under the profile's names. */
export interface InvitationData {
  readonly profile: { readonly firstName: string; readonly lastName: string; readonly email: string };
  readonly role: Role;
}

/** validate-invitation: what the activation page shows before the invitee chooses a password. */
export class ValidateInvitation {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'tokens' | 'clock'>) {}

  async execute(input: {
    readonly token?: string | null;
    readonly email?: string | null;
  }): Promise<Result<InvitationData, InvitationError>> {
    const invitation = await this.ports.unitOfWork.run((repos) =>
      openInvitation(repos, this.ports.tokens, input, this.ports.clock.now()),
    );
    if (!invitation.ok) return invitation;
    const { firstName, lastName, email, role } = invitation.value;
    return ok({ profile: { firstName, lastName, email }, role });
  }
}
