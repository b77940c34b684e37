export { migratedPgliteImage } from './migrated-image';
export {
  createServerTestDatabase,
  serverUnavailableReason,
  type TestDatabase,
  tableEmptier,
} from './test-databases';
