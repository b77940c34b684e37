// The benchmark's own database: BENCH_DATABASE_URL, else `camppass_bench` on the server at
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), so a bench never touches real data.
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_DATABASE = 'camppass_bench';

export const benchDatabaseUrl = (env: NodeJS.ProcessEnv = process.env): string => {
  if (env.BENCH_DATABASE_URL) return env.BENCH_DATABASE_URL;
  const url = new URL(env.DATABASE_URL || DEFAULT_SERVER_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
};

export const adminUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  env.DATABASE_URL || DEFAULT_SERVER_URL;

/** Campgrounds, members per campground: 10 × 100,000 = 1,000,000 memberships (BENCH_MEMBERS for fewer). */
export const BENCH_CAMPGROUNDS = 10;
export const BENCH_MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);

/** The partner API key of campground `bench-<n>` is this prefix followed by n. */
export const BENCH_API_KEY_PREFIX = 'cpk_bench_key_for_campground_';

/** The super admin the bench signs in as to measure the admin functions. */
export const BENCH_ADMIN_EMAIL = 'admin@bench.test';
export const BENCH_ADMIN_PASSWORD = 'Bench-admin-pass-42';
