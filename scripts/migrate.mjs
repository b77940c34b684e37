// `npm run migrate`: applies pending database migrations (DATABASE_URL, else the embedded database).
import { runServerEntry } from './run-server.mjs';

process.exitCode = await runServerEntry('cli/migrate.ts', process.argv.slice(2));
