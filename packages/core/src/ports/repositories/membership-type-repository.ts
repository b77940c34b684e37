import type { Result } from '@camppass/domain';

/** A plan a campground sells (03 §3). */
export interface MembershipTypeFields {
  readonly campgroundId: string;
  /** Internal name: lower-case, no spaces. */
  readonly name: string;
  readonly displayName: string;
  readonly description: string | null;
  readonly durationDays: number;
  readonly durationMonths: number;
  readonly priceCents: number;
  readonly isDayPass: boolean;
  readonly isActive: boolean;
  /** Shown as Most Popular; at most one per campground (enforced by the use case). */
  readonly isFeatured: boolean;
  readonly sortOrder: number;
  readonly benefits: readonly string[];
  readonly maxMembers: number | null;
  readonly militaryDiscountEligible: boolean;
}

export interface MembershipTypeRecord extends MembershipTypeFields {
  readonly id: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type NewMembershipType = MembershipTypeFields & { readonly createdAt: Date };

/**
 * Why a write of a type was not stored: the campground already has a Most Popular type (a partial
 * unique index holds it, so of two concurrent saves one loses), or a type of that internal name.
 */
export type MembershipTypeConflict = 'FEATURED_TAKEN' | 'NAME_TAKEN';

export interface MembershipTypeRepository {
  create(type: NewMembershipType): Promise<MembershipTypeRecord>;
  /** Like `create`, with a conflict as an answer; the enclosing unit of work stays usable. */
  add(type: NewMembershipType): Promise<Result<MembershipTypeRecord, MembershipTypeConflict>>;
  findById(id: string): Promise<MembershipTypeRecord | null>;
  /** The campground's types by `sortOrder`, then display name; only active ones when asked. */
  listByCampground(
    campgroundId: string,
    options?: { readonly activeOnly?: boolean },
  ): Promise<MembershipTypeRecord[]>;
  /** Changes the given fields (not the campground); `null` when there is no such type. */
  update(
    id: string,
    patch: Partial<Omit<MembershipTypeFields, 'campgroundId'>>,
    at: Date,
  ): Promise<MembershipTypeRecord | null>;
  /** Like `update`, with a conflict as an answer; the enclosing unit of work stays usable. */
  change(
    id: string,
    patch: Partial<Omit<MembershipTypeFields, 'campgroundId'>>,
    at: Date,
  ): Promise<Result<MembershipTypeRecord | null, MembershipTypeConflict>>;
  /** `true` when a type was deleted. */
  delete(id: string): Promise<boolean>;
  /**
   * Deletes a type nothing refers to: `in_use` (and nothing deleted) when a membership or a
   * checkout names it, `not_found` when there is no such type.
   */
  deleteUnused(id: string): Promise<'deleted' | 'in_use' | 'not_found'>;
}
