import { CAMPGROUND_NOT_FOUND, type CreateCampgroundForm, err, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { campgroundFormFields, slugTaken } from './campground-form';
import { requireSuperAdmin } from './super-admin';

export interface UpdateCampgroundInput {
  readonly actor: Principal;
  readonly campgroundId: string;
  readonly form: CreateCampgroundForm;
}

/**
 * The admin's edit modal (03 §2.10, §7): every field of the form saved at once, the status free to
 * change to any of the statuses, empty optional fields stored as null.
 */
export class UpdateCampground {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(
    input: UpdateCampgroundInput,
  ): Promise<
    Result<
      CampgroundRecord & { readonly ownerName: string | null },
      'FORBIDDEN' | 'VALIDATION_ERROR' | 'SLUG_TAKEN' | 'CAMPGROUND_NOT_FOUND'
    >
  > {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    const fields = campgroundFormFields(input.form);
    if (!fields.ok) return fields;
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const before = await repos.campgrounds.findById(input.campgroundId);
      if (!before) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      const updated = await repos.campgrounds.update(before.id, fields.value, now);
      if (!updated.ok) return slugTaken();
      if (!updated.value) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      await audit(repos, input.actor, now, {
        action: 'admin-update-campground',
        campgroundId: before.id,
        subjectId: before.id,
        before,
        after: updated.value,
      });
      const ownerId = updated.value.ownerId;
      const owner = ownerId ? await repos.users.findById(ownerId) : null;
      const profile = owner ? await repos.users.findProfile(owner.id) : null;
      const fullName = `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim();
      return ok({ ...updated.value, ownerName: owner ? fullName || owner.email : null });
    });
  }
}
