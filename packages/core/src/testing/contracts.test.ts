import { describeAdminRepositoriesContract } from './admin-repositories-contract';
import { describeApiKeyRepositoryContract } from './api-key-repository-contract';
import { describeCampgroundRepositoryContract } from './campground-repository-contract';
import { describeCaptchaVerifierContract } from './captcha-verifier-contract';
import { describeCardSigningKeyRepositoryContract } from './card-signing-key-repository-contract';
import { describeCheckInRepositoryContract } from './check-in-repository-contract';
import { describeClockContract } from './clock-contract';
import { describeCommonPasswordsContract } from './common-passwords-contract';
import { describeDocumentReviewRepositoryContract } from './document-review-repository-contract';
import { describeEarningsRepositoryContract } from './earnings-repository-contract';
import { AcceptingCaptchaVerifier, ScriptedCaptchaVerifier } from './fake-captcha-verifiers';
import { FakePasswordHasher } from './fake-password-hasher';
import { FakeTokenGenerator } from './fake-token-generator';
import { FixedClock } from './fixed-clock';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';
import { describeInvitationRepositoryContract } from './invitation-repository-contract';
import { describeJobRepositoriesContract } from './job-repositories-contract';
import { ListedCommonPasswords } from './listed-common-passwords';
import { describeMemberImportContract } from './member-import-contract';
import { describeMemberImportExtrasContract } from './member-import-extras-contract';
import { describeMemberImportRunContract } from './member-import-run-contract';
import { describeMemberRepositoriesContract } from './member-repositories-contract';
import { describeMembershipRepositoryContract } from './membership-repository-contract';
import { describeMembershipTypeRepositoryContract } from './membership-type-repository-contract';
import { describeOutboxRepositoryContract } from './outbox-repository-contract';
import { describeOwnerMemberDirectoryContract } from './owner-member-directory-contract';
import {
  describeOfflinePaymentContract,
  describeOwnerMemberStatsContract,
} from './owner-member-stats-contract';
import { describeOwnerRepositoriesContract } from './owner-repositories-contract';
import { describePasskeyRepositoryContract } from './passkey-repository-contract';
import { describePasswordHasherContract } from './password-hasher-contract';
import { describePasswordResetRepositoryContract } from './password-reset-repository-contract';
import { describePaymentRepositoryContract } from './payment-repository-contract';
import { describePayoutAccountRepositoryContract } from './payout-account-repository-contract';
import { describeRandomSourceContract } from './random-source-contract';
import { describeRateLimiterContract } from './rate-limiter-contract';
import { describeRoleRepositoryContract } from './role-repository-contract';
import { describeSecondFactorRepositoryContract } from './second-factor-repository-contract';
import { SeededRandomSource } from './seeded-random-source';
import { describeSessionRepositoryContract } from './session-repository-contract';
import { describeTokenGeneratorContract } from './token-generator-contract';
import { describeUnitOfWorkContract } from './unit-of-work-contract';
import { describeUserRepositoryContract } from './user-repository-contract';
import { describeWalletRegistrationRepositoryContract } from './wallet-registration-repository-contract';
import { describeWebhookRepositoryContract } from './webhook-repository-contract';

const inMemory = async () => ({ repos: new InMemoryUnitOfWork().repos });

describeUserRepositoryContract('in memory', inMemory);
describeRoleRepositoryContract('in memory', inMemory);
describeSessionRepositoryContract('in memory', inMemory);
describePasswordResetRepositoryContract('in memory', inMemory);
describeSecondFactorRepositoryContract('in memory', inMemory);
describePasskeyRepositoryContract('in memory', inMemory);
describeInvitationRepositoryContract('in memory', inMemory);
describeCampgroundRepositoryContract('in memory', inMemory);
describeMembershipTypeRepositoryContract('in memory', inMemory);
describeMembershipRepositoryContract('in memory', inMemory);
describeMemberRepositoriesContract('in memory', inMemory);
describePaymentRepositoryContract('in memory', inMemory);
describeOutboxRepositoryContract('in memory', inMemory);
describeJobRepositoriesContract('in memory', inMemory);
describeApiKeyRepositoryContract('in memory', inMemory);
describeWebhookRepositoryContract('in memory', inMemory);
describeCheckInRepositoryContract('in memory', inMemory);
describeCardSigningKeyRepositoryContract('in memory', inMemory);
describeWalletRegistrationRepositoryContract('in memory', inMemory);
describeAdminRepositoriesContract('in memory', inMemory);
describeOwnerRepositoriesContract('in memory', inMemory);
describeOwnerMemberDirectoryContract('in memory', inMemory);
describeOwnerMemberStatsContract('in memory', inMemory);
describeEarningsRepositoryContract('in memory', inMemory);
describeDocumentReviewRepositoryContract('in memory', inMemory);
describePayoutAccountRepositoryContract('in memory', inMemory);

const transactions = async () => {
  const unitOfWork = new InMemoryUnitOfWork();
  return { unitOfWork, repos: unitOfWork.repos };
};
describeUnitOfWorkContract('in memory', transactions);
describeOfflinePaymentContract('in memory', transactions);
describeMemberImportContract('in memory', transactions);
describeMemberImportRunContract('in memory', transactions);
describeMemberImportExtrasContract('in memory', transactions);

describeRateLimiterContract('in memory', async () => {
  const clock = new FixedClock();
  return { limiter: new InMemoryRateLimiter(clock), clock };
});

describeClockContract('FixedClock', () => new FixedClock());
describeRandomSourceContract('SeededRandomSource', () => new SeededRandomSource(42));
// Two generators with the same seed would issue the same tokens; seed each instance apart.
let seed = 100;
describeTokenGeneratorContract(
  'FakeTokenGenerator',
  () => new FakeTokenGenerator(new SeededRandomSource(seed++)),
);
describePasswordHasherContract('FakePasswordHasher', () => new FakePasswordHasher());
describeCaptchaVerifierContract('AcceptingCaptchaVerifier', () => ({
  verifier: new AcceptingCaptchaVerifier(),
  passingToken: 'anything',
  failingToken: '   ',
}));
describeCaptchaVerifierContract('ScriptedCaptchaVerifier', () => ({
  verifier: new ScriptedCaptchaVerifier({ 'captcha-ok': 'passed' }),
  passingToken: 'captcha-ok',
  failingToken: 'forged',
}));

describeCommonPasswordsContract('a short list', () => new ListedCommonPasswords());
