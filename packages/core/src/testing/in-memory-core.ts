import type { LoginType, Role } from '@camppass/domain';
import { Login, type LoginResult, type LoginSession } from '../auth/login';
import type { CoreConfig } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { AccountStatus, UserRecord } from '../ports/repositories/user-repository';
import { ApiKeyUsageMeter } from '../shared/api-key-usage-meter';
import { LeasedQuota } from '../shared/leased-quota';
import type { Principal } from '../shared/principal';
import { minutesAfterT0, T0 } from './builders';
import { unwrap } from './contract-harness';
import { ScriptedCaptchaVerifier } from './fake-captcha-verifiers';
import { FakePasskeyVerifier } from './fake-passkey-verifier';
import { FakePasswordHasher } from './fake-password-hasher';
import { FakeTokenGenerator } from './fake-token-generator';
import { FixedClock } from './fixed-clock';
import { InMemoryFileStorage } from './in-memory-file-storage';
import { PlainCsvRecords, RecordingImportQueue } from './in-memory-import-files';
import { InMemoryMailer } from './in-memory-mailer';
import { InMemoryPaymentGateway } from './in-memory-payment-gateway';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';
import { ListedCommonPasswords } from './listed-common-passwords';
import { QueuedBackgroundTasks } from './queued-background-tasks';
import { RecordingCardRenderer } from './recording-card-renderer';
import { RecordingDelay } from './recording-delay';
import { RecordingWalletPasses } from './recording-wallet-passes';
import { ScriptedWebhookSender } from './scripted-webhook-sender';
import { SeededRandomSource } from './seeded-random-source';
import { TextEmailRenderer } from './text-email-renderer';

/** The captcha token {@link createInMemoryCore}'s verifier passes. */
export const PASSING_CAPTCHA = 'captcha-ok';

/**
 * Every port of core ({@link CorePorts}) as fakes sharing one clock and one store, so a use case is
 * made with `new GetMemberDashboard(core)`; the fakes keep their own types for tests to inspect.
 */
export const createInMemoryCore = (config: Partial<CoreConfig> = {}) => {
  const clock = new FixedClock(T0);
  const random = new SeededRandomSource(11);
  const unitOfWork = new InMemoryUnitOfWork();
  const rateLimiter = new InMemoryRateLimiter(clock);
  const delay = new RecordingDelay();
  const core = {
    clock,
    random,
    tokens: new FakeTokenGenerator(random),
    passwords: new FakePasswordHasher(),
    captcha: new ScriptedCaptchaVerifier({ [PASSING_CAPTCHA]: 'passed' }),
    rateLimiter,
    delay,
    background: new QueuedBackgroundTasks(),
    commonPasswords: new ListedCommonPasswords(),
    mailer: new InMemoryMailer(),
    emailRenderer: new TextEmailRenderer(),
    deliveryMailer: null,
    gateway: new InMemoryPaymentGateway(),
    storage: new InMemoryFileStorage({ now: () => clock.now() }),
    cardRenderer: new RecordingCardRenderer(),
    walletPasses: new RecordingWalletPasses(),
    csv: new PlainCsvRecords(),
    importQueue: new RecordingImportQueue(),
    unitOfWork,
    repos: unitOfWork.repos,
    apiKeyUsage: new ApiKeyUsageMeter(unitOfWork.repos.apiKeys, delay, (error) => {
      throw error;
    }),
    partnerQuota: new LeasedQuota(rateLimiter, clock, 60_000, 60),
    webhookSender: new ScriptedWebhookSender(),
    passkeys: new FakePasskeyVerifier(),
    config: {
      appBaseUrl: 'https://portal.camppass.test',
      productName: 'CampPass',
      secondFactorKey: 'a second-factor key for tests, 32+ characters',
      ...config,
    } satisfies CoreConfig,
  };
  return core satisfies CorePorts;
};

export type InMemoryCore = ReturnType<typeof createInMemoryCore>;

export interface AccountSeed {
  readonly email: string;
  /** `null` for an account without a password. */
  readonly password?: string | null;
  readonly roles?: readonly { readonly role: Role; readonly campgroundId?: string | null }[];
  /** `null` for an account without a profile. */
  readonly status?: AccountStatus | null;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** An account with profile and roles, its password hashed by the core's hasher. */
export const seedAccount = async (core: InMemoryCore, seed: AccountSeed): Promise<UserRecord> => {
  const password = seed.password === undefined ? 'CampPass-demo-1' : seed.password;
  const passwordHash = password === null ? null : await core.passwords.hash(password);
  const user = unwrap(await core.repos.users.create({ email: seed.email, passwordHash, createdAt: T0 }));
  if (seed.status !== null) {
    await core.repos.users.saveProfile(
      user.id,
      {
        firstName: seed.firstName ?? 'Jamie',
        lastName: seed.lastName ?? 'Rivers',
        status: seed.status ?? 'active',
      },
      minutesAfterT0(1),
    );
  }
  for (const { role, campgroundId } of seed.roles ?? [{ role: 'member' as const }]) {
    await core.repos.roles.grant({
      userId: user.id,
      role,
      campgroundId: campgroundId ?? null,
      createdAt: T0,
    });
  }
  return user;
};

/** A seeded account as the signed-in caller of a use case, with its roles. */
export const seedPrincipal = async (core: InMemoryCore, seed: AccountSeed): Promise<Principal> => {
  const user = await seedAccount(core, seed);
  return {
    userId: user.id,
    sessionId: `session-${user.id}`,
    roles: await core.repos.roles.listForUser(user.id),
  };
};

/** Signs in through the login use case with a passing captcha, as the portal would. */
export const signIn = (
  core: InMemoryCore,
  email: string,
  password = 'CampPass-demo-1',
  loginType: LoginType = 'member',
): Promise<
  Exclude<LoginResult, { readonly ok: true }> | { readonly ok: true; readonly value: LoginSession }
> =>
  new Login(core).execute({ email, password, loginType, recaptchaToken: PASSING_CAPTCHA }).then((result) => {
    if (result.ok && 'secondStep' in result.value) throw new Error(`${email} was asked for a second step`);
    return result as
      | Exclude<LoginResult, { readonly ok: true }>
      | { readonly ok: true; readonly value: LoginSession };
  });
