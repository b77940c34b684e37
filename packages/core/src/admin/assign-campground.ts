import { CAMPGROUND_NOT_FOUND, err, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { findOwnerAccount } from './owner-account';
import { adminWrite } from './super-admin';

/**
 * assign_campground_secure (03 §7): makes an owner the owner of a campground. A campground that had
 * another owner passes to this one (the previous owner's role there ends).
 */
export class AssignCampground {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly ownerId: string;
  }): Promise<
    Result<
      { readonly campgroundId: string; readonly ownerId: string },
      'FORBIDDEN' | 'OWNER_NOT_FOUND' | 'CAMPGROUND_NOT_FOUND'
    >
  > {
    return adminWrite(this.ports.unitOfWork, this.ports.clock, input.actor, async (repos, now) => {
      const campground = await repos.campgrounds.findById(input.campgroundId);
      if (!campground) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      const owner = await findOwnerAccount(repos, input.ownerId);
      if (!owner.ok) return owner;
      const previous = campground.ownerId;
      if (previous !== null && previous !== owner.value.user.id) {
        await repos.roles.revoke(previous, 'owner', campground.id);
      }
      await repos.campgrounds.update(campground.id, { ownerId: owner.value.user.id }, now);
      await repos.roles.grant({
        userId: owner.value.user.id,
        role: 'owner',
        campgroundId: campground.id,
        createdAt: now,
      });
      await audit(repos, input.actor, now, {
        action: 'assign-campground',
        campgroundId: campground.id,
        subjectId: owner.value.user.id,
        before: { ownerId: previous },
        after: { ownerId: owner.value.user.id },
      });
      return ok({ campgroundId: campground.id, ownerId: owner.value.user.id });
    });
  }
}
