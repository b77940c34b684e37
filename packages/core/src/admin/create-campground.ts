import type { CreateCampgroundForm, Result } from '@camppass/domain';
import { ok } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { campgroundFormFields, slugTaken } from './campground-form';
import { requireSuperAdmin } from './super-admin';

export interface CreateCampgroundInput {
  readonly actor: Principal;
  readonly form: CreateCampgroundForm;
}

/** create-campground (03 §5, §7): a super admin adds a campground; its settings take the defaults. */
export class CreateCampground {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(
    input: CreateCampgroundInput,
  ): Promise<Result<CampgroundRecord, 'FORBIDDEN' | 'VALIDATION_ERROR' | 'SLUG_TAKEN'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    const fields = campgroundFormFields(input.form);
    if (!fields.ok) return fields;
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const created = await repos.campgrounds.create({ ...fields.value, createdAt: now });
      if (!created.ok) return slugTaken();
      await audit(repos, input.actor, now, {
        action: 'create-campground',
        campgroundId: created.value.id,
        subjectId: created.value.id,
        after: created.value,
      });
      return ok(created.value);
    });
  }
}
