import type { ServiceIdentifier } from 'inversify';
import type { MembershipVerificationQuery } from './membership-verification-query';
import type { AdminDirectory } from './repositories/admin-directory';
import type { ApiKeyRepository } from './repositories/api-key-repository';
import type { AuditLogRepository } from './repositories/audit-log-repository';
import type { AutoRenewalRepository } from './repositories/auto-renewal-repository';
import type { CampgroundRepository } from './repositories/campground-repository';
import type { CardSigningKeyRepository } from './repositories/card-signing-key-repository';
import type { CheckInRepository } from './repositories/check-in-repository';
import type { CheckoutRepository } from './repositories/checkout-repository';
import type { DocumentReviewRepository } from './repositories/document-review-repository';
import type { EarningsRepository } from './repositories/earnings-repository';
import type { ExpirationReminderRepository } from './repositories/expiration-reminder-repository';
import type { IdentityDocumentRepository } from './repositories/identity-document-repository';
import type { InvitationRepository } from './repositories/invitation-repository';
import type { MemberImportRepository } from './repositories/member-import-repository';
import type { MemberImportRunRepository } from './repositories/member-import-run-repository';
import type { MembershipRepository } from './repositories/membership-repository';
import type { MembershipStatusTokenRepository } from './repositories/membership-status-token-repository';
import type { MembershipTypeRepository } from './repositories/membership-type-repository';
import type { OutboxRepository } from './repositories/outbox-repository';
import type { OwnerMemberDirectory } from './repositories/owner-member-directory';
import type { PasskeyRepository } from './repositories/passkey-repository';
import type { PasswordResetRepository } from './repositories/password-reset-repository';
import type { PaymentRepository } from './repositories/payment-repository';
import type { PayoutAccountRepository } from './repositories/payout-account-repository';
import type { RetentionRepository } from './repositories/retention-repository';
import type { RoleRepository } from './repositories/role-repository';
import type { SecondFactorRepository } from './repositories/second-factor-repository';
import type { SessionRepository } from './repositories/session-repository';
import type { UploadRepository } from './repositories/upload-repository';
import type { UserRepository } from './repositories/user-repository';
import type { WalletRegistrationRepository } from './repositories/wallet-registration-repository';
import type { WebhookEventRepository } from './repositories/webhook-event-repository';
import type { WebhookRepository } from './repositories/webhook-repository';

/** Every repository (and the verification query), all bound to the same transaction. */
export interface Repositories {
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly sessions: SessionRepository;
  readonly passwordResets: PasswordResetRepository;
  readonly invitations: InvitationRepository;
  readonly campgrounds: CampgroundRepository;
  readonly membershipTypes: MembershipTypeRepository;
  readonly memberships: MembershipRepository;
  readonly payments: PaymentRepository;
  readonly outbox: OutboxRepository;
  readonly checkouts: CheckoutRepository;
  readonly identityDocuments: IdentityDocumentRepository;
  readonly webhookEvents: WebhookEventRepository;
  /** The verification's one-statement read; use cases take it directly, outside a transaction. */
  readonly membershipVerification: MembershipVerificationQuery;
  readonly uploads: UploadRepository;
  readonly expirationReminders: ExpirationReminderRepository;
  readonly retention: RetentionRepository;
  readonly apiKeys: ApiKeyRepository;
  /** Every write by an owner, staff member or super admin, in the transaction of that write. */
  readonly auditLog: AuditLogRepository;
  /** The super admin's reads across the platform. */
  readonly admin: AdminDirectory;
  readonly statusTokens: MembershipStatusTokenRepository;
  /** Each campground's keys that sign its cards' passes for the gate scanner. */
  readonly cardKeys: CardSigningKeyRepository;
  /** The gate scanner's check-ins and the revocation list it keeps. */
  readonly checkIns: CheckInRepository;
  /** The wallets that hold memberships' passes, to tell of the memberships' changes. */
  readonly walletRegistrations: WalletRegistrationRepository;
  /** The owner area's members: pages, stats, one member, the export's stream. */
  readonly ownerMembers: OwnerMemberDirectory;
  /** The owner area's document verification: lists and review trails. */
  readonly documentReviews: DocumentReviewRepository;
  /** The owner's Home money: earnings of a period, the payout account, payouts from webhooks. */
  readonly earnings: EarningsRepository;
  /** Each campground's connected account for card payments and payouts. */
  readonly payoutAccounts: PayoutAccountRepository;
  /** Second factors, recovery codes, the second step of sign-in and remembered devices. */
  readonly secondFactors: SecondFactorRepository;
  /** Passkeys (kept among the second factors) and their WebAuthn challenges. */
  readonly passkeys: PasskeyRepository;
  /** Saved cards, gateway customers and renewal charges of memberships that renew themselves. */
  readonly autoRenewals: AutoRenewalRepository;
  /** Outbound webhook endpoints of campgrounds and their deliveries (the webhook outbox). */
  readonly webhooks: WebhookRepository;
  /** The owner's member imports running in the background, with their progress. */
  readonly memberImportRuns: MemberImportRunRepository;
  /** The member import's remembered column mappings and "claim your account" e-mails. */
  readonly memberImport: MemberImportRepository;
}

/**
 * Runs work in one transaction: everything `work` wrote is committed when its promise resolves
 * and rolled back when it rejects (the rejection is rethrown). Expected failures are returned as
 * values and therefore commit what was written before them; write only once the checks pass.
 * The repositories must not be used after `work` settles.
 */
export interface UnitOfWork {
  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

export const UNIT_OF_WORK: ServiceIdentifier<UnitOfWork> = Symbol.for('camppass.UnitOfWork');
