import type {
  MembershipTypeFields,
  MembershipTypeRecord,
  MembershipTypeRepository,
  NewMembershipType,
} from '../ports/repositories/membership-type-repository';
import { found, patchRow } from './in-memory-rows';
import { copy, type InMemoryStore } from './in-memory-store';

export class InMemoryMembershipTypeRepository implements MembershipTypeRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, MembershipTypeRecord> {
    return this.store.tables.membershipTypes;
  }

  async create(type: NewMembershipType): Promise<MembershipTypeRecord> {
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
    return copy(record);
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

  async delete(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }
}
