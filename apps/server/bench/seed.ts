import { Argon2idPasswordHasher, SystemClock } from '@camppass/adapter-local';
import { createPostgresJsClient, createPostgresPersistence } from '@camppass/adapter-postgres';
import {
  adminUrl,
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_PASSWORD,
  BENCH_API_KEY_PREFIX,
  BENCH_CAMPGROUNDS,
  BENCH_DATABASE,
  BENCH_MEMBERS,
  benchDatabaseUrl,
} from './bench-database';

// Seeds 1,000,000 memberships (10 campgrounds × 100,000 members) with set-based inserts
// (generate_series), once: a database that already holds them is left as it is.
const TARGET = BENCH_CAMPGROUNDS * BENCH_MEMBERS;

const ensureDatabase = async () => {
  if (process.env.BENCH_DATABASE_URL) return;
  const admin = createPostgresJsClient({ databaseUrl: adminUrl(), maxConnections: 1 });
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
    if (found.length === 0) await admin.exec(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.close();
  }
};

const started = performance.now();
await ensureDatabase();
const persistence = await createPostgresPersistence({
  databaseUrl: benchDatabaseUrl(),
  clock: new SystemClock(),
});
const { sql } = persistence;
try {
  const [existing] = await sql.query<{ n: number }>(
    `select count(*)::int as n from memberships m join campgrounds c on c.id = m.campground_id where c.slug like 'bench-%'`,
  );
  // Whether this run loaded rows (the accounts are compacted after a load, below).
  let loaded = false;
  if ((existing?.n ?? 0) >= TARGET) {
    console.log(`Bench database already holds ${existing?.n} memberships.`);
  } else {
    console.log(`Seeding ${TARGET.toLocaleString('en-US')} memberships into ${BENCH_DATABASE}...`);
    loaded = true;
    await sql.exec(`
      delete from memberships where campground_id in (select id from campgrounds where slug like 'bench-%');
      insert into campgrounds (name, slug, status)
        select 'Bench Campground ' || g, 'bench-' || g, 'active' from generate_series(1, ${BENCH_CAMPGROUNDS}) g
        on conflict do nothing;
      insert into campground_settings (campground_id)
        select id from campgrounds where slug like 'bench-%' on conflict do nothing;
      insert into membership_types (campground_id, name, display_name, duration_days, price_cents)
        select id, 'annual', 'Annual', 365, 120000 from campgrounds where slug like 'bench-%' on conflict do nothing;
      insert into users (email) select 'member-' || g || '@bench.test' from generate_series(1, ${BENCH_MEMBERS}) g
        on conflict do nothing;
    `);
    await sql.exec(`
      insert into memberships (campground_id, membership_type_id, user_id, membership_code, start_date, end_date,
                               status, payment_status, price_paid_cents)
      select c.id, t.id, u.id,
             'BEN-' || lpad(c.n::text, 2, '0') || lpad(u.n::text, 6, '0'),
             current_date - (u.n % 300)::int, current_date - (u.n % 300)::int + 364, 'active', 'paid', 120000
      from (select id, substring(slug from 7)::int as n from campgrounds where slug like 'bench-%') c
      join membership_types t on t.campground_id = c.id and t.name = 'annual'
      cross join (select id, substring(email from 8 for position('@' in email) - 8)::int as n
                  from users where email like 'member-%@bench.test') u;
      analyze;
    `);
    const [after] = await sql.query<{ n: number }>('select count(*)::int as n from memberships');
    console.log(`Seeded: ${after?.n} memberships in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  // One partner API key per bench campground, known to the bench (see benchApiKey), stored hashed.
  await sql.exec(`
    insert into api_keys (campground_id, name, prefix, key_hash, created_at)
      select id, 'Bench', 'cpk_bench', encode(sha256(convert_to('${BENCH_API_KEY_PREFIX}' || substring(slug from 7), 'UTF8')), 'hex'), now()
      from campgrounds where slug like 'bench-%'
      on conflict (key_hash) do update set revoked_at = null;
  `);
  // The super admin's figures: every bench account a member, and a super admin to ask for them.
  const [roles] = await sql.query<{ n: number }>(
    `select count(*)::int as n from user_roles where role = 'member'`,
  );
  if ((roles?.n ?? 0) < BENCH_MEMBERS) {
    await sql.exec(`
      insert into user_roles (user_id, role) select id, 'member' from users where email like 'member-%@bench.test'
        on conflict do nothing;
      analyze user_roles;
    `);
    loaded = true;
  }
  // The load's triggers rewrote every account's row (its newest membership, its member flag); the
  // accounts are compacted once, as a restore, or an operator's VACUUM FULL after a bulk import,
  // leaves them
  // (docs/decisions/lists-at-scale.md#the-bench-compacts-the-accounts-once-after-its-load gives the
  // searched page's figure before compaction too).
  if (loaded) await sql.exec('vacuum full users');
  // Alone, outside the script's transaction: the visibility map lets the member role be checked, and
  // a deep page of accounts walked, from the indexes alone, as autovacuum would have it on a running
  // system.
  await sql.exec('vacuum analyze user_roles, users');
  const hasher = new Argon2idPasswordHasher();
  await sql.query(
    `with account as (
       insert into users (email, password_hash) values ($1, $2)
       on conflict (lower(email)) do update set password_hash = excluded.password_hash returning id)
     , profile as (insert into profiles (user_id, first_name, last_name) select id, 'Bench', 'Admin' from account
       on conflict (user_id) do nothing)
     insert into user_roles (user_id, role) select id, 'super_admin' from account on conflict do nothing`,
    [BENCH_ADMIN_EMAIL, await hasher.hash(BENCH_ADMIN_PASSWORD)],
  );
} finally {
  await persistence.close();
}
