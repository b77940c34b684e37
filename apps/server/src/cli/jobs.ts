import { bootstrap } from '../bootstrap';
import { startJobs } from '../container/jobs-module';

// `npm run jobs`: a worker of the background jobs on its own, against DATABASE_URL, beside servers
// started with JOBS=off (or with their own in-process workers: the queue runs each job once).
// On the embedded database the server's data directory lock refuses it while the server runs.
const runtime = await bootstrap();
const { config, logger, container, persistence } = runtime;
const jobs = await startJobs(container);
logger.info('jobs worker started', { runner: jobs.kind, database: config.database.kind });

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('stopping', { signal });
  jobs
    .stop()
    .then(() => persistence.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
  setTimeout(() => process.exit(1), 15_000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// Keeps the process alive: the runners' own timers do not.
setInterval(() => {}, 1 << 30);
