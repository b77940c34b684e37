import type { Repositories, UnitOfWork } from '@camppass/core';
import { PostgresAdminDirectory } from './repositories/postgres-admin-directory';
import { PostgresApiKeyRepository } from './repositories/postgres-api-key-repository';
import { PostgresAuditLogRepository } from './repositories/postgres-audit-log-repository';
import { PostgresAutoRenewalRepository } from './repositories/postgres-auto-renewal-repository';
import { PostgresCampgroundRepository } from './repositories/postgres-campground-repository';
import { PostgresCardSigningKeyRepository } from './repositories/postgres-card-signing-key-repository';
import { PostgresCheckInRepository } from './repositories/postgres-check-in-repository';
import { PostgresCheckoutRepository } from './repositories/postgres-checkout-repository';
import { PostgresDocumentReviewRepository } from './repositories/postgres-document-review-repository';
import { PostgresEarningsRepository } from './repositories/postgres-earnings-repository';
import { PostgresIdentityDocumentRepository } from './repositories/postgres-identity-document-repository';
import { PostgresInvitationRepository } from './repositories/postgres-invitation-repository';
import {
  PostgresExpirationReminderRepository,
  PostgresRetentionRepository,
  PostgresUploadRepository,
} from './repositories/postgres-job-repositories';
import { PostgresMemberImportRepository } from './repositories/postgres-member-import-repository';
import { PostgresMemberImportRunRepository } from './repositories/postgres-member-import-run-repository';
import { PostgresMembershipRepository } from './repositories/postgres-membership-repository';
import { PostgresMembershipStatusTokenRepository } from './repositories/postgres-membership-status-token-repository';
import { PostgresMembershipTypeRepository } from './repositories/postgres-membership-type-repository';
import { PostgresMembershipVerificationQuery } from './repositories/postgres-membership-verification-query';
import { PostgresOutboxRepository } from './repositories/postgres-outbox-repository';
import { PostgresOwnerMemberDirectory } from './repositories/postgres-owner-member-directory';
import { PostgresPasskeyRepository } from './repositories/postgres-passkey-repository';
import { PostgresPasswordResetRepository } from './repositories/postgres-password-reset-repository';
import { PostgresPaymentRepository } from './repositories/postgres-payment-repository';
import { PostgresPayoutAccountRepository } from './repositories/postgres-payout-account-repository';
import { PostgresRoleRepository } from './repositories/postgres-role-repository';
import { PostgresSecondFactorRepository } from './repositories/postgres-second-factor-repository';
import { PostgresSessionRepository } from './repositories/postgres-session-repository';
import { PostgresUserRepository } from './repositories/postgres-user-repository';
import { PostgresWalletRegistrationRepository } from './repositories/postgres-wallet-registration-repository';
import { PostgresWebhookEventRepository } from './repositories/postgres-webhook-event-repository';
import { PostgresWebhookRepository } from './repositories/postgres-webhook-repository';
import type { SqlClient } from './sql/sql-client';

/** Every repository over one client: the pool, or one transaction. */
export const postgresRepositories = (sql: SqlClient): Repositories => ({
  users: new PostgresUserRepository(sql),
  roles: new PostgresRoleRepository(sql),
  sessions: new PostgresSessionRepository(sql),
  passwordResets: new PostgresPasswordResetRepository(sql),
  invitations: new PostgresInvitationRepository(sql),
  campgrounds: new PostgresCampgroundRepository(sql),
  membershipTypes: new PostgresMembershipTypeRepository(sql),
  memberships: new PostgresMembershipRepository(sql),
  payments: new PostgresPaymentRepository(sql),
  outbox: new PostgresOutboxRepository(sql),
  checkouts: new PostgresCheckoutRepository(sql),
  identityDocuments: new PostgresIdentityDocumentRepository(sql),
  webhookEvents: new PostgresWebhookEventRepository(sql),
  membershipVerification: new PostgresMembershipVerificationQuery(sql),
  uploads: new PostgresUploadRepository(sql),
  expirationReminders: new PostgresExpirationReminderRepository(sql),
  retention: new PostgresRetentionRepository(sql),
  apiKeys: new PostgresApiKeyRepository(sql),
  auditLog: new PostgresAuditLogRepository(sql),
  admin: new PostgresAdminDirectory(sql),
  ownerMembers: new PostgresOwnerMemberDirectory(sql),
  statusTokens: new PostgresMembershipStatusTokenRepository(sql),
  cardKeys: new PostgresCardSigningKeyRepository(sql),
  checkIns: new PostgresCheckInRepository(sql),
  walletRegistrations: new PostgresWalletRegistrationRepository(sql),
  documentReviews: new PostgresDocumentReviewRepository(sql),
  earnings: new PostgresEarningsRepository(sql),
  payoutAccounts: new PostgresPayoutAccountRepository(sql),
  secondFactors: new PostgresSecondFactorRepository(sql),
  memberImport: new PostgresMemberImportRepository(sql),
  passkeys: new PostgresPasskeyRepository(sql),
  autoRenewals: new PostgresAutoRenewalRepository(sql),
  webhooks: new PostgresWebhookRepository(sql),
  memberImportRuns: new PostgresMemberImportRunRepository(sql),
});

/**
 * One database transaction per `run` (READ COMMITTED). Statements that code called from `work`
 * sends through the plain client join it as well (see SqlClient.transaction).
 */
export class PostgresUnitOfWork implements UnitOfWork {
  constructor(private readonly sql: SqlClient) {}

  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.sql.transaction((tx) => work(postgresRepositories(tx)));
  }
}
