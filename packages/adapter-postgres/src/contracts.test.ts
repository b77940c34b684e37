import {
  describeAdminRepositoriesContract,
  describeApiKeyRepositoryContract,
  describeCampgroundRepositoryContract,
  describeCardSigningKeyRepositoryContract,
  describeCheckInRepositoryContract,
  describeDocumentReviewRepositoryContract,
  describeEarningsRepositoryContract,
  describeInvitationRepositoryContract,
  describeJobRepositoriesContract,
  describeMemberImportContract,
  describeMemberImportExtrasContract,
  describeMemberImportRunContract,
  describeMemberRepositoriesContract,
  describeMembershipRepositoryContract,
  describeMembershipTypeRepositoryContract,
  describeOfflinePaymentContract,
  describeOutboxRepositoryContract,
  describeOwnerMemberDirectoryContract,
  describeOwnerMemberStatsContract,
  describeOwnerRepositoriesContract,
  describePasskeyRepositoryContract,
  describePasswordResetRepositoryContract,
  describePaymentRepositoryContract,
  describePayoutAccountRepositoryContract,
  describePublicRepositoriesContract,
  describeRateLimiterContract,
  describeRoleRepositoryContract,
  describeSecondFactorRepositoryContract,
  describeSessionRepositoryContract,
  describeUnitOfWorkContract,
  describeUserRepositoryContract,
  describeWalletRegistrationRepositoryContract,
  describeWebhookRepositoryContract,
  FixedClock,
  type RepositoryHarnessFactory,
} from '@camppass/core/testing';
import { afterAll } from 'vitest';
import { PostgresRateLimiter } from './postgres-rate-limiter';
import { PostgresUnitOfWork, postgresRepositories } from './postgres-unit-of-work';
import { describeOnBothDrivers } from './testing/describe-on-both-drivers';
import type { TestDatabase } from './testing/test-databases';

describeOnBothDrivers('Postgres adapters', ({ open }) => {
  // One database per driver for the whole file; every test starts from empty tables.
  let database: Promise<TestDatabase> | undefined;
  const shared = (): Promise<TestDatabase> => {
    database ??= open();
    return database;
  };
  afterAll(async () => {
    await (await database)?.dispose();
  });

  const repositories: RepositoryHarnessFactory = async () => {
    const db = await shared();
    return { repos: postgresRepositories(db.sql), cleanup: db.truncate };
  };

  describeUserRepositoryContract('Postgres', repositories);
  describeRoleRepositoryContract('Postgres', repositories);
  describeSessionRepositoryContract('Postgres', repositories);
  describePasswordResetRepositoryContract('Postgres', repositories);
  describeSecondFactorRepositoryContract('Postgres', repositories);
  describePasskeyRepositoryContract('Postgres', repositories);
  describeInvitationRepositoryContract('Postgres', repositories);
  describeCampgroundRepositoryContract('Postgres', repositories);
  describeMembershipTypeRepositoryContract('Postgres', repositories);
  describeMembershipRepositoryContract('Postgres', repositories);
  describeMemberRepositoriesContract('Postgres', repositories);
  describePaymentRepositoryContract('Postgres', repositories);
  describeOutboxRepositoryContract('Postgres', repositories);
  describeJobRepositoriesContract('Postgres', repositories);
  describeApiKeyRepositoryContract('Postgres', repositories);
  describeWebhookRepositoryContract('Postgres', repositories);
  describeCheckInRepositoryContract('Postgres', repositories);
  describeCardSigningKeyRepositoryContract('Postgres', repositories);
  describeWalletRegistrationRepositoryContract('Postgres', repositories);
  describeAdminRepositoriesContract('Postgres', repositories);
  describeOwnerRepositoriesContract('Postgres', repositories);
  describeOwnerMemberDirectoryContract('Postgres', repositories);
  describeOwnerMemberStatsContract('Postgres', repositories);
  describePublicRepositoriesContract('Postgres', repositories);
  describeDocumentReviewRepositoryContract('Postgres', repositories);
  describePayoutAccountRepositoryContract('Postgres', repositories);
  describeEarningsRepositoryContract('Postgres', repositories);

  const transactions = async () => {
    const db = await shared();
    return {
      unitOfWork: new PostgresUnitOfWork(db.sql),
      repos: postgresRepositories(db.sql),
      cleanup: db.truncate,
    };
  };
  describeUnitOfWorkContract('Postgres', transactions);
  describeOfflinePaymentContract('Postgres', transactions);
  describeMemberImportContract('Postgres', transactions);
  describeMemberImportRunContract('Postgres', transactions);
  describeMemberImportExtrasContract('Postgres', transactions);

  describeRateLimiterContract('Postgres', async () => {
    const db = await shared();
    const clock = new FixedClock();
    return { limiter: new PostgresRateLimiter(db.sql, clock), clock, cleanup: db.truncate };
  });
});
