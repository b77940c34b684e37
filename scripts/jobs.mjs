// `npm run jobs`: runs the background jobs worker on its own (see apps/server/src/cli/jobs.ts).
import { runServerEntry } from './run-server.mjs';

process.exitCode = await runServerEntry('cli/jobs.ts', process.argv.slice(2));
