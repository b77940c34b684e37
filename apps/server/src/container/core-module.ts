import { FetchWebhookSender } from '@camppass/adapter-local';
import { SimpleWebauthnVerifier } from '@camppass/adapter-webauthn';
import {
  ApiKeyUsageMeter,
  BACKGROUND_JOBS,
  BACKGROUND_TASKS,
  CAPTCHA_VERIFIER,
  CLOCK,
  COMMON_PASSWORDS,
  CORE_CONFIG,
  type CorePorts,
  DELAY,
  DELIVERY_MAILER,
  EMAIL_RENDERER,
  FILE_STORAGE,
  LeasedQuota,
  MAILER,
  MEMBERSHIP_CARD_RENDERER,
  PASSWORD_HASHER,
  PAYMENT_GATEWAY,
  PUBLIC_POLICY,
  RANDOM_SOURCE,
  RATE_LIMITER,
  TOKEN_GENERATOR,
  UNIT_OF_WORK,
  type UseCases,
  useCasesOver,
  WALLET_PASSES,
} from '@camppass/core';
import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { isDevelopment } from '../config/config';
import { StreamingCsvRecords } from '../routes/owner/member-import-file';
import { REPOSITORIES } from './persistence-module';
import { CONFIG, JOB_RUNNER, LOGGER } from './server-module';

/** Every port of core under its one name, resolved once the adapters are bound (tests rebind first). */
export const CORE_PORTS: ServiceIdentifier<CorePorts> = Symbol.for('camppass.server.CorePorts');

/** The use cases over the core ports: a route asks for the one it calls by its class. */
export const USE_CASES: ServiceIdentifier<UseCases> = Symbol.for('camppass.server.UseCases');

const corePorts = (context: ResolutionContext): CorePorts => {
  const get = <T>(token: ServiceIdentifier<T>): T => context.get(token);
  const repos = get(REPOSITORIES);
  const clock = get(CLOCK);
  const rateLimiter = get(RATE_LIMITER);
  const config = get(CONFIG);
  const logger = get(LOGGER);
  return {
    unitOfWork: get(UNIT_OF_WORK),
    repos,
    clock,
    random: get(RANDOM_SOURCE),
    tokens: get(TOKEN_GENERATOR),
    passwords: get(PASSWORD_HASHER),
    commonPasswords: get(COMMON_PASSWORDS),
    captcha: get(CAPTCHA_VERIFIER),
    rateLimiter,
    delay: get(DELAY),
    background: get(BACKGROUND_TASKS),
    mailer: get(MAILER),
    deliveryMailer: context.get(DELIVERY_MAILER, { optional: true }) ?? null,
    emailRenderer: get(EMAIL_RENDERER),
    gateway: get(PAYMENT_GATEWAY),
    storage: get(FILE_STORAGE),
    cardRenderer: get(MEMBERSHIP_CARD_RENDERER),
    config: get(CORE_CONFIG),
    apiKeyUsage: new ApiKeyUsageMeter(repos.apiKeys, get(DELAY), (error) =>
      logger.error('API key usage not recorded', {
        error: error instanceof Error ? error.message : String(error),
      }),
    ),
    webhookSender: new FetchWebhookSender({ allowLocalhost: isDevelopment(config) }),
    passkeys: new SimpleWebauthnVerifier(),
    walletPasses: get(WALLET_PASSES),
    csv: new StreamingCsvRecords(),
    // The runner is asked for when woken: making one (pg-boss's pool) waits until an import starts.
    importQueue: { wake: () => get(JOB_RUNNER).trigger(BACKGROUND_JOBS.runMemberImports.name) },
    partnerQuota: new LeasedQuota(
      rateLimiter,
      clock,
      config.partnerRateLimitPerMinute,
      PUBLIC_POLICY.verificationsPerApiKey.windowSeconds,
    ),
  };
};

/** The core ports and the use cases over them, the same in every mode. */
export const coreModule = () =>
  new ContainerModule(({ bind }) => {
    bind(CORE_PORTS).toDynamicValue(corePorts);
    bind(USE_CASES).toResolvedValue(useCasesOver, [CORE_PORTS]);
  });
