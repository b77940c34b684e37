import { adminUrl } from './bench-database';

// The owner members bench's own database: OWNER_BENCH_DATABASE_URL, else `camppass_owner_bench` on
// the server at DATABASE_URL, so it never touches real data or the verification bench's rows.
export const OWNER_BENCH_DATABASE = 'camppass_owner_bench';

export const ownerBenchDatabaseUrl = (env: NodeJS.ProcessEnv = process.env): string => {
  if (env.OWNER_BENCH_DATABASE_URL) return env.OWNER_BENCH_DATABASE_URL;
  const url = new URL(adminUrl(env));
  url.pathname = `/${OWNER_BENCH_DATABASE}`;
  return url.toString();
};

/** Members of the one bench campground (pine-bench). */
export const OWNER_BENCH_MEMBERS = 100_000;
export const OWNER_BENCH_EMAIL = 'owner@owner-bench.test';
export const OWNER_BENCH_PASSWORD = 'Owner-bench-pass-42';
