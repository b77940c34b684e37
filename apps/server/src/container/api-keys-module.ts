import {
  ApiKeyUsageMeter,
  CLOCK,
  CreateApiKey,
  DELAY,
  LeasedQuota,
  ListApiKeys,
  PUBLIC_POLICY,
  RATE_LIMITER,
  RevokeApiKey,
  TOKEN_GENERATOR,
  VerifyMembershipForPartner,
} from '@camppass/core';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { REPOSITORIES } from './persistence-module';
import { CONFIG, LOGGER } from './server-module';
import { useCaseToken as token } from './use-case-token';

/** The process's count of partner calls per key, reported about once a second (flushed at shutdown). */
export const API_KEY_USAGE_METER: ServiceIdentifier<ApiKeyUsageMeter> = Symbol.for(
  'camppass.server.ApiKeyUsageMeter',
);

/** Injection tokens of the partner API: the owner's key management and the partner's verification. */
export const API_KEY_USE_CASES = {
  listApiKeys: token<ListApiKeys>('ListApiKeys'),
  createApiKey: token<CreateApiKey>('CreateApiKey'),
  revokeApiKey: token<RevokeApiKey>('RevokeApiKey'),
  verifyMembershipForPartner: token<VerifyMembershipForPartner>('VerifyMembershipForPartner'),
} as const;

export const apiKeysModule = () =>
  new ContainerModule(({ bind }) => {
    const u = API_KEY_USE_CASES;
    bind(API_KEY_USAGE_METER).toResolvedValue(
      (repos, delay, logger) =>
        new ApiKeyUsageMeter(repos.apiKeys, delay, (error) =>
          logger.error('API key usage not recorded', {
            error: error instanceof Error ? error.message : String(error),
          }),
        ),
      [REPOSITORIES, DELAY, LOGGER],
    );
    bind(u.listApiKeys).toResolvedValue(
      (repos, meter: ApiKeyUsageMeter) => new ListApiKeys(repos.apiKeys, meter),
      [REPOSITORIES, API_KEY_USAGE_METER],
    );
    bind(u.createApiKey).toResolvedValue(
      (repos, tokens, clock) => new CreateApiKey(repos.apiKeys, tokens, clock),
      [REPOSITORIES, TOKEN_GENERATOR, CLOCK],
    );
    bind(u.revokeApiKey).toResolvedValue(
      (repos, clock) => new RevokeApiKey(repos.apiKeys, clock),
      [REPOSITORIES, CLOCK],
    );
    bind(u.verifyMembershipForPartner).toResolvedValue(
      (repos, tokens, limiter, meter: ApiKeyUsageMeter, clock, config) =>
        new VerifyMembershipForPartner(
          repos.membershipVerification,
          tokens,
          new LeasedQuota(
            limiter,
            clock,
            config.partnerRateLimitPerMinute,
            PUBLIC_POLICY.verificationsPerApiKey.windowSeconds,
          ),
          meter,
          clock,
        ),
      [REPOSITORIES, TOKEN_GENERATOR, RATE_LIMITER, API_KEY_USAGE_METER, CLOCK, CONFIG],
    );
  });
