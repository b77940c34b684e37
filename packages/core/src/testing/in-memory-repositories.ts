import type { Repositories } from '../ports/unit-of-work';
import { InMemoryAdminDirectory } from './in-memory-admin-directory';
import { InMemoryApiKeyRepository } from './in-memory-api-key-repository';
import { InMemoryAuditLogRepository } from './in-memory-audit-log-repository';
import { InMemoryAutoRenewalRepository } from './in-memory-auto-renewal-repository';
import { InMemoryCampgroundRepository } from './in-memory-campground-repository';
import { InMemoryCardSigningKeyRepository } from './in-memory-card-signing-key-repository';
import { InMemoryCheckInRepository } from './in-memory-check-in-repository';
import { InMemoryCheckoutRepository } from './in-memory-checkout-repository';
import { InMemoryDocumentReviewRepository } from './in-memory-document-review-repository';
import { InMemoryEarningsRepository } from './in-memory-earnings-repository';
import { InMemoryIdentityDocumentRepository } from './in-memory-identity-document-repository';
import { InMemoryInvitationRepository } from './in-memory-invitation-repository';
import {
  InMemoryExpirationReminderRepository,
  InMemoryRetentionRepository,
  InMemoryUploadRepository,
} from './in-memory-job-repositories';
import { InMemoryMemberImportRepository } from './in-memory-member-import-repository';
import { InMemoryMemberImportRunRepository } from './in-memory-member-import-run-repository';
import { InMemoryMembershipRepository } from './in-memory-membership-repository';
import { InMemoryMembershipStatusTokenRepository } from './in-memory-membership-status-token-repository';
import { InMemoryMembershipTypeRepository } from './in-memory-membership-type-repository';
import { InMemoryMembershipVerificationQuery } from './in-memory-membership-verification-query';
import { InMemoryOutboxRepository } from './in-memory-outbox-repository';
import { InMemoryOwnerMemberDirectory } from './in-memory-owner-member-directory';
import { InMemoryPasskeyRepository } from './in-memory-passkey-repository';
import { InMemoryPasswordResetRepository } from './in-memory-password-reset-repository';
import { InMemoryPaymentRepository } from './in-memory-payment-repository';
import { InMemoryPayoutAccountRepository } from './in-memory-payout-account-repository';
import { InMemoryRoleRepository } from './in-memory-role-repository';
import { InMemorySecondFactorRepository } from './in-memory-second-factor-repository';
import { InMemorySessionRepository } from './in-memory-session-repository';
import type { InMemoryStore } from './in-memory-store';
import { InMemoryUserRepository } from './in-memory-user-repository';
import { InMemoryWalletRegistrationRepository } from './in-memory-wallet-registration-repository';
import { InMemoryWebhookEventRepository } from './in-memory-webhook-event-repository';
import { InMemoryWebhookRepository } from './in-memory-webhook-repository';

/** Every in-memory repository over one store. */
export const inMemoryRepositories = (store: InMemoryStore): Repositories => ({
  users: new InMemoryUserRepository(store),
  roles: new InMemoryRoleRepository(store),
  sessions: new InMemorySessionRepository(store),
  passwordResets: new InMemoryPasswordResetRepository(store),
  invitations: new InMemoryInvitationRepository(store),
  campgrounds: new InMemoryCampgroundRepository(store),
  membershipTypes: new InMemoryMembershipTypeRepository(store),
  memberships: new InMemoryMembershipRepository(store),
  payments: new InMemoryPaymentRepository(store),
  outbox: new InMemoryOutboxRepository(store),
  checkouts: new InMemoryCheckoutRepository(store),
  identityDocuments: new InMemoryIdentityDocumentRepository(store),
  webhookEvents: new InMemoryWebhookEventRepository(store),
  membershipVerification: new InMemoryMembershipVerificationQuery(store),
  uploads: new InMemoryUploadRepository(store),
  expirationReminders: new InMemoryExpirationReminderRepository(store),
  retention: new InMemoryRetentionRepository(store),
  apiKeys: new InMemoryApiKeyRepository(store),
  auditLog: new InMemoryAuditLogRepository(store),
  admin: new InMemoryAdminDirectory(store),
  ownerMembers: new InMemoryOwnerMemberDirectory(store),
  statusTokens: new InMemoryMembershipStatusTokenRepository(store),
  cardKeys: new InMemoryCardSigningKeyRepository(store),
  checkIns: new InMemoryCheckInRepository(store),
  walletRegistrations: new InMemoryWalletRegistrationRepository(store),
  documentReviews: new InMemoryDocumentReviewRepository(store),
  earnings: new InMemoryEarningsRepository(store),
  payoutAccounts: new InMemoryPayoutAccountRepository(store),
  secondFactors: new InMemorySecondFactorRepository(store),
  passkeys: new InMemoryPasskeyRepository(store),
  webhooks: new InMemoryWebhookRepository(store),
  memberImport: new InMemoryMemberImportRepository(store),
  autoRenewals: new InMemoryAutoRenewalRepository(store),
  memberImportRuns: new InMemoryMemberImportRunRepository(store),
});
