import { CORE_CONFIG } from '@camppass/core';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../config/config';
import type { Logger } from '../http/logger';
import type { JobRunner } from '../jobs/job-runner';
import type { LocalSecrets } from './local-secrets';

export const CONFIG: ServiceIdentifier<Config> = Symbol.for('camppass.server.Config');
export const LOGGER: ServiceIdentifier<Logger> = Symbol.for('camppass.server.Logger');
/** Bound by the jobs module; here so the core module can wake a job without importing that module. */
export const JOB_RUNNER: ServiceIdentifier<JobRunner> = Symbol.for('camppass.server.JobRunner');
const LOCAL_SECRETS: ServiceIdentifier<LocalSecrets> = Symbol.for('camppass.server.LocalSecrets');

/** The validated configuration, the logger and the local secrets, and the settings core reads. */
export const serverModule = (config: Config, logger: Logger, secrets: LocalSecrets) =>
  new ContainerModule(({ bind }) => {
    bind(CONFIG).toConstantValue(config);
    bind(LOGGER).toConstantValue(logger);
    bind(LOCAL_SECRETS).toConstantValue(secrets);
    bind(CORE_CONFIG).toConstantValue({
      appBaseUrl: config.appBaseUrl,
      productName: config.productName,
      uploadBudget: config.uploadBudget,
      secondFactorKey: secrets.secondFactorKey,
      autoRenewal: config.autoRenewal,
    });
  });
