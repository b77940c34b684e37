import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { findOwnerAccount } from './owner-account';
import { adminWrite } from './super-admin';

/**
 * The owners table's Delete (03 §2.10; docs/decisions/admin-area.md#deleting-an-owner): the account
 * stops being an owner. Every owner grant is revoked and the campgrounds it owned become unassigned
 * (ready for a new invitation); its sessions end. The account itself stays, with its other roles,
 * memberships and payments: a member who also owned a campground remains a member.
 */
export class RemoveOwner {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly ownerId: string;
  }): Promise<Result<{ readonly campgroundIds: readonly string[] }, 'FORBIDDEN' | 'OWNER_NOT_FOUND'>> {
    return adminWrite(this.ports.unitOfWork, this.ports.clock, input.actor, async (repos, now) => {
      const owner = await findOwnerAccount(repos, input.ownerId);
      if (!owner.ok) return owner;
      const { user, grants } = owner.value;
      const owned = await repos.campgrounds.listByOwner(user.id);
      for (const campground of owned) await repos.campgrounds.update(campground.id, { ownerId: null }, now);
      const ownerGrants = grants.filter((grant) => grant.role === 'owner');
      for (const grant of ownerGrants) await repos.roles.revoke(user.id, grant.role, grant.campgroundId);
      await repos.sessions.revokeAllForUser(user.id, now);
      const campgroundIds = owned.map((campground) => campground.id);
      await audit(repos, input.actor, now, {
        action: 'admin-delete-owner',
        campgroundId: null,
        subjectId: user.id,
        before: { email: user.email, roles: grants, campgroundIds },
        after: { email: user.email, roles: grants.filter((grant) => grant.role !== 'owner') },
      });
      return ok({ campgroundIds });
    });
  }
}
