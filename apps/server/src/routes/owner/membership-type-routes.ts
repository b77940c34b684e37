import type { OwnerMembershipType, UpdateMembershipTypeRequest } from '@camppass/client';
import type { MembershipTypeRecord } from '@camppass/core';
import { CreateMembershipType } from '@camppass/core/owner/create-membership-type';
import { DeleteMembershipType } from '@camppass/core/owner/delete-membership-type';
import { ListMembershipTypes } from '@camppass/core/owner/list-membership-types';
import { UpdateMembershipType } from '@camppass/core/owner/update-membership-type';
import { centsToDollars, type MembershipTypeForm } from '@camppass/domain';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

/** A type in the snake_case of 03 §3; the price in dollars like the public page's plans. */
const presentOwnerType = (t: MembershipTypeRecord): OwnerMembershipType => ({
  id: t.id,
  campground_id: t.campgroundId,
  name: t.name,
  display_name: t.displayName,
  description: t.description,
  duration_days: t.durationDays,
  duration_months: t.durationMonths,
  price: centsToDollars(t.priceCents),
  is_day_pass: t.isDayPass,
  is_active: t.isActive,
  is_featured: t.isFeatured,
  sort_order: t.sortOrder,
  benefits: [...t.benefits],
  max_members: t.maxMembers,
  military_discount_eligible: t.militaryDiscountEligible,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

/** The form fields of a request; the name typed is `display_name`, else `name` (03 §7 sends both). */
const formOf = (body: Omit<UpdateMembershipTypeRequest, 'id'> & { name?: string }): MembershipTypeForm => {
  // A blank display name sent is a blank name (refused), not a name left as it was.
  const sent = [body.display_name, body.name].filter((name) => name !== undefined);
  const typed = sent.length === 0 ? undefined : (sent.find((name) => name.trim() !== '') ?? '');
  return {
    ...(typed !== undefined ? { name: typed } : {}),
    description: body.description,
    duration_days: body.duration_days,
    price: body.price,
    benefits: body.benefits,
    is_active: body.is_active,
    is_featured: body.is_featured,
    military_discount_eligible: body.military_discount_eligible,
    sort_order: body.sort_order,
    max_members: body.max_members,
  };
};

/**
 * manage-membership-types (03 §7): GET lists, POST creates, PATCH updates (the id in the body), and
 * delete-membership-type deletes or, for a type in use, deactivates
 * (docs/decisions/owner-area.md#a-membership-type-in-use-is-deactivated-not-deleted).
 */
export const membershipTypeRoutes = ({ use }: Area) => {
  return defineFunctions(use)
    .define('manage-membership-types', async ({ input, caller }) => {
      const result = await use(ListMembershipTypes).execute({
        actor: caller,
        campgroundId: input.campgroundId,
      });
      return result.ok ? { success: true, data: result.value.map(presentOwnerType) } : result;
    })
    .define('create-membership-type', async ({ input, caller }) => {
      const form = { ...formOf(input), name: formOf(input).name ?? '' };
      const result = await use(CreateMembershipType).execute({
        actor: caller,
        form: { ...form, campground_id: input.campground_id },
      });
      return result.ok ? { success: true, data: presentOwnerType(result.value) } : result;
    })
    .define('update-membership-type', async ({ input, caller }) => {
      const { id, ...body } = input;
      const result = await use(UpdateMembershipType).execute({
        actor: caller,
        typeId: id,
        changes: formOf(body),
      });
      return result.ok ? { success: true, data: presentOwnerType(result.value) } : result;
    })
    .define('delete-membership-type', async ({ input, caller }) => {
      const result = await use(DeleteMembershipType).execute({ actor: caller, typeId: input.id });
      if (!result.ok) return result;
      const { deleted, message, kept } = result.value;
      return { success: true, data: deleted, message, membershipType: kept ? presentOwnerType(kept) : null };
    }).app;
};
