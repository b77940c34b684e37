export {
  createServerTestDatabase,
  DEFAULT_TEST_DATABASE_URL,
  openPgliteTestDatabase,
  serverUnavailableReason,
  type TestDatabase,
  tableEmptier,
  testDatabaseUrl,
} from './test-databases';
