import type { ServiceIdentifier } from 'inversify';

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

export interface MembershipTypeRepository {
  create(type: NewMembershipType): Promise<MembershipTypeRecord>;
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
  /** `true` when a type was deleted. */
  delete(id: string): Promise<boolean>;
}

export const MEMBERSHIP_TYPE_REPOSITORY: ServiceIdentifier<MembershipTypeRepository> = Symbol.for(
  'camppass.MembershipTypeRepository',
);
