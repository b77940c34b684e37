import { initialSchema } from './0001-initial-schema';
import { purchases } from './0002-purchases';
import { refreshSuccessor } from './0003-refresh-successor';
import { backgroundJobs } from './0004-background-jobs';
import { apiKeys } from './0005-api-keys';
import { refunds } from './0006-refunds';
import { adminAudit } from './0007-admin-audit';
import { memberArea } from './0008-member-area';
import { ownerMembers } from './0010-owner-members';
import { documentReviews } from './0011-document-reviews';
import { membershipChanges } from './0013-membership-changes';
import { memberSummaries } from './0014-member-summaries';
import { accountSearch } from './0015-account-search';
import { compactMemberships } from './0016-compact-memberships';
import { offlinePayments } from './0017-offline-payments';
import { latestMemberships } from './0018-latest-memberships';
import { memberAccounts } from './0019-member-accounts';
import { memberFlagsBlankText } from './0020-member-flags-blank-text';
import { upcomingAndAppliedDiscounts } from './0021-upcoming-and-applied-discounts';
import { auditLogByAction } from './0023-audit-log-by-action';
import { campgroundPayouts } from './0024-campground-payouts';
import { revenueNetOfRefunds } from './0025-revenue-net-of-refunds';
import { expiredCheckouts } from './0026-expired-checkouts';
import { autoRenewals } from './0027-auto-renewals';
import { reminderDays } from './0028-reminder-days';
import { secondFactors } from './0030-second-factors';
import { expiryAnnouncements } from './0031-expiry-announcements';
import { memberImportTriggers } from './0032-member-import-triggers';
import { webhooks } from './0033-webhooks';
import { cardAtTheGate } from './0034-card-at-the-gate';
import { passkeys } from './0035-passkeys';
import { publicContentChanges } from './0040-public-content-changes';
import { memberImportRuns } from './0041-member-import-runs';
import { memberImportExtras } from './0042-member-import-extras';
import { passkeySignIn } from './0043-passkey-sign-in';
import { walletRegistrations } from './0044-wallet-registrations';
import type { Migration } from './migration';

/** Every migration, oldest first. Append new ones; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  purchases,
  refreshSuccessor,
  backgroundJobs,
  apiKeys,
  refunds,
  adminAudit,
  memberArea,
  ownerMembers,
  documentReviews,
  membershipChanges,
  memberSummaries,
  accountSearch,
  compactMemberships,
  offlinePayments,
  latestMemberships,
  memberAccounts,
  memberFlagsBlankText,
  upcomingAndAppliedDiscounts,
  auditLogByAction,
  campgroundPayouts,
  revenueNetOfRefunds,
  expiredCheckouts,
  autoRenewals,
  reminderDays,
  secondFactors,
  expiryAnnouncements,
  memberImportTriggers,
  webhooks,
  cardAtTheGate,
  passkeys,
  publicContentChanges,
  memberImportRuns,
  memberImportExtras,
  passkeySignIn,
  walletRegistrations,
];
