import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { findOwnerAccount } from './owner-account';
import { adminWrite } from './super-admin';

export interface SetOwnerStatusInput {
  readonly actor: Principal;
  readonly ownerId: string;
  /** `suspended` ends every session at once and refuses sign-in; `active` allows it again. */
  readonly status: 'suspended' | 'active';
}

/**
 * The owners table's Suspend and Activate (03 §2.10, which did nothing in the earlier system). A
 * suspended owner's profile status stops sign-in ('Account is not active', shown as the owner
 * login's inactive-account message) and their sessions and refresh tokens are revoked in the same
 * transaction, so no token they hold works after the answer.
 */
export class SetOwnerStatus {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(
    input: SetOwnerStatusInput,
  ): Promise<Result<{ readonly status: string }, 'FORBIDDEN' | 'OWNER_NOT_FOUND'>> {
    return adminWrite(this.ports.unitOfWork, this.ports.clock, input.actor, async (repos, now) => {
      const owner = await findOwnerAccount(repos, input.ownerId);
      if (!owner.ok) return owner;
      const { user, profile } = owner.value;
      const after = profile
        ? await repos.users.updateProfile(user.id, { status: input.status }, now)
        : await repos.users.saveProfile(user.id, { firstName: '', lastName: '', status: input.status }, now);
      if (input.status === 'suspended') await repos.sessions.revokeAllForUser(user.id, now);
      await audit(repos, input.actor, now, {
        action: input.status === 'suspended' ? 'admin-suspend-owner' : 'admin-reactivate-owner',
        campgroundId: null,
        subjectId: user.id,
        before: { email: user.email, status: profile?.status ?? null },
        after: { email: user.email, status: after?.status ?? input.status },
      });
      return ok({ status: input.status });
    });
  }
}
