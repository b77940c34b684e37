import { parseArgs } from 'node:util';
import { ReconcileCheckouts } from '@camppass/core/checkout/reconcile-checkouts';
import { bootstrap } from '../bootstrap';
import { USE_CASES } from '../container/core-module';

// `npm run reconcile -- [--older-than-minutes 15] [--max-age-hours 168] [--limit 500]`: asks the payment
// gateway about checkouts still pending after that long (and not older than the maximum age) and creates the memberships of the succeeded ones (for
// payments whose browser call and webhook were both lost). Safe to run from cron on any instance:
// fulfilment is once per payment.
const { values } = parseArgs({
  options: {
    'older-than-minutes': { type: 'string', default: '15' },
    'max-age-hours': { type: 'string', default: '168' },
    limit: { type: 'string', default: '500' },
  },
});
const olderThanMinutes = Number(values['older-than-minutes']);
const maxAgeHours = Number(values['max-age-hours']);
const limit = Number(values.limit);
if (
  !Number.isFinite(olderThanMinutes) ||
  olderThanMinutes < 0 ||
  !(maxAgeHours * 60 > olderThanMinutes) ||
  !Number.isInteger(limit) ||
  limit < 1
) {
  console.error('Usage: npm run reconcile -- [--older-than-minutes N] [--max-age-hours N] [--limit N]');
  process.exit(2);
}

const { container, persistence } = await bootstrap();
try {
  const report = await container
    .get(USE_CASES)(ReconcileCheckouts)
    .execute({ olderThanMinutes, maxAgeHours, limit });
  console.log(JSON.stringify({ reconciled: report }));
  if (report.failed > 0) process.exitCode = 1;
} finally {
  await persistence.close();
}
