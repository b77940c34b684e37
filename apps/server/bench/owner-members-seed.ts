import { Argon2idPasswordHasher, SystemClock } from '@camppass/adapter-local';
import { createPostgresJsClient, createPostgresPersistence } from '@camppass/adapter-postgres';
import { adminUrl } from './bench-database';
import {
  OWNER_BENCH_DATABASE,
  OWNER_BENCH_EMAIL,
  OWNER_BENCH_MEMBERS,
  OWNER_BENCH_PASSWORD,
  ownerBenchDatabaseUrl,
} from './owner-members-database';

// Seeds one campground with 100,000 members (profiles, memberships in every status, a payment each,
// documents for some) in the owner bench's own database, with set-based inserts, once. Row triggers
// are off while seeding; the members' search text is then filled by one statement, as migration 10 does,
// and their flags and the stats' summaries as migration 14 does.
const started = performance.now();
if (!process.env.OWNER_BENCH_DATABASE_URL) {
  const admin = createPostgresJsClient({ databaseUrl: adminUrl(), maxConnections: 1 });
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [OWNER_BENCH_DATABASE]);
    if (found.length === 0) await admin.exec(`create database ${OWNER_BENCH_DATABASE}`);
  } finally {
    await admin.close();
  }
}
const persistence = await createPostgresPersistence({
  databaseUrl: ownerBenchDatabaseUrl(),
  clock: new SystemClock(),
});
const { sql } = persistence;
const FIRST = `array['Ada','Ben','Cara','Dan','Eve','Finn','Gail','Hugo','Iris','Jack','Kim','Leo','Mia','Ned','Olga','Pia','Quin','Rosa','Sam','Tess']`;
const LAST = `array['Smith','Jones','Brown','Garcia','Miller','Davis','Lopez','Wilson','Moore','Taylor','Thomas','Martin','Lee','Perez','White','Harris','Clark','Lewis','Young','Walker','Hall','Allen','King','Wright','Scott','Green','Baker','Adams','Nelson','Hill','Ramos','Campbell','Mitchell','Roberts','Carter','Phillips','Evans','Turner','Torres','Parker','Collins','Edwards','Stewart','Flores','Morris','Nguyen','Murphy','Rivera','Cook','Rogers']`;
try {
  const [existing] = await sql.query<{ n: number }>(
    `select count(*)::int as n from memberships m join campgrounds c on c.id = m.campground_id where c.slug = 'pine-bench'`,
  );
  if ((existing?.n ?? 0) >= OWNER_BENCH_MEMBERS) {
    console.log(`Owner bench database already holds ${existing?.n} members at pine-bench.`);
  } else {
    console.log(
      `Seeding ${OWNER_BENCH_MEMBERS.toLocaleString('en-US')} members into ${OWNER_BENCH_DATABASE}...`,
    );
    await sql.exec(`
      set session_replication_role = replica;
      delete from identity_documents; delete from payments; delete from memberships;
      delete from users where email like '%@owner-bench.test';
      insert into campgrounds (name, slug, status, military_discount_enabled)
        values ('Pine Valley Bench', 'pine-bench', 'active', true), ('Oak Bench', 'oak-bench', 'active', false)
        on conflict do nothing;
      insert into campground_settings (campground_id) select id from campgrounds on conflict do nothing;
      insert into membership_types (campground_id, name, display_name, duration_days, price_cents, sort_order)
        select c.id, t.name, t.display, t.days, t.cents, t.ord from campgrounds c
        cross join (values ('day', 'Day Pass', 1, 1500, 1), ('week', 'Weekly', 7, 6000, 2), ('annual', 'Annual', 365, 120000, 3))
          as t(name, display, days, cents, ord)
        on conflict do nothing;
      insert into users (email) select 'member-' || g || '@owner-bench.test' from generate_series(1, ${OWNER_BENCH_MEMBERS}) g;
      insert into profiles (user_id, first_name, last_name, phone, city, state_province, numid, military_status)
        select u.id, (${FIRST})[1 + n % 20], (${LAST})[1 + (n / 20) % 50] || case when n % 7 = 0 then 'son' else '' end,
               '512-555-' || lpad((n % 10000)::text, 4, '0'), 'Austin', 'TX',
               case when n % 4 = 0 then 'ID' || n end, case when n % 10 = 0 then 'military' end
        from (select id, substring(email from 8 for position('@' in email) - 8)::int as n
              from users where email like 'member-%@owner-bench.test') u;
      insert into memberships (campground_id, membership_type_id, user_id, membership_code, start_date, end_date,
                               status, payment_status, price_paid_cents, is_military_discount, created_at)
        select c.id, t.id, u.id, 'PVB-' || lpad(u.n::text, 6, '0'),
               u.ends - 364, u.ends,
               case u.n % 20 when 0 then 'pending' when 1 then 'cancelled' when 2 then 'expired' else 'active' end,
               case when u.n % 20 = 0 then 'pending' else 'paid' end, t.price_cents, u.n % 10 = 0,
               now() - (u.n % 730) * interval '1 day' - u.n * interval '1 second'
        from (select id, n, current_date + (n % 400) - case when n % 20 in (2, 3) then 400 else 0 end as ends
              from (select id, substring(email from 8 for position('@' in email) - 8)::int as n
                    from users where email like 'member-%@owner-bench.test') numbered) u
        join campgrounds c on c.slug = 'pine-bench'
        join membership_types t on t.campground_id = c.id and t.sort_order = 1 + u.n % 3;
      update memberships m
         set search_text = membership_search_text(p.first_name, p.last_name, u.email, m.membership_code, p.phone),
             sort_name = membership_sort_name(p.first_name, p.last_name, u.email)
        from users u left join profiles p on p.user_id = u.id where u.id = m.user_id;
      insert into payments (gateway_payment_id, user_id, campground_id, membership_id, purpose, amount_cents,
                            application_fee_cents, status, refunded, refunded_cents, created_at)
        select 'pi_owner_bench_' || m.seq, m.user_id, m.campground_id, m.id, 'purchase', m.price_paid_cents,
               m.price_paid_cents / 10, case when m.payment_status = 'paid' then 'succeeded' else 'pending' end,
               m.seq % 50 = 0, case when m.seq % 50 = 0 then m.price_paid_cents when m.seq % 7 = 0
               then m.price_paid_cents / 2 else 0 end, m.created_at
        from memberships m;
      insert into identity_documents (membership_id, user_id, campground_id, kind, storage_key, content_type, status)
        select m.id, m.user_id, m.campground_id, k.kind, 'bench/' || m.id || '/' || k.kind, 'image/png', 'pending'
        from memberships m cross join (values ('selfie', 3), ('signature', 2), ('military-document', 10)) as k(kind, every)
        where m.seq % k.every = 0;
      update memberships m
         set profile_numid = coalesce(nullif(btrim(p.numid), '') is not null, false),
             profile_military = coalesce(nullif(btrim(p.military_status), '') is not null, false),
             has_selfie = exists (select 1 from identity_documents d where d.membership_id = m.id and d.kind = 'selfie'),
             has_signature = exists (select 1 from identity_documents d where d.membership_id = m.id and d.kind = 'signature')
        from profiles p where p.user_id = m.user_id;
      select rebuild_member_summaries();
      set session_replication_role = origin;
    `);
    // VACUUM runs alone (not inside the script's implicit transaction); it sets the visibility map for counts.
    for (const table of ['memberships', 'payments', 'identity_documents', 'profiles', 'users']) {
      await sql.exec(`vacuum analyze ${table}`);
    }
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  const hasher = new Argon2idPasswordHasher();
  await sql.query(
    `with account as (
       insert into users (email, password_hash) values ($1, $2)
       on conflict (lower(email)) do update set password_hash = excluded.password_hash returning id)
     , profile as (insert into profiles (user_id, first_name, last_name) select id, 'Bench', 'Owner' from account
       on conflict (user_id) do nothing)
     insert into user_roles (user_id, role, campground_id)
       select account.id, 'owner', c.id from account, campgrounds c where c.slug = 'pine-bench' on conflict do nothing`,
    [OWNER_BENCH_EMAIL, await hasher.hash(OWNER_BENCH_PASSWORD)],
  );
} finally {
  await persistence.close();
}
