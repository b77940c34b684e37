import type {
  MembershipTypeFields,
  MembershipTypeRecord,
  MembershipTypeRepository,
  NewMembershipType,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
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

/** `membership_types`; a partial unique index keeps at most one featured type per campground. */
export class PostgresMembershipTypeRepository implements MembershipTypeRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(type: NewMembershipType): Promise<MembershipTypeRecord> {
    const { createdAt, ...fields } = type;
    const { text, params } = insertStatement('membership_types', COLUMNS, fields, { createdAt });
    const [row] = await this.sql.query<MembershipTypeRow>(text, params);
    if (!row) throw new Error('Storing a membership type returned no row');
    return toType(row);
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

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.query('delete from membership_types where id = $1 returning id', [id]);
    return rows.length > 0;
  }
}
