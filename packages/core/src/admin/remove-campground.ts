import { CAMPGROUND_NOT_FOUND, err, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { adminWrite } from './super-admin';

/**
 * The admin's campground Delete (03 §2.10;
 * docs/decisions/admin-area.md#deleting-a-campground-removes-it-from-view): the campground leaves
 * the public page and every list, its owner and staff lose their roles there, and its memberships,
 * payments, documents and audit entries stay for accounting. Its slug is never given to another
 * campground.
 */
export class RemoveCampground {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<Result<{ readonly id: string }, 'FORBIDDEN' | 'CAMPGROUND_NOT_FOUND'>> {
    return adminWrite(this.ports.unitOfWork, this.ports.clock, input.actor, async (repos, now) => {
      const removed = await repos.campgrounds.remove(input.campgroundId, now);
      if (!removed) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      const grants = await repos.roles.listForCampground(removed.id);
      for (const grant of grants) await repos.roles.revoke(grant.userId, grant.role, removed.id);
      await audit(repos, input.actor, now, {
        action: 'admin-delete-campground',
        campgroundId: removed.id,
        subjectId: removed.id,
        before: { ...removed, roles: grants },
        after: null,
      });
      return ok({ id: removed.id });
    });
  }
}
