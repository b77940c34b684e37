import { centsToDollars, type MembershipTypeForm, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import {
  checkTypeForm,
  conflictAnswer,
  type MembershipTypeWriteCode,
  typeFieldsOf,
  typeForAction,
} from './membership-type-form';

export interface UpdateMembershipTypeInput {
  readonly actor: Principal;
  readonly typeId: string;
  /** Only the fields sent; the campground never changes. */
  readonly changes: Omit<MembershipTypeForm, 'campground_id'>;
}

/** The stored type as the form would send it, so a partial change is checked as a whole. */
const formOf = (type: MembershipTypeRecord): MembershipTypeForm => ({
  campground_id: type.campgroundId,
  name: type.displayName,
  description: type.description,
  duration_days: type.durationDays,
  price: centsToDollars(type.priceCents),
  benefits: type.benefits,
  is_active: type.isActive,
  is_featured: type.isFeatured,
  military_discount_eligible: type.militaryDiscountEligible,
  sort_order: type.sortOrder,
  max_members: type.maxMembers,
});

/** Keeps only the keys given a value, so a partial change leaves the others as stored. */
const sent = <T extends object>(changes: T): Partial<T> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * PUT manage-membership-types?id (03 §7): the fields sent change (the card's active switch sends
 * `is_active` alone); the result is checked by the form's rules as a whole.
 */
export class UpdateMembershipType {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(
    input: UpdateMembershipTypeInput,
  ): Promise<Result<MembershipTypeRecord, MembershipTypeWriteCode>> {
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const before = await typeForAction(repos, input.actor, input.typeId, 'manage');
      if (!before.ok) return before;
      const form = {
        ...formOf(before.value),
        ...sent(input.changes),
        campground_id: before.value.campgroundId,
      };
      const checked = await checkTypeForm(repos, form, before.value.id);
      if (!checked.ok) return checked;
      const { campgroundId, ...fields } = typeFieldsOf(checked.value);
      const changed = await repos.membershipTypes.change(before.value.id, fields, now);
      if (!changed.ok) return conflictAnswer(repos, campgroundId, changed.code);
      if (!changed.value) return typeForAction(repos, input.actor, input.typeId, 'manage');
      await audit(repos, input.actor, now, {
        action: 'update-membership-type',
        campgroundId,
        subjectId: before.value.id,
        before: before.value,
        after: changed.value,
      });
      return ok(changed.value);
    });
  }
}
