// `npm run create-admin -- --email admin@example.com --password '...'`: makes (or promotes) a super admin.
import { runServerEntry } from './run-server.mjs';

process.exitCode = await runServerEntry('cli/create-admin.ts', process.argv.slice(2));
