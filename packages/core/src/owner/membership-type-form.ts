import {
  err,
  MEMBERSHIP_TYPE_NAME_TAKEN,
  MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE,
  type MembershipTypeForm,
  type MembershipTypeRequest,
  MOST_POPULAR_UNKNOWN_TYPE,
  mostPopularTakenMessage,
  ok,
  type Result,
  validateMembershipTypeForm,
} from '@camppass/domain';
import type {
  MembershipTypeConflict,
  MembershipTypeFields,
  MembershipTypeRecord,
} from '../ports/repositories/membership-type-repository';
import type { Repositories } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
import { type OwnerAction, refusal } from './owner-access';

/** The failures of a membership type write. */
export type MembershipTypeWriteCode = 'FORBIDDEN' | 'VALIDATION_ERROR' | 'MEMBERSHIP_TYPE_NOT_FOUND';

/** The stored fields of a checked form. */
export const typeFieldsOf = (request: MembershipTypeRequest): MembershipTypeFields => ({
  campgroundId: request.campground_id,
  name: request.name,
  displayName: request.display_name,
  description: request.description,
  durationDays: request.duration_days,
  durationMonths: request.duration_months,
  priceCents: request.priceCents,
  isDayPass: request.is_day_pass,
  isActive: request.is_active,
  isFeatured: request.is_featured,
  sortOrder: request.sort_order,
  benefits: request.benefits,
  maxMembers: request.max_members,
  militaryDiscountEligible: request.military_discount_eligible,
});

/**
 * The form checked by 03 §5 against the campground as stored: its military discount and its
 * other types (one Most Popular). `typeId` is the edited type's own id.
 */
export const checkTypeForm = async (
  repos: Repositories,
  form: MembershipTypeForm,
  typeId: string | null,
): Promise<Result<MembershipTypeRequest, 'VALIDATION_ERROR'>> => {
  const campgroundId = form.campground_id?.trim() ?? '';
  const campground = campgroundId ? await repos.campgrounds.findById(campgroundId) : null;
  const existingTypes = campground ? await repos.membershipTypes.listByCampground(campground.id) : [];
  return validateMembershipTypeForm(form, {
    campgroundMilitaryEnabled: campground?.militaryDiscountEnabled ?? false,
    existingTypes,
    typeId,
  });
};

/**
 * A conflict the database's indexes reported (two saves at once both passed the rule): the same
 * answer as the rule's, naming the type that won.
 */
export const conflictAnswer = async (
  repos: Repositories,
  campgroundId: string,
  code: MembershipTypeConflict,
): Promise<Result<never, 'VALIDATION_ERROR'>> => {
  if (code === 'NAME_TAKEN') {
    return err('VALIDATION_ERROR', MEMBERSHIP_TYPE_NAME_TAKEN, { name: MEMBERSHIP_TYPE_NAME_TAKEN });
  }
  const featured = (await repos.membershipTypes.listByCampground(campgroundId)).find((t) => t.isFeatured);
  const message = mostPopularTakenMessage(
    featured ? featured.displayName || featured.name : MOST_POPULAR_UNKNOWN_TYPE,
  );
  return err('VALIDATION_ERROR', message, { is_featured: message });
};

/**
 * The type, when the caller may take `action` at its campground. Another campground's type is
 * answered exactly like an unknown one, so its id reveals nothing.
 */
export const typeForAction = async (
  repos: Repositories,
  actor: Principal,
  typeId: string,
  action: OwnerAction,
): Promise<Result<MembershipTypeRecord, 'FORBIDDEN' | 'MEMBERSHIP_TYPE_NOT_FOUND'>> => {
  const type = await repos.membershipTypes.findById(typeId);
  if (!type || refusal(actor, type.campgroundId, 'view')) {
    return err('MEMBERSHIP_TYPE_NOT_FOUND', MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE);
  }
  return refusal(actor, type.campgroundId, action) ?? ok(type);
};
