// `npm run reconcile -- [--older-than-minutes 15] [--max-age-hours 168] [--limit 500]`: completes paid
// checkouts whose browser call and webhook never arrived (see apps/server/src/cli/reconcile.ts).
import { runServerEntry } from './run-server.mjs';

process.exitCode = await runServerEntry('cli/reconcile.ts', process.argv.slice(2));
