// `npm run migrate`: applies pending migrations to DATABASE_URL, else to the embedded database
// (`--data-dir`, default .data/db under the directory npm was started from).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPostgresPersistence, DEFAULT_DATA_DIR } from '../persistence';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL;
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir'] ?? DEFAULT_DATA_DIR);

const persistence = await createPostgresPersistence({
  ...(databaseUrl ? { databaseUrl } : { dataDir }),
  clock: { now: () => new Date() },
  migrate: false,
});
try {
  const report = await persistence.migrate();
  const where = databaseUrl ? 'the PostgreSQL server at DATABASE_URL' : dataDir;
  console.log(
    report.applied.length > 0
      ? `Applied migrations ${report.applied.join(', ')} to ${where}; schema version ${report.version}.`
      : `The schema of ${where} is current (version ${report.version}).`,
  );
} finally {
  await persistence.close();
}
