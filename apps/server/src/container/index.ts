import { SystemClock } from '@camppass/adapter-local';
import type { Clock, PasswordHasher } from '@camppass/core';
import { Container, ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import type { Logger } from '../http/logger';
import { captchaModule } from './captcha-module';
import { filesModule } from './files-module';
import type { LocalSecrets } from './local-secrets';
import { mailModule } from './mail-module';
import { paymentsModule } from './payments-module';
import type { Persistence } from './persistence';
import { persistenceModule } from './persistence-module';
import { publicPageModule } from './public-page-module';
import { securityModule } from './security-module';
import { CONFIG, LOCAL_SECRETS, LOGGER } from './tokens';
import { useCasesModule } from './use-cases-module';

export interface ContainerOptions {
  readonly config: Config;
  readonly logger: Logger;
  readonly persistence: Persistence;
  /** Keys of the embedded adapters (see loadLocalSecrets). */
  readonly secrets: LocalSecrets;
  readonly clock?: Clock;
  readonly passwordHasher?: PasswordHasher;
}

/**
 * The composition root: the only place that binds ports to adapters (ARCHITECTURE.md §2), one
 * module per adapter family, each choosing its adapter from the validated configuration.
 */
export function buildContainer(options: ContainerOptions): Container {
  const { config, logger, persistence } = options;
  const clock = options.clock ?? new SystemClock();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    new ContainerModule(({ bind }) => {
      bind(CONFIG).toConstantValue(config);
      bind(LOGGER).toConstantValue(logger);
      bind(LOCAL_SECRETS).toConstantValue(options.secrets);
    }),
    securityModule({ clock, ...(options.passwordHasher ? { passwordHasher: options.passwordHasher } : {}) }),
    persistenceModule(persistence),
    mailModule(config),
    captchaModule(config),
    filesModule(config, options.secrets),
    paymentsModule(config, options.secrets),
    useCasesModule(config),
    publicPageModule(persistence),
  );
  return container;
}

export { type LocalSecrets, loadLocalSecrets } from './local-secrets';
export { openPersistence, type Persistence } from './persistence';
export { CONFIG, LOCAL_SECRETS, LOGGER } from './tokens';
