import {
  CORE_CONFIG,
  FILE_STORAGE,
  PASSWORD_HASHER,
  PAYMENT_GATEWAY,
  RANDOM_SOURCE,
  UNIT_OF_WORK,
} from '@camppass/core';
import type { Container } from 'inversify';
import { type Config, ConfigError, loadConfig } from './config/config';
import {
  buildContainer,
  loadLocalSecrets,
  openPersistence,
  type Persistence,
  systemClock,
} from './container';
import { seedDemoData } from './demo/demo-data';
import { onboardDemoCampground, restoreGatewayAccounts } from './demo/demo-payouts';
import { ensureDemoAuthenticator } from './demo/demo-second-factor';
import { jsonLogger, type Logger } from './http/logger';

export interface Runtime {
  readonly config: Config;
  readonly logger: Logger;
  readonly container: Container;
  readonly persistence: Persistence;
}

/**
 * Reads the configuration (exiting with the variable at fault), opens and migrates the database,
 * and builds the container: what the server and the command-line tools share.
 */
export async function bootstrap(environment: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  let config: Config;
  try {
    config = loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = jsonLogger((line) => process.stdout.write(line));
  const clock = systemClock();
  const persistence = await openPersistence(config, clock);
  const secrets = await loadLocalSecrets(config);
  const container = buildContainer({ config, logger, persistence, secrets, clock });
  return { config, logger, container, persistence };
}

/**
 * Creates the demo data on first start, and on every start gives the simulated gateway back the
 * accounts it forgot when the server stopped and onboards the demo campground's payouts account when
 * it cannot sell yet (a gateway that fails only logs: the server still starts); never in
 * production.
 */
export const ensureDemoData = async ({ config, container, logger }: Runtime): Promise<boolean> => {
  if (config.nodeEnv === 'production') return false;
  const seeded = await seedDemoData({
    unitOfWork: container.get(UNIT_OF_WORK),
    passwordHasher: container.get(PASSWORD_HASHER),
    clock: systemClock(),
    random: container.get(RANDOM_SOURCE),
    files: container.get(FILE_STORAGE),
  });
  await ensureDemoAuthenticator({
    unitOfWork: container.get(UNIT_OF_WORK),
    secondFactorKey: container.get(CORE_CONFIG).secondFactorKey,
    now: systemClock().now(),
    iv: container.get(RANDOM_SOURCE).bytes(12),
  });
  try {
    await restoreGatewayAccounts({
      unitOfWork: container.get(UNIT_OF_WORK),
      gateway: container.get(PAYMENT_GATEWAY),
    });
    await onboardDemoCampground({
      unitOfWork: container.get(UNIT_OF_WORK),
      gateway: container.get(PAYMENT_GATEWAY),
      clock: systemClock(),
    });
  } catch (error) {
    logger.warn('The demo campground’s payouts account could not be set up; it cannot sell', {
      error: String(error),
    });
  }
  return seeded;
};
