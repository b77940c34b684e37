import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { Principal } from '../shared/principal';
import { refusal } from './owner-access';

export interface ListMembershipTypesInput {
  readonly actor: Principal;
  readonly campgroundId: string;
}

/** GET manage-membership-types (03 §7): every type of the campground, active or not, for its owner and staff. */
export class ListMembershipTypes {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  async execute(input: ListMembershipTypesInput): Promise<Result<MembershipTypeRecord[], 'FORBIDDEN'>> {
    const refused = refusal(input.actor, input.campgroundId, 'view');
    if (refused) return refused;
    return this.ports.unitOfWork.run(async (repos) =>
      ok(await repos.membershipTypes.listByCampground(input.campgroundId)),
    );
  }
}
