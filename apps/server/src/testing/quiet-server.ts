import type { PasswordHasher } from '@camppass/core';
import { createApp } from '../app/create-app';
import { loadConfig } from '../config/config';
import { buildContainer, loadLocalSecrets, openPersistence, systemClock } from '../container';
import { listen as serveApp } from '../http/listen';
import { jsonLogger } from '../http/logger';
import { watchedPublicCaches } from '../http/public-read-cache';

/**
 * The app as its own process for benchmarks and process-level tests: the configuration from `env`,
 * the persistence it names, no access log (a line per request would measure the terminal).
 * `listen` serves on 127.0.0.1, prints `ready`, and closes the database on SIGTERM.
 */
export async function quietServer(
  env: Record<string, string>,
  options: {
    readonly passwordHasher?: PasswordHasher;
    /** Runs after the database is closed on SIGTERM (e.g. dropping a throw-away database). */
    readonly onClose?: () => Promise<void>;
  } = {},
) {
  const config = loadConfig(env);
  const clock = systemClock();
  const persistence = await openPersistence(config, clock);
  const container = buildContainer({
    config,
    logger: jsonLogger(() => {}),
    persistence,
    secrets: await loadLocalSecrets(config),
    clock,
    ...(options.passwordHasher ? { passwordHasher: options.passwordHasher } : {}),
  });
  const caches = await watchedPublicCaches(persistence.watchPublicContent);
  const listen = (appOptions: Parameters<typeof createApp>[1] = {}) => {
    const app = createApp(container, { ...caches, ...appOptions });
    const server = serveApp(app.fetch, { port: config.port, hostname: '127.0.0.1' }, () => {
      process.stdout.write('ready\n');
    });
    process.on('SIGTERM', () => {
      server.close();
      void persistence
        .close()
        .then(() => options.onClose?.())
        .then(() => process.exit(0));
    });
  };
  return { config, container, listen };
}
