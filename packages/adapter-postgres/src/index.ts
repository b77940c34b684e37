export { type Migration, type MigrationReport, migrate } from './migrations/migration';
export { MIGRATIONS } from './migrations/migrations';
export {
  createPostgresPersistence,
  DEFAULT_DATA_DIR,
  type PersistenceLocation,
  type PersistenceOptions,
  type PostgresPersistence,
} from './persistence';
export { PostgresRateLimiter } from './postgres-rate-limiter';
export { PostgresUnitOfWork, postgresRepositories } from './postgres-unit-of-work';
export { PostgresCampgroundRepository } from './repositories/postgres-campground-repository';
export { PostgresCheckoutRepository } from './repositories/postgres-checkout-repository';
export { PostgresIdentityDocumentRepository } from './repositories/postgres-identity-document-repository';
export { PostgresInvitationRepository } from './repositories/postgres-invitation-repository';
export {
  PostgresExpirationReminderRepository,
  PostgresRetentionRepository,
  PostgresUploadRepository,
} from './repositories/postgres-job-repositories';
export { PostgresMembershipRepository } from './repositories/postgres-membership-repository';
export { PostgresMembershipTypeRepository } from './repositories/postgres-membership-type-repository';
export { PostgresMembershipVerificationQuery } from './repositories/postgres-membership-verification-query';
export { PostgresOutboxRepository } from './repositories/postgres-outbox-repository';
export { PostgresPasswordResetRepository } from './repositories/postgres-password-reset-repository';
export { PostgresPaymentRepository } from './repositories/postgres-payment-repository';
export { PostgresRoleRepository } from './repositories/postgres-role-repository';
export { PostgresSessionRepository } from './repositories/postgres-session-repository';
export { PostgresUserRepository } from './repositories/postgres-user-repository';
export { PostgresWebhookEventRepository } from './repositories/postgres-webhook-event-repository';
export { DataDirectoryInUseError } from './sql/data-dir-lock';
export { createPgliteClient, type PgliteClientOptions } from './sql/pglite-client';
export { createPostgresJsClient, type PostgresJsClientOptions } from './sql/postgres-js-client';
export { DatabaseError, isUniqueViolation, type SqlClient, type SqlParam } from './sql/sql-client';
