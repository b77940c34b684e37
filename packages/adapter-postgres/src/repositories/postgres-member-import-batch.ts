import type { ImportedMembership } from '@camppass/core';
import type { SqlClient, SqlParam } from '../sql/sql-client';

// Both drivers send null array elements as SQL NULL; the client's type knows string arrays only.
const column = (
  rows: readonly ImportedMembership[],
  value: (row: ImportedMembership) => string | null | undefined,
) => rows.map((row) => value(row) ?? null) as readonly string[];

/**
 * One batch of a member import in a few statements, whatever its size (the membership repository's
 * `writeImportBatch`): accounts, profiles and member roles for unknown e-mails, new dates for the
 * memberships there, then the memberships not there. Every statement reads its rows from arrays
 * (unnest) or looks rows up by one key (`= any`), so no plan joins the growing tables row by row.
 * A code another membership holds fails the INSERT, and with it the caller's transaction. The
 * memberships it creates are inserted with source 'imported'; one it updates keeps its source.
 */
export const writeImportBatch = async <Row extends { id: string }>(
  sql: SqlClient,
  campgroundId: string,
  rows: readonly ImportedMembership[],
  at: Date,
): Promise<{ created: Row[]; updated: number; redated: Row[] }> => {
  if (rows.length === 0) return { created: [], updated: 0, redated: [] };
  const emails = column(rows, (row) => row.email.trim().toLowerCase());
  // Users are inserted in e-mail order, so two batches sharing e-mails take their locks in one order.
  await sql.query(
    `insert into users (email, password_hash, created_at, updated_at)
     select distinct e, null::text, $2::timestamptz, $2::timestamptz from unnest($1::text[]) e order by e
     on conflict ((lower(email))) do nothing`,
    [emails, at],
  );
  // Each e-mail looked up alone in the unique index: `lower(email) = any($1)` let the planner take the
  // trigram index (users_email_lower_trgm supports `=`) while users had no statistics, and a thousand
  // e-mails' trigrams cost 14 to 28 s a batch (measured by the bench with auto_explain).
  const users = await sql.query<{ id: string; email: string }>(
    `select u.id, lower(u.email) as email
       from unnest($1::text[]) e
       cross join lateral (select id, email from users where lower(email) = e limit 1) u`,
    [emails],
  );
  const userOf = new Map(users.map((user) => [user.email, user.id]));
  const userIds = emails.map((email) => {
    const id = userOf.get(email);
    if (!id) throw new Error(`No account for ${email} after the import's insert`);
    return id;
  });
  // The profile triggers' lookups of memberships by member (migration 32) run once a row: a plan
  // cached while memberships was small would scan it for every profile later on, so they are planned
  // for the table as it is now. The memberships' own row triggers look up by primary key and keep
  // their cached plans (half the time of replanning them, measured on 1,000 rows).
  await sql.query('set local plan_cache_mode = force_custom_plan');
  const profile = (pick: (row: ImportedMembership) => string | null | undefined) => column(rows, pick);
  await sql.query(
    `insert into profiles (user_id, first_name, last_name, phone, date_of_birth, street_address, city,
       state_province, postal_code, country, military_status, status, created_at, updated_at)
     select distinct on (r.user_id) r.user_id, r.first_name, r.last_name, r.phone, r.date_of_birth,
       r.street_address, r.city, r.state_province, r.postal_code, r.country, r.military_status, 'active',
       $1::timestamptz, $1::timestamptz
     from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::date[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[])
       as r(user_id, first_name, last_name, phone, date_of_birth, street_address, city, state_province,
       postal_code, country, military_status)
     order by r.user_id
     on conflict (user_id) do nothing`,
    [
      at,
      userIds,
      profile((row) => row.profile.firstName),
      profile((row) => row.profile.lastName),
      profile((row) => row.profile.phone),
      profile((row) => row.profile.dateOfBirth),
      profile((row) => row.profile.streetAddress),
      profile((row) => row.profile.city),
      profile((row) => row.profile.stateProvince),
      profile((row) => row.profile.postalCode),
      profile((row) => row.profile.country),
      profile((row) => row.profile.militaryStatus),
    ] satisfies SqlParam[],
  );
  await sql.query('set local plan_cache_mode to default');
  await sql.query(
    `insert into user_roles (user_id, role, campground_id, created_at)
     select distinct u, 'member', null::uuid, $2::timestamptz from unnest($1::uuid[]) u order by u
     on conflict on constraint user_roles_user_role_campground_key do nothing`,
    [userIds, at],
  );
  // The memberships there, looked up by member only (one index), the campground checked here;
  // oldest first, so each member and type is left with their newest, the one an import updates.
  const there = await sql.query<{
    id: string;
    user_id: string;
    membership_type_id: string;
    campground_id: string;
    dates: string;
  }>(
    `select id, user_id, membership_type_id, campground_id, start_date::text || ' ' || end_date::text as dates
       from memberships where user_id = any($1::uuid[])
     order by created_at, seq`,
    [userIds],
  );
  const existing = new Map(
    there
      .filter((membership) => membership.campground_id === campgroundId)
      .map((membership) => [`${membership.user_id} ${membership.membership_type_id}`, membership]),
  );
  const toUpdate: { id: string; row: ImportedMembership }[] = [];
  const toCreate: { userId: string; row: ImportedMembership }[] = [];
  // The memberships whose start or end date the file changes: their `membership.extended` events.
  const redating = new Set<string>();
  rows.forEach((row, index) => {
    const userId = userIds[index] as string;
    const found = existing.get(`${userId} ${row.membershipTypeId}`);
    if (!found) {
      toCreate.push({ userId, row });
      return;
    }
    toUpdate.push({ id: found.id, row });
    if (found.dates !== `${row.startDate} ${row.endDate}`) redating.add(found.id);
  });
  let redated: Row[] = [];
  if (toUpdate.length > 0) {
    const updated = await sql.query<Row>(
      `update memberships m set start_date = r.start_date, end_date = r.end_date,
         status = case when m.status = 'archived' then m.status else r.status end, updated_at = $1
       from unnest($2::uuid[], $3::date[], $4::date[], $5::text[]) as r(id, start_date, end_date, status)
       where m.id = r.id
       returning m.*`,
      [
        at,
        toUpdate.map((u) => u.id),
        toUpdate.map((u) => u.row.startDate),
        toUpdate.map((u) => u.row.endDate),
        toUpdate.map((u) => u.row.status),
      ],
    );
    redated = updated.filter((membership) => redating.has(membership.id));
  }
  let created: Row[] = [];
  if (toCreate.length > 0) {
    created = await sql.query<Row>(
      `insert into memberships (membership_code, membership_type_id, user_id, campground_id, start_date,
         end_date, status, payment_status, auto_renewal, price_paid_cents, is_military_discount, payment_id,
         source, created_at, updated_at)
       select r.code, r.type_id, r.user_id, $1::uuid, r.start_date, r.end_date, r.status, 'paid', false, 0,
         false, null, 'imported', $2::timestamptz, $2::timestamptz
       from unnest($3::text[], $4::uuid[], $5::uuid[], $6::date[], $7::date[], $8::text[])
         with ordinality as r(code, type_id, user_id, start_date, end_date, status, n)
       order by r.n
       returning *`,
      [
        campgroundId,
        at,
        toCreate.map((c) => c.row.membershipCode),
        toCreate.map((c) => c.row.membershipTypeId),
        toCreate.map((c) => c.userId),
        toCreate.map((c) => c.row.startDate),
        toCreate.map((c) => c.row.endDate),
        toCreate.map((c) => c.row.status),
      ],
    );
  }
  return { created, updated: toUpdate.length, redated };
};
