import type {
  ImportedMembership,
  MembershipFields,
  MembershipImportKey,
  MembershipPaymentStatus,
  MembershipRecord,
  MembershipRepository,
  MembershipSource,
  MembershipStatus,
  NewMembership,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import type { SqlClient } from '../sql/sql-client';
import {
  type Columns,
  column,
  dateColumn,
  fromDateColumn,
  insertStatement,
  isUuid,
  updateStatement,
} from './columns';
import { writeImportBatch } from './postgres-member-import-batch';

export interface MembershipRow {
  id: string;
  membership_code: string;
  membership_type_id: string;
  user_id: string;
  campground_id: string;
  start_date: string;
  end_date: string;
  status: MembershipStatus;
  payment_status: MembershipPaymentStatus;
  auto_renewal: boolean;
  price_paid_cents: number;
  is_military_discount: boolean;
  payment_id: string | null;
  /** Absent when a query selects the columns before migration 24 by name. */
  disputed_at?: Date | null;
  /** Absent when a query selects the columns before migration 42 by name. */
  source?: MembershipSource;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS: Columns<MembershipFields> = {
  membershipCode: column('membership_code'),
  membershipTypeId: column('membership_type_id'),
  memberId: column('user_id'),
  campgroundId: column('campground_id'),
  startDate: dateColumn('start_date'),
  endDate: dateColumn('end_date'),
  status: column('status'),
  paymentStatus: column('payment_status'),
  autoRenewal: column('auto_renewal'),
  pricePaidCents: column('price_paid_cents'),
  isMilitaryDiscount: column('is_military_discount'),
  paymentId: column('payment_id'),
  disputedAt: column('disputed_at'),
  source: column('source'),
};

export const toMembership = (row: MembershipRow): MembershipRecord => ({
  id: row.id,
  membershipCode: row.membership_code,
  membershipTypeId: row.membership_type_id,
  memberId: row.user_id,
  campgroundId: row.campground_id,
  startDate: fromDateColumn(row.start_date),
  endDate: fromDateColumn(row.end_date),
  status: row.status,
  paymentStatus: row.payment_status,
  autoRenewal: row.auto_renewal,
  pricePaidCents: row.price_paid_cents,
  isMilitaryDiscount: row.is_military_discount,
  paymentId: row.payment_id,
  disputedAt: row.disputed_at ?? null,
  source: row.source ?? 'checkout',
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** `memberships`; the code is unique per campground, claimed by INSERT ... ON CONFLICT. */
export class PostgresMembershipRepository implements MembershipRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(membership: NewMembership): Promise<Result<MembershipRecord, 'MEMBERSHIP_CODE_TAKEN'>> {
    const { createdAt, ...fields } = membership;
    const { text, params } = insertStatement('memberships', COLUMNS, fields, {
      createdAt,
      tail: 'on conflict on constraint memberships_campground_code_key do nothing returning *',
    });
    const [row] = await this.sql.query<MembershipRow>(text, params);
    return row
      ? ok(toMembership(row))
      : err('MEMBERSHIP_CODE_TAKEN', 'This membership code is already in use at the campground.');
  }

  async findById(id: string): Promise<MembershipRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<MembershipRow>('select * from memberships where id = $1', [id]);
    return row ? toMembership(row) : null;
  }

  async listByIds(ids: readonly string[]): Promise<MembershipRecord[]> {
    const known = [...new Set(ids.filter(isUuid))];
    if (known.length === 0) return [];
    const rows = await this.sql.query<MembershipRow>('select * from memberships where id = any($1::uuid[])', [
      known,
    ]);
    return rows.map(toMembership);
  }

  async findByIdForUpdate(id: string): Promise<MembershipRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<MembershipRow>('select * from memberships where id = $1 for update', [
      id,
    ]);
    return row ? toMembership(row) : null;
  }

  async findByCode(campgroundId: string, membershipCode: string): Promise<MembershipRecord | null> {
    if (!isUuid(campgroundId)) return null;
    const [row] = await this.sql.query<MembershipRow>(
      'select * from memberships where campground_id = $1 and membership_code = $2',
      [campgroundId, membershipCode],
    );
    return row ? toMembership(row) : null;
  }

  async listByMember(memberId: string): Promise<MembershipRecord[]> {
    if (!isUuid(memberId)) return [];
    const rows = await this.sql.query<MembershipRow>(
      'select * from memberships where user_id = $1 order by created_at desc, seq desc',
      [memberId],
    );
    return rows.map(toMembership);
  }

  async listByMemberEmail(campgroundId: string, email: string): Promise<MembershipRecord[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<MembershipRow>(
      `select memberships.* from users join memberships on memberships.user_id = users.id
       where lower(users.email) = lower(btrim($2)) and memberships.campground_id = $1
       order by memberships.created_at desc, memberships.seq desc`,
      [campgroundId, email],
    );
    return rows.map(toMembership);
  }

  async listImportKeys(campgroundId: string): Promise<MembershipImportKey[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<{ email: string; membership_type_id: string; membership_code: string }>(
      `select lower(users.email) as email, memberships.membership_type_id, memberships.membership_code
       from memberships join users on users.id = memberships.user_id
       where memberships.campground_id = $1`,
      [campgroundId],
    );
    return rows.map((row) => ({
      email: row.email,
      membershipTypeId: row.membership_type_id,
      membershipCode: row.membership_code,
    }));
  }

  async writeImportBatch(campgroundId: string, rows: readonly ImportedMembership[], at: Date) {
    if (!isUuid(campgroundId)) throw new Error(`No campground ${campgroundId}`);
    const written = await writeImportBatch<MembershipRow>(this.sql, campgroundId, rows, at);
    const createdMemberships = written.created.map(toMembership);
    return {
      created: createdMemberships.length,
      updated: written.updated,
      createdMemberships,
      redated: written.redated.map(toMembership),
    };
  }

  async archive(ids: readonly string[], at: Date): Promise<number> {
    const known = [...new Set(ids.filter(isUuid))];
    if (known.length === 0) return 0;
    const rows = await this.sql.query(
      `update memberships set status = 'archived', updated_at = $2
       where id = any($1::uuid[]) and status <> 'archived' returning id`,
      [known, at],
    );
    return rows.length;
  }

  async update(
    id: string,
    patch: Partial<Omit<MembershipFields, 'membershipCode' | 'memberId' | 'campgroundId'>>,
    at: Date,
  ): Promise<MembershipRecord | null> {
    if (!isUuid(id)) return null;
    const {
      membershipCode: _code,
      memberId: _member,
      campgroundId: _campground,
      ...changes
    } = patch as Partial<MembershipFields>;
    const { text, params } = updateStatement('memberships', 'id', id, COLUMNS, changes, at);
    const [row] = await this.sql.query<MembershipRow>(text, params);
    return row ? toMembership(row) : null;
  }
}
