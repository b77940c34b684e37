import { ok, type Result, type Role } from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { TokenGenerator } from '../ports/token-generator';
import type { UnitOfWork } from '../ports/unit-of-work';
import { type InvitationError, openInvitation } from './open-invitation';

/** Invitation data of 03 §3, in its field names. */
export interface InvitationData {
  readonly profile: { readonly first_name: string; readonly last_name: string; readonly email: string };
  readonly role: Role;
}

/** validate-invitation: what the activation page shows before the invitee chooses a password. */
export class ValidateInvitation {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly token?: string | null;
    readonly email?: string | null;
  }): Promise<Result<InvitationData, InvitationError>> {
    const invitation = await this.unitOfWork.run((repos) =>
      openInvitation(repos, this.tokens, input, this.clock.now()),
    );
    if (!invitation.ok) return invitation;
    const { firstName, lastName, email, role } = invitation.value;
    return ok({ profile: { first_name: firstName, last_name: lastName, email }, role });
  }
}
