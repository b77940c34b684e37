import type {
  AccountStatus,
  EmergencyContact,
  NewProfile,
  NewUser,
  ProfileFields,
  ProfileRecord,
  UserRecord,
  UserRepository,
} from '@camppass/core';
import { EMPTY_PROFILE_FIELDS } from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import type { SqlClient } from '../sql/sql-client';
import {
  type Columns,
  column,
  dateColumn,
  fromDateColumn,
  insertStatement,
  isUuid,
  jsonColumn,
  updateStatement,
} from './columns';

interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

interface ProfileRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  title: string | null;
  date_of_birth: string | null;
  street_address: string | null;
  city: string | null;
  state_province: string | null;
  postal_code: string | null;
  country: string | null;
  special_requests: string | null;
  numid: string | null;
  military_status: string | null;
  emergency_contact: EmergencyContact | null;
  status: AccountStatus;
  created_at: Date;
  updated_at: Date;
}

const PROFILE_COLUMNS: Columns<ProfileFields> = {
  firstName: column('first_name'),
  lastName: column('last_name'),
  phone: column('phone'),
  title: column('title'),
  dateOfBirth: dateColumn('date_of_birth'),
  streetAddress: column('street_address'),
  city: column('city'),
  stateProvince: column('state_province'),
  postalCode: column('postal_code'),
  country: column('country'),
  specialRequests: column('special_requests'),
  numid: column('numid'),
  militaryStatus: column('military_status'),
  emergencyContact: jsonColumn('emergency_contact'),
  status: column('status'),
};

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toProfile = (row: ProfileRow): ProfileRecord => ({
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  title: row.title,
  dateOfBirth: row.date_of_birth === null ? null : fromDateColumn(row.date_of_birth),
  streetAddress: row.street_address,
  city: row.city,
  stateProvince: row.state_province,
  postalCode: row.postal_code,
  country: row.country,
  specialRequests: row.special_requests,
  numid: row.numid,
  militaryStatus: row.military_status,
  emergencyContact: row.emergency_contact,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The profile statement `statement` (which returns profile rows as `p`), with the account's e-mail. */
const withEmail = (statement: string): string =>
  `with p as (${statement}) select p.*, users.email from p join users on users.id = p.user_id`;

/** Accounts in `users`, profiles in `profiles`; a profile's e-mail is always the account's. */
export class PostgresUserRepository implements UserRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(user: NewUser): Promise<Result<UserRecord, 'EMAIL_TAKEN'>> {
    const [row] = await this.sql.query<UserRow>(
      `insert into users (email, password_hash, created_at, updated_at) values (lower(btrim($1)), $2, $3, $3)
       on conflict ((lower(email))) do nothing returning *`,
      [user.email, user.passwordHash, user.createdAt],
    );
    return row ? ok(toUser(row)) : err('EMAIL_TAKEN', 'An account with this e-mail already exists.');
  }

  async findById(id: string): Promise<UserRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<UserRow>('select * from users where id = $1', [id]);
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await this.sql.query<UserRow>('select * from users where lower(email) = lower(btrim($1))', [
      email,
    ]);
    return row ? toUser(row) : null;
  }

  async setPasswordHash(id: string, passwordHash: string, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.query(
      'update users set password_hash = $2, updated_at = $3 where id = $1 returning id',
      [id, passwordHash, at],
    );
    return rows.length > 0;
  }

  async replacePasswordHash(id: string, current: string, next: string, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.query(
      'update users set password_hash = $3, updated_at = $4 where id = $1 and password_hash = $2 returning id',
      [id, current, next, at],
    );
    return rows.length > 0;
  }

  async findProfile(userId: string): Promise<ProfileRecord | null> {
    if (!isUuid(userId)) return null;
    const [row] = await this.sql.query<ProfileRow>(withEmail('select * from profiles where user_id = $1'), [
      userId,
    ]);
    return row ? toProfile(row) : null;
  }

  async saveProfile(userId: string, profile: NewProfile, at: Date): Promise<ProfileRecord> {
    const fields: ProfileFields = { ...EMPTY_PROFILE_FIELDS, ...profile };
    const replace = Object.values(PROFILE_COLUMNS)
      .map(({ name }) => `${name} = excluded.${name}`)
      .join(', ');
    const { text, params } = insertStatement('profiles', PROFILE_COLUMNS, fields, {
      createdAt: at,
      extra: { user_id: userId },
      tail: `on conflict (user_id) do update set ${replace}, updated_at = excluded.updated_at returning *`,
    });
    const [row] = await this.sql.query<ProfileRow>(withEmail(text), params);
    if (!row) throw new Error(`Saving the profile of ${userId} returned no row`);
    return toProfile(row);
  }

  async updateProfile(
    userId: string,
    patch: Partial<ProfileFields>,
    at: Date,
  ): Promise<ProfileRecord | null> {
    if (!isUuid(userId)) return null;
    const { text, params } = updateStatement('profiles', 'user_id', userId, PROFILE_COLUMNS, patch, at);
    const [row] = await this.sql.query<ProfileRow>(withEmail(text), params);
    return row ? toProfile(row) : null;
  }
}
