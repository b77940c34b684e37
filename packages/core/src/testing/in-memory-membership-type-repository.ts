import { err, ok, type Result } from '@camppass/domain';
import type {
  MembershipTypeConflict,
  MembershipTypeFields,
  MembershipTypeRecord,
  MembershipTypeRepository,
  NewMembershipType,
} from '../ports/repositories/membership-type-repository';
import { defined, found, patchRow } from './in-memory-rows';
import { copy, type InMemoryStore } from './in-memory-store';

export class InMemoryMembershipTypeRepository implements MembershipTypeRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, MembershipTypeRecord> {
    return this.store.tables.membershipTypes;
  }

  async create(type: NewMembershipType): Promise<MembershipTypeRecord> {
    const added = await this.add(type);
    if (!added.ok) throw new Error(`Membership type not stored: ${added.code}`);
    return added.value;
  }

  /** What the database's unique indexes would refuse: a second featured type or a taken name. */
  private conflict(
    row: Pick<MembershipTypeFields, 'campgroundId' | 'name' | 'isFeatured'>,
    id: string | null,
  ): Result<true, MembershipTypeConflict> {
    const others = [...this.rows.values()].filter(
      (other) => other.campgroundId === row.campgroundId && other.id !== id,
    );
    if (row.isFeatured && others.some((other) => other.isFeatured)) return err('FEATURED_TAKEN', 'featured');
    if (others.some((other) => other.name === row.name)) return err('NAME_TAKEN', 'name');
    return ok(true);
  }

  async add(type: NewMembershipType): Promise<Result<MembershipTypeRecord, MembershipTypeConflict>> {
    const conflict = this.conflict(type, null);
    if (!conflict.ok) return conflict;
    if (!this.store.tables.campgrounds.has(type.campgroundId)) {
      throw new Error(`No campground ${type.campgroundId} for a membership type`);
    }
    const { createdAt, ...fields } = type;
    const record: MembershipTypeRecord = {
      ...fields,
      id: this.store.nextId(),
      createdAt,
      updatedAt: createdAt,
    };
    this.rows.set(record.id, copy(record));
    return ok(copy(record));
  }

  async findById(id: string): Promise<MembershipTypeRecord | null> {
    return found(this.rows.get(id));
  }

  async listByCampground(
    campgroundId: string,
    options: { readonly activeOnly?: boolean } = {},
  ): Promise<MembershipTypeRecord[]> {
    const types = [...this.rows.values()].filter(
      (type) => type.campgroundId === campgroundId && (!options.activeOnly || type.isActive),
    );
    return copy(
      types.sort((a, b) => a.sortOrder - b.sortOrder || a.displayName.localeCompare(b.displayName)),
    );
  }

  async update(
    id: string,
    patch: Partial<Omit<MembershipTypeFields, 'campgroundId'>>,
    at: Date,
  ): Promise<MembershipTypeRecord | null> {
    return patchRow(this.rows, id, patch, at, ['campgroundId']);
  }

  async change(
    id: string,
    patch: Partial<Omit<MembershipTypeFields, 'campgroundId'>>,
    at: Date,
  ): Promise<Result<MembershipTypeRecord | null, MembershipTypeConflict>> {
    const row = this.rows.get(id);
    if (row) {
      const conflict = this.conflict({ ...row, ...defined(patch), campgroundId: row.campgroundId }, id);
      if (!conflict.ok) return conflict;
    }
    return ok(patchRow(this.rows, id, patch, at, ['campgroundId']));
  }

  async delete(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }

  async deleteUnused(id: string): Promise<'deleted' | 'in_use' | 'not_found'> {
    if (!this.rows.has(id)) return 'not_found';
    const { memberships, checkouts } = this.store.tables;
    const names = (row: { readonly membershipTypeId: string }) => row.membershipTypeId === id;
    if ([...memberships.values()].some(names) || [...checkouts.values()].some(names)) return 'in_use';
    this.rows.delete(id);
    return 'deleted';
  }
}
