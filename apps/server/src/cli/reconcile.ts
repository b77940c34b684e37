import { parseArgs } from 'node:util';
import { bootstrap } from '../bootstrap';
import { PUBLIC_USE_CASES } from '../container/public-page-module';

// `npm run reconcile -- [--older-than-minutes 15] [--limit 500]`: asks the payment gateway about
// checkouts still pending after that long and creates the memberships of the succeeded ones (for
// payments whose browser call and webhook were both lost). Safe to run from cron on any instance:
// fulfilment is once per payment.
const { values } = parseArgs({
  options: {
    'older-than-minutes': { type: 'string', default: '15' },
    limit: { type: 'string', default: '500' },
  },
});
const olderThanMinutes = Number(values['older-than-minutes']);
const limit = Number(values.limit);
if (!Number.isFinite(olderThanMinutes) || olderThanMinutes < 0 || !Number.isInteger(limit) || limit < 1) {
  console.error('Usage: npm run reconcile -- [--older-than-minutes N] [--limit N]');
  process.exit(2);
}

const { container, persistence } = await bootstrap();
try {
  const report = await container
    .get(PUBLIC_USE_CASES.reconcileCheckouts)
    .execute({ olderThanMinutes, limit });
  console.log(JSON.stringify({ reconciled: report }));
  if (report.failed > 0) process.exitCode = 1;
} finally {
  await persistence.close();
}
