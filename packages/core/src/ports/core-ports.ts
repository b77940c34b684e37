import type { CoreConfig } from '../config';
import type { ApiKeyUsageMeter } from '../shared/api-key-usage-meter';
import type { LeasedQuota } from '../shared/leased-quota';
import type { BackgroundTasks } from './background-tasks';
import type { CaptchaVerifier } from './captcha-verifier';
import type { Clock } from './clock';
import type { CommonPasswords } from './common-passwords';
import type { Delay } from './delay';
import type { EmailRenderer } from './email-renderer';
import type { FileStorage } from './file-storage';
import type { Mailer } from './mailer';
import type { CsvRecords, MemberImportQueue } from './member-import-files';
import type { MembershipCardRenderer } from './membership-card-renderer';
import type { PasskeyVerifier } from './passkey-verifier';
import type { PasswordHasher } from './password-hasher';
import type { PaymentGateway } from './payment-gateway';
import type { RandomSource } from './random-source';
import type { RateLimiter } from './rate-limiter';
import type { TokenGenerator } from './token-generator';
import type { Repositories, UnitOfWork } from './unit-of-work';
import type { WalletPasses } from './wallet-passes';
import type { WebhookSender } from './webhook-sender';

/**
 * Every port a use case may take, each under one name. A use case's constructor takes the ones it
 * needs (`Pick<CorePorts, 'unitOfWork' | 'clock'>`); the server builds this object once from its
 * adapters, the tests from the fakes of `core/testing` (`createInMemoryCore`).
 */
export interface CorePorts {
  /** Writes and consistent reads, in one transaction. */
  readonly unitOfWork: UnitOfWork;
  /** The repositories outside a transaction: one-statement reads, streams, the verification query. */
  readonly repos: Repositories;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly tokens: TokenGenerator;
  readonly passwords: PasswordHasher;
  readonly commonPasswords: CommonPasswords;
  readonly captcha: CaptchaVerifier;
  readonly rateLimiter: RateLimiter;
  readonly delay: Delay;
  readonly background: BackgroundTasks;
  /** E-mail as the use cases send it: kept in the outbox and delivered (or retried) from there. */
  readonly mailer: Mailer;
  /** The mail service itself, for the outbox's delivery job; `null` where nothing delivers (development). */
  readonly deliveryMailer: Mailer | null;
  /** Lays e-mails out in their brand's layout, as HTML and plain text. */
  readonly emailRenderer: EmailRenderer;
  readonly gateway: PaymentGateway;
  readonly storage: FileStorage;
  readonly cardRenderer: MembershipCardRenderer;
  readonly config: CoreConfig;
  /** The process's count of partner calls per API key, written about once a second. */
  readonly apiKeyUsage: ApiKeyUsageMeter;
  /** Partner verifications per API key and minute, leased across server processes. */
  readonly partnerQuota: LeasedQuota;
  /** Posts signed webhooks to campgrounds' endpoints and vets their addresses. */
  readonly webhookSender: WebhookSender;
  /** Checks passkey (WebAuthn) registrations and assertions. */
  readonly passkeys: PasskeyVerifier;
  /** The membership card as Apple and Google Wallet passes. */
  readonly walletPasses: WalletPasses;
  /** The member import's CSV reader, streaming. */
  readonly csv: CsvRecords;
  /** Wakes the member import job when an import is started. */
  readonly importQueue: MemberImportQueue;
}
