import {
  err,
  MEMBERSHIP_TYPE_CAMPGROUND_REQUIRED,
  type MembershipTypeForm,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { checkTypeForm, conflictAnswer, typeFieldsOf } from './membership-type-form';
import { refusal } from './owner-access';

export interface CreateMembershipTypeInput {
  readonly actor: Principal;
  readonly form: MembershipTypeForm;
}

/**
 * POST manage-membership-types (03 §5, §7): a new type at a campground the caller owns, checked by
 * the form's rules; of two saves that would both be Most Popular, the database lets one win.
 */
export class CreateMembershipType {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(
    input: CreateMembershipTypeInput,
  ): Promise<Result<MembershipTypeRecord, 'FORBIDDEN' | 'VALIDATION_ERROR'>> {
    const campgroundId = input.form.campground_id?.trim() ?? '';
    if (campgroundId === '') {
      return err('VALIDATION_ERROR', MEMBERSHIP_TYPE_CAMPGROUND_REQUIRED, {
        campground_id: MEMBERSHIP_TYPE_CAMPGROUND_REQUIRED,
      });
    }
    const refused = refusal(input.actor, campgroundId, 'manage');
    if (refused) return refused;
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const checked = await checkTypeForm(repos, { ...input.form, campground_id: campgroundId }, null);
      if (!checked.ok) return checked;
      const added = await repos.membershipTypes.add({ ...typeFieldsOf(checked.value), createdAt: now });
      if (!added.ok) return conflictAnswer(repos, campgroundId, added.code);
      await audit(repos, input.actor, now, {
        action: 'create-membership-type',
        campgroundId,
        subjectId: added.value.id,
        before: null,
        after: added.value,
      });
      return ok(added.value);
    });
  }
}
