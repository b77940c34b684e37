import type { ImportedMembership } from '@camppass/core';
import type { SqlClient, SqlParam } from '../sql/sql-client';

// The rows of a batch as one set: parallel arrays unnested into a relation.
const ROWS = `unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::text[], $8::text[],
  $9::text[], $10::text[], $11::text[], $12::text[], $13::uuid[], $14::date[], $15::date[], $16::text[], $17::text[])
  with ordinality as r(email, first_name, last_name, phone, date_of_birth, street_address, city,
  state_province, postal_code, country, military_status, type_id, start_date, end_date, status, code, n)`;

/**
 * One batch of a member import in five statements, whatever its size (the membership repository's
 * `writeImportBatch`): accounts, profiles and member roles for unknown e-mails, then new dates for the
 * memberships there, then the memberships not there. A code another membership holds fails the
 * INSERT, and with it the caller's transaction.
 */
export const writeImportBatch = async (
  sql: SqlClient,
  campgroundId: string,
  rows: readonly ImportedMembership[],
  at: Date,
): Promise<{ created: number; updated: number }> => {
  if (rows.length === 0) return { created: 0, updated: 0 };
  // Both drivers send null array elements as SQL NULL; the client's type knows string arrays only.
  const pick = (value: (row: ImportedMembership) => string | null | undefined) =>
    rows.map((row) => value(row) ?? null) as readonly string[];
  const params: SqlParam[] = [
    at,
    pick((row) => row.email.trim().toLowerCase()),
    pick((row) => row.profile.firstName),
    pick((row) => row.profile.lastName),
    pick((row) => row.profile.phone),
    pick((row) => row.profile.dateOfBirth),
    pick((row) => row.profile.streetAddress),
    pick((row) => row.profile.city),
    pick((row) => row.profile.stateProvince),
    pick((row) => row.profile.postalCode),
    pick((row) => row.profile.country),
    pick((row) => row.profile.militaryStatus),
    pick((row) => row.membershipTypeId),
    pick((row) => row.startDate),
    pick((row) => row.endDate),
    pick((row) => row.status),
    pick((row) => row.membershipCode),
    campgroundId,
  ];
  // Users are inserted in e-mail order, so two batches sharing e-mails take their locks in one order.
  await sql.query(
    `insert into users (email, password_hash, created_at, updated_at)
     select distinct r.email, null::text, $1::timestamptz, $1::timestamptz from ${ROWS} order by r.email
     on conflict ((lower(email))) do nothing`,
    params.slice(0, 17),
  );
  await sql.query(
    `insert into profiles (user_id, first_name, last_name, phone, date_of_birth, street_address, city,
       state_province, postal_code, country, military_status, status, created_at, updated_at)
     select distinct on (u.id) u.id, r.first_name, r.last_name, r.phone, r.date_of_birth, r.street_address,
       r.city, r.state_province, r.postal_code, r.country, r.military_status, 'active', $1::timestamptz, $1::timestamptz
     from ${ROWS} join users u on lower(u.email) = r.email
     order by u.id, r.n
     on conflict (user_id) do nothing`,
    params.slice(0, 17),
  );
  await sql.query(
    `insert into user_roles (user_id, role, campground_id, created_at)
     select distinct u.id, 'member', null::uuid, $1::timestamptz
     from ${ROWS} join users u on lower(u.email) = r.email
     on conflict on constraint user_roles_user_role_campground_key do nothing`,
    params.slice(0, 17),
  );
  const updated = await sql.query(
    `update memberships m set start_date = r.start_date, end_date = r.end_date,
       status = case when m.status = 'archived' then m.status else r.status end, updated_at = $1
     from ${ROWS}, users u
     where lower(u.email) = r.email and m.user_id = u.id and m.campground_id = $18::uuid
       and m.membership_type_id = r.type_id
     returning m.id`,
    params,
  );
  const created = await sql.query(
    `insert into memberships (membership_code, membership_type_id, user_id, campground_id, start_date,
       end_date, status, payment_status, auto_renewal, price_paid_cents, is_military_discount, payment_id,
       created_at, updated_at)
     select r.code, r.type_id, u.id, $18::uuid, r.start_date, r.end_date, r.status, 'paid', false, 0, false,
       null, $1::timestamptz, $1::timestamptz
     from ${ROWS} join users u on lower(u.email) = r.email
     where not exists (select 1 from memberships m where m.campground_id = $18::uuid and m.user_id = u.id
       and m.membership_type_id = r.type_id)
     order by r.n
     returning id`,
    params,
  );
  return { created: created.length, updated: updated.length };
};
