import type { OwnerMembershipType, UpdateMembershipTypeRequest } from '@camppass/client';
import { MEMBERSHIP_TYPE_DURATION_CHOICES } from '@camppass/domain';

/** The form's values while the owner edits them. */
export interface TypeDraft {
  readonly campgroundId: string;
  readonly name: string;
  readonly description: string;
  /** Dollars; NaN while the field is empty (counts as 0). */
  readonly price: number;
  readonly durationDays: number;
  readonly isActive: boolean;
  readonly isFeatured: boolean;
  readonly sortOrder: number;
  readonly benefits: readonly string[];
  /** NaN for no limit. */
  readonly maxMembers: number;
  readonly militaryEligible: boolean;
}

export const emptyDraft = (campgroundId: string): TypeDraft => ({
  campgroundId,
  name: '',
  description: '',
  price: Number.NaN,
  durationDays: 365,
  isActive: true,
  isFeatured: false,
  sortOrder: 0,
  benefits: [],
  maxMembers: Number.NaN,
  militaryEligible: false,
});

export const draftOf = (type: OwnerMembershipType): TypeDraft => ({
  campgroundId: type.campground_id,
  name: type.display_name,
  description: type.description ?? '',
  price: type.price,
  durationDays: type.duration_days,
  isActive: type.is_active,
  isFeatured: type.is_featured,
  sortOrder: type.sort_order,
  benefits: type.benefits,
  maxMembers: type.max_members ?? Number.NaN,
  militaryEligible: type.military_discount_eligible,
});

/** The body of a save (03 §7): picking a duration sets months to 0; the day pass follows the duration. */
export const bodyOf = (draft: TypeDraft): Omit<UpdateMembershipTypeRequest, 'id'> => ({
  display_name: draft.name.trim(),
  description: draft.description.trim() === '' ? null : draft.description.trim(),
  price: Number.isNaN(draft.price) ? 0 : draft.price,
  duration_days: draft.durationDays,
  duration_months: 0,
  is_day_pass: draft.durationDays === 1,
  is_active: draft.isActive,
  is_featured: draft.isFeatured,
  sort_order: Number.isNaN(draft.sortOrder) ? 0 : Math.trunc(draft.sortOrder),
  benefits: [...draft.benefits],
  max_members: Number.isNaN(draft.maxMembers) ? null : Math.trunc(draft.maxMembers),
  military_discount_eligible: draft.militaryEligible,
});

/** A duration as the cards and the form name it (03 §9: two days also reads '1 Day'). */
export const durationLabel = (days: number): string =>
  days === 2
    ? '1 Day'
    : (MEMBERSHIP_TYPE_DURATION_CHOICES.find((choice) => choice.days === days)?.label ?? `${days} Days`);

/** Whether a type matches the search text: its names, description or a benefit. */
export const matchesSearch = (type: OwnerMembershipType, search: string): boolean => {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  return [type.display_name, type.name, type.description ?? '', ...type.benefits].some((field) =>
    field.toLowerCase().includes(text),
  );
};

/** Benefits with a stable key each (the same benefit twice gets two keys). */
export const keyedBenefits = (
  benefits: readonly string[],
): { key: string; text: string; position: number }[] => {
  const seen = new Map<string, number>();
  return benefits.map((text, position) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: `${text}#${count}`, text, position };
  });
};
