export {
  createServerTestDatabase,
  serverUnavailableReason,
  type TestDatabase,
  tableEmptier,
} from './test-databases';
