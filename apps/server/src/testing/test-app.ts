import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Argon2idPasswordHasher, InProcessBackgroundTasks } from '@camppass/adapter-local';
import { FixedClock, RecordingDelay } from '@camppass/core/testing';
import type { Container } from 'inversify';
import { createApp } from '../app/create-app';
import { type Config, loadConfig } from '../config/config';
import { buildContainer } from '../container';
import type { Persistence } from '../container/persistence';
import { memoryLogger } from '../http/logger';
import { watchedPublicCaches } from '../http/public-read-cache';
import { inMemoryPersistence } from './in-memory-persistence';

/**
 * A cheap Argon2id cost: real hashes (so tests see their format) in well under a millisecond, on
 * the process's pool with the production threads and queue bound, which the rate-limit tests'
 * bursts (401s and 429s counted) must fit in.
 */
const TEST_ARGON2ID_COST = { m: 256, t: 1, p: 1 } as const;
const TEST_PASSWORD_HASHER = new Argon2idPasswordHasher({ cost: TEST_ARGON2ID_COST });
export const testPasswordHasher = () => TEST_PASSWORD_HASHER;

export interface TestAppOptions {
  readonly env?: Record<string, string>;
  readonly persistence?: (clock: FixedClock) => Persistence | Promise<Persistence>;
  readonly portalDir?: string;
  /** Applied over the loaded configuration, for modes whose real adapters tests do not reach. */
  readonly config?: Partial<Config>;
  /** Rebinds ports before the app resolves them (a failing mailer, an unreachable captcha). */
  readonly override?: (container: Container) => void;
}

/** The app over a container on in-memory fakes (or the given persistence), with a movable clock. */
export async function testApp(options: TestAppOptions = {}) {
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      APP_BASE_URL: 'http://camppass.test',
      DATA_DIR: join(tmpdir(), `camppass-server-test-${randomUUID()}`),
      ...options.env,
    }),
    ...options.config,
  };
  const clock = new FixedClock('2026-06-01T12:00:00.000Z');
  const logger = memoryLogger();
  const delay = new RecordingDelay();
  const background = new InProcessBackgroundTasks((task, error) =>
    logger.error('background task failed', { task, error: String(error) }),
  );
  const persistence = options.persistence ? await options.persistence(clock) : inMemoryPersistence(clock);
  await persistence.migrate();
  const container = buildContainer({
    config,
    logger,
    persistence,
    clock,
    secrets: {
      fileSigningSecret: 'test-file-signing-secret-of-32-chars!',
      simulatedWebhookSecret: 'whsec_test_simulated',
      secondFactorKey: 'a second-factor key for the HTTP tests',
    },
    passwordHasher: testPasswordHasher(),
    delay,
    backgroundTasks: background,
  });
  options.override?.(container);
  // On the SQL adapters the public reads are kept in memory as in production, so every test of them
  // also checks that a change is seen at once.
  const app = createApp(container, {
    ...(options.portalDir ? { portalDir: options.portalDir } : {}),
    ...(await watchedPublicCaches(persistence.watchPublicContent)),
  });
  return { app, container, clock, logger, persistence, config, delay, background };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;
