import { InProcessBackgroundTasks } from '@camppass/adapter-local';
import {
  BACKGROUND_TASKS,
  type BackgroundTasks,
  type Clock,
  type Delay,
  type PasswordHasher,
} from '@camppass/core';
import { Container, ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import type { Logger } from '../http/logger';
import { captchaModule } from './captcha-module';
import { coreModule } from './core-module';
import { devModule } from './dev-module';
import { filesModule } from './files-module';
import { jobsModule } from './jobs-module';
import type { LocalSecrets } from './local-secrets';
import { mailModule } from './mail-module';
import { paymentsModule } from './payments-module';
import type { Persistence } from './persistence';
import { persistenceModule } from './persistence-module';
import { securityModule, systemClock } from './security-module';
import { serverModule } from './server-module';
import { walletModule } from './wallet-module';

export interface ContainerOptions {
  readonly config: Config;
  readonly logger: Logger;
  readonly persistence: Persistence;
  /** Keys of the embedded adapters (see loadLocalSecrets). */
  readonly secrets: LocalSecrets;
  readonly clock?: Clock;
  readonly passwordHasher?: PasswordHasher;
  readonly delay?: Delay;
  readonly backgroundTasks?: BackgroundTasks;
}

/**
 * The composition root: the only place that binds ports to adapters (ARCHITECTURE.md §2), one
 * module per adapter family, each choosing its adapter from the validated configuration, and one
 * module per area binding its use cases (the owner area has none yet).
 */
export function buildContainer(options: ContainerOptions): Container {
  const { config, logger, persistence } = options;
  const clock = options.clock ?? systemClock();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverModule(config, logger, options.secrets),
    new ContainerModule(({ bind }) => {
      bind(BACKGROUND_TASKS).toConstantValue(
        options.backgroundTasks ??
          new InProcessBackgroundTasks((task, error) =>
            logger.error('background task failed', {
              task,
              error: error instanceof Error ? error.message : String(error),
            }),
          ),
      );
    }),
    securityModule({
      clock,
      ...(options.passwordHasher ? { passwordHasher: options.passwordHasher } : {}),
      ...(options.delay ? { delay: options.delay } : {}),
    }),
    persistenceModule(persistence),
    mailModule(config),
    captchaModule(config),
    filesModule(config, options.secrets),
    walletModule(config),
    paymentsModule(config, options.secrets),
    devModule(),
    coreModule(),
    jobsModule(config),
  );
  return container;
}

export { loadLocalSecrets } from './local-secrets';
export { openPersistence, type Persistence } from './persistence';
export { systemClock } from './security-module';
