export {
  createPostgresPersistence,
  type PostgresPersistence,
} from './persistence';
export { PostgresRateLimiter } from './postgres-rate-limiter';

export { createPostgresJsClient } from './sql/postgres-js-client';
