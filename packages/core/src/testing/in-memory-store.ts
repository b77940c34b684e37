import type { ApiKeyRecord } from '../ports/repositories/api-key-repository';
import type { AuditEntry } from '../ports/repositories/audit-log-repository';
import type { RenewalChargeRecord, SavedCardRecord } from '../ports/repositories/auto-renewal-repository';
import type { CampgroundRecord, CampgroundSettingsRecord } from '../ports/repositories/campground-repository';
import type { CardSigningKey } from '../ports/repositories/card-signing-key-repository';
import type { CheckInRecord } from '../ports/repositories/check-in-repository';
import type { CheckoutRecord } from '../ports/repositories/checkout-repository';
import type { NewDocumentReview } from '../ports/repositories/document-review-repository';
import type { StoredPayout } from '../ports/repositories/earnings-repository';
import type { IdentityDocumentRecord } from '../ports/repositories/identity-document-repository';
import type { InvitationRecord } from '../ports/repositories/invitation-repository';
import type { RememberedImportMapping } from '../ports/repositories/member-import-repository';
import type { MemberImportRunRecord } from '../ports/repositories/member-import-run-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { OutboxMessageRecord } from '../ports/repositories/outbox-repository';
import type { PasskeyRecord, WebauthnChallengeRecord } from '../ports/repositories/passkey-repository';
import type { PasswordResetRecord } from '../ports/repositories/password-reset-repository';
import type { PaymentRecord, PaymentRefundRecord } from '../ports/repositories/payment-repository';
import type { PayoutAccountRecord } from '../ports/repositories/payout-account-repository';
import type { RoleGrant } from '../ports/repositories/role-repository';
import type {
  AuthenticatorRecord,
  RememberedDeviceRecord,
  SecondFactorRecord,
  SecondStepChallengeRecord,
} from '../ports/repositories/second-factor-repository';
import type { SessionRecord } from '../ports/repositories/session-repository';
import type { UploadRecord } from '../ports/repositories/upload-repository';
import type { ProfileRecord, UserRecord } from '../ports/repositories/user-repository';
import type { WalletRegistration } from '../ports/repositories/wallet-registration-repository';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../ports/repositories/webhook-repository';

export type StoredProfile = Omit<ProfileRecord, 'email'>;

export interface StoredWalletRegistration extends WalletRegistration {
  readonly createdAt: Date;
  readonly notifiedAt: Date;
}

export interface InMemoryTables {
  users: Map<string, UserRecord>;
  profiles: Map<string, StoredProfile>;
  roles: RoleGrant[];
  sessions: Map<string, SessionRecord>;
  passwordResets: Map<string, PasswordResetRecord>;
  invitations: Map<string, InvitationRecord>;
  campgrounds: Map<string, CampgroundRecord>;
  settings: Map<string, CampgroundSettingsRecord>;
  membershipTypes: Map<string, MembershipTypeRecord>;
  memberships: Map<string, MembershipRecord>;
  payments: Map<string, PaymentRecord>;
  /** Refunds by id, in insertion order. */
  paymentRefunds: Map<string, PaymentRefundRecord>;
  outbox: Map<string, OutboxMessageRecord>;
  checkouts: Map<string, CheckoutRecord>;
  identityDocuments: Map<string, IdentityDocumentRecord>;
  webhookEvents: Map<string, { readonly type: string; readonly at: Date }>;
  uploads: Map<string, UploadRecord>;
  /** Reminders sent, keyed `membershipId|endDate`. */
  expirationReminders: Map<string, Date>;
  apiKeys: Map<string, ApiKeyRecord & { readonly keyHash: string }>;
  webhookEndpoints: Map<string, WebhookEndpointRecord & { readonly sealedSecret: string }>;
  memberImportRuns: Map<string, MemberImportRunRecord>;
  /** In insertion order (the delivery order per membership). */
  webhookDeliveries: WebhookDeliveryRecord[];
  /** In insertion order. */
  auditLog: AuditEntry[];
  /** Campgrounds removed from view (kept for accounting), with when. */
  removedCampgrounds: Map<string, Date>;
  /** When each background job last finished. */
  jobRuns: Map<string, Date>;
  /** Card-pass signing keys, the retired ones too. */
  cardKeys: CardSigningKey[];
  /** In insertion order. */
  checkIns: CheckInRecord[];
  /** Wallets holding memberships' passes, each with the membership's `updatedAt` it was last told of. */
  walletRegistrations: StoredWalletRegistration[];
  /** Status-link tokens by membership id. */
  statusTokens: Map<string, string>;
  /** Document review trails, in insertion order. */
  documentReviews: (NewDocumentReview & { readonly id: string })[];
  /** Connected accounts by campground id. */
  payoutAccounts: Map<string, PayoutAccountRecord>;
  /** Payouts the gateway's webhooks reported, by payout id. */
  payouts: Map<string, StoredPayout & { readonly updatedAt: Date }>;
  /** Second factors by id; an authenticator app carries its sealed secret and last step. */
  secondFactors: Map<string, SecondFactorRecord | AuthenticatorRecord | PasskeyRecord>;
  webauthnChallenges: Map<string, WebauthnChallengeRecord>;
  recoveryCodes: { readonly userId: string; readonly codeHash: string; usedAt: Date | null }[];
  secondStepChallenges: Map<string, SecondStepChallengeRecord>;
  rememberedDevices: Map<string, RememberedDeviceRecord & { readonly tokenHash: string }>;
  /** Campgrounds that require a second factor of their staff. */
  staffSecondFactor: Set<string>;
  /** Gateway customer ids by user id. */
  gatewayCustomers: Map<string, string>;
  /** Saved cards by membership id. */
  savedCards: Map<string, SavedCardRecord>;
  /** Renewal charges by id, with the end of any worker's claim. */
  renewalCharges: Map<string, RenewalChargeRecord & { readonly claimedUntil: Date | null }>;
  /** Ended memberships announced to webhooks, as `membershipId/endDate`. */
  expiryAnnouncements: Set<string>;
  /** Remembered member import mappings by campground id. */
  importMappings: Map<string, RememberedImportMapping>;
  /** "Claim your account" e-mails by `campgroundId/userId`. */
  claimEmails: Map<
    string,
    { readonly campgroundId: string; readonly userId: string; requestedAt: Date; sentAt: Date | null }
  >;
}

const emptyTables = (): InMemoryTables => ({
  users: new Map(),
  profiles: new Map(),
  roles: [],
  sessions: new Map(),
  passwordResets: new Map(),
  invitations: new Map(),
  campgrounds: new Map(),
  settings: new Map(),
  membershipTypes: new Map(),
  memberships: new Map(),
  payments: new Map(),
  paymentRefunds: new Map(),
  outbox: new Map(),
  checkouts: new Map(),
  identityDocuments: new Map(),
  webhookEvents: new Map(),
  uploads: new Map(),
  expirationReminders: new Map(),
  apiKeys: new Map(),
  webhookEndpoints: new Map(),
  memberImportRuns: new Map(),
  webhookDeliveries: [],
  auditLog: [],
  removedCampgrounds: new Map(),
  jobRuns: new Map(),
  cardKeys: [],
  checkIns: [],
  walletRegistrations: [],
  statusTokens: new Map(),
  documentReviews: [],
  payoutAccounts: new Map(),
  payouts: new Map(),
  secondFactors: new Map(),
  webauthnChallenges: new Map(),
  recoveryCodes: [],
  secondStepChallenges: new Map(),
  rememberedDevices: new Map(),
  staffSecondFactor: new Set(),
  gatewayCustomers: new Map(),
  savedCards: new Map(),
  renewalCharges: new Map(),
  expiryAnnouncements: new Set(),
  importMappings: new Map(),
  claimEmails: new Map(),
});

/** The rows behind every in-memory repository; one store is one database. */
export class InMemoryStore {
  tables: InMemoryTables = emptyTables();
  private sequence = 0;

  /** A UUID-shaped id, in creation order, so ids look like the database's. */
  nextId(): string {
    this.sequence += 1;
    return `00000000-0000-4000-8000-${this.sequence.toString(16).padStart(12, '0')}`;
  }

  snapshot(): InMemoryTables {
    return structuredClone(this.tables);
  }

  restore(tables: InMemoryTables): void {
    this.tables = tables;
  }
}

/** A copy, so a caller can never change a stored row through a returned record. */
export const copy = <T>(value: T): T => structuredClone(value);

/** Newest first by `createdAt`, later insertions first among equals. */
export const newestFirst = <T extends { readonly createdAt: Date }>(rows: Iterable<T>): T[] =>
  [...rows].reverse().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

/** Oldest first by `createdAt`, earlier insertions first among equals. */
export const oldestFirst = <T extends { readonly createdAt: Date }>(rows: Iterable<T>): T[] =>
  [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
