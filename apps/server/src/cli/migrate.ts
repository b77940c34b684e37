import { ConfigError, loadConfig } from '../config/config';
import { openPersistence, systemClock } from '../container';

// Opening the persistence applies every pending migration (under the migration lock).
try {
  const config = loadConfig(process.env);
  const persistence = await openPersistence(config, systemClock());
  await persistence.close();
  const where =
    config.database.kind === 'postgres' ? 'the PostgreSQL database at DATABASE_URL' : config.database.dir;
  console.log(`Migrations applied to ${where}.`);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exitCode = 1;
}
