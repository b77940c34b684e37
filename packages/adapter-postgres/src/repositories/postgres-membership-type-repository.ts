import type {
  MembershipTypeConflict,
  MembershipTypeFields,
  MembershipTypeRecord,
  MembershipTypeRepository,
  NewMembershipType,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import { DatabaseError, isUniqueViolation, type SqlClient } from '../sql/sql-client';
import { type Columns, column, insertStatement, isUuid, jsonColumn, updateStatement } from './columns';

interface MembershipTypeRow {
  id: string;
  campground_id: string;
  name: string;
  display_name: string;
  description: string | null;
  duration_days: number;
  duration_months: number;
  price_cents: number;
  is_day_pass: boolean;
  is_active: boolean;
  is_featured: boolean;
  sort_order: number;
  benefits: string[];
  max_members: number | null;
  military_discount_eligible: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS: Columns<MembershipTypeFields> = {
  campgroundId: column('campground_id'),
  name: column('name'),
  displayName: column('display_name'),
  description: column('description'),
  durationDays: column('duration_days'),
  durationMonths: column('duration_months'),
  priceCents: column('price_cents'),
  isDayPass: column('is_day_pass'),
  isActive: column('is_active'),
  isFeatured: column('is_featured'),
  sortOrder: column('sort_order'),
  benefits: jsonColumn('benefits'),
  maxMembers: column('max_members'),
  militaryDiscountEligible: column('military_discount_eligible'),
};

const toType = (row: MembershipTypeRow): MembershipTypeRecord => ({
  id: row.id,
  campgroundId: row.campground_id,
  name: row.name,
  displayName: row.display_name,
  description: row.description,
  durationDays: row.duration_days,
  durationMonths: row.duration_months,
  priceCents: row.price_cents,
  isDayPass: row.is_day_pass,
  isActive: row.is_active,
  isFeatured: row.is_featured,
  sortOrder: row.sort_order,
  benefits: row.benefits,
  maxMembers: row.max_members,
  militaryDiscountEligible: row.military_discount_eligible,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A foreign key's refusal: `23001` for `on delete restrict`, `23503` for the default `no action`. */
const STILL_REFERENCED = new Set(['23001', '23503']);

/** The conflict a write of a type ran into, from the index it violated; other errors are thrown on. */
const conflictOf = (error: unknown): Result<never, MembershipTypeConflict> => {
  if (isUniqueViolation(error, 'membership_types_one_featured_key'))
    return err('FEATURED_TAKEN', 'Another type of the campground is featured');
  if (isUniqueViolation(error, 'membership_types_campground_name_key'))
    return err('NAME_TAKEN', 'The campground has a type of this name');
  throw error;
};

/** `membership_types`; a partial unique index keeps at most one featured type per campground. */
export class PostgresMembershipTypeRepository implements MembershipTypeRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(type: NewMembershipType): Promise<MembershipTypeRecord> {
    const added = await this.add(type);
    if (!added.ok) throw new Error(`Membership type not stored: ${added.code}`);
    return added.value;
  }

  async add(type: NewMembershipType): Promise<Result<MembershipTypeRecord, MembershipTypeConflict>> {
    const { createdAt, ...fields } = type;
    const { text, params } = insertStatement('membership_types', COLUMNS, fields, { createdAt });
    try {
      // A savepoint, so a conflict leaves an enclosing unit of work usable.
      const [row] = await this.sql.transaction((tx) => tx.query<MembershipTypeRow>(text, params));
      if (!row) throw new Error('Storing a membership type returned no row');
      return ok(toType(row));
    } catch (error) {
      return conflictOf(error);
    }
  }

  async findById(id: string): Promise<MembershipTypeRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<MembershipTypeRow>('select * from membership_types where id = $1', [
      id,
    ]);
    return row ? toType(row) : null;
  }

  async listByCampground(
    campgroundId: string,
    options: { readonly activeOnly?: boolean } = {},
  ): Promise<MembershipTypeRecord[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<MembershipTypeRow>(
      `select * from membership_types where campground_id = $1 and (is_active or not $2)
       order by sort_order, lower(display_name), display_name, created_at`,
      [campgroundId, options.activeOnly === true],
    );
    return rows.map(toType);
  }

  async update(
    id: string,
    patch: Partial<Omit<MembershipTypeFields, 'campgroundId'>>,
    at: Date,
  ): Promise<MembershipTypeRecord | null> {
    if (!isUuid(id)) return null;
    const { campgroundId: _ignored, ...changes } = patch as Partial<MembershipTypeFields>;
    const { text, params } = updateStatement('membership_types', 'id', id, COLUMNS, changes, at);
    const [row] = await this.sql.query<MembershipTypeRow>(text, params);
    return row ? toType(row) : null;
  }

  async change(
    id: string,
    patch: Partial<Omit<MembershipTypeFields, 'campgroundId'>>,
    at: Date,
  ): Promise<Result<MembershipTypeRecord | null, MembershipTypeConflict>> {
    try {
      return ok(
        await this.sql.transaction((tx) => new PostgresMembershipTypeRepository(tx).update(id, patch, at)),
      );
    } catch (error) {
      return conflictOf(error);
    }
  }

  async deleteUnused(id: string): Promise<'deleted' | 'in_use' | 'not_found'> {
    try {
      return (await this.sql.transaction((tx) => new PostgresMembershipTypeRepository(tx).delete(id)))
        ? 'deleted'
        : 'not_found';
    } catch (error) {
      // Memberships and checkouts refer to their type `on delete restrict`.
      if (error instanceof DatabaseError && error.code !== undefined && STILL_REFERENCED.has(error.code))
        return 'in_use';
      throw error;
    }
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.query('delete from membership_types where id = $1 returning id', [id]);
    return rows.length > 0;
  }
}
