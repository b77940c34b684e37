import {
  err,
  MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD,
  MEMBERSHIP_TYPE_DELETED,
  MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { typeForAction } from './membership-type-form';

export interface DeleteMembershipTypeInput {
  readonly actor: Principal;
  readonly typeId: string;
}

/** What became of the type: gone, or kept and deactivated (with the message that says so). */
export interface DeletedMembershipType {
  readonly deleted: boolean;
  readonly message: string;
  /** The deactivated type when it was kept. */
  readonly kept: MembershipTypeRecord | null;
}

/**
 * DELETE manage-membership-types?id (03 §7): a type no membership or purchase uses is deleted; one
 * in use is deactivated instead, so the members' records keep their type, and the answer says so.
 */
export class DeleteMembershipType {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(
    input: DeleteMembershipTypeInput,
  ): Promise<Result<DeletedMembershipType, 'FORBIDDEN' | 'MEMBERSHIP_TYPE_NOT_FOUND'>> {
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const before = await typeForAction(repos, input.actor, input.typeId, 'manage');
      if (!before.ok) return before;
      const type = before.value;
      const outcome = await repos.membershipTypes.deleteUnused(type.id);
      if (outcome === 'not_found') return err('MEMBERSHIP_TYPE_NOT_FOUND', MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE);
      // Kept, no longer on sale: its members' records keep their type.
      const kept =
        outcome === 'in_use' ? await repos.membershipTypes.update(type.id, { isActive: false }, now) : null;
      await audit(repos, input.actor, now, {
        action: outcome === 'deleted' ? 'delete-membership-type' : 'deactivate-membership-type',
        campgroundId: type.campgroundId,
        subjectId: type.id,
        before: type,
        after: kept,
      });
      return ok(
        outcome === 'deleted'
          ? { deleted: true, message: MEMBERSHIP_TYPE_DELETED, kept: null }
          : { deleted: false, message: MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD, kept },
      );
    });
  }
}
