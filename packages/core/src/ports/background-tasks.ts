import type { ServiceIdentifier } from 'inversify';

/**
 * Work that runs after the caller has been answered, so neither the answer nor its timing depends
 * on it (a reset e-mail for a known address must not answer later than for an unknown one). A task's
 * failure is the adapter's to report; it never reaches the caller.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
}

export const BACKGROUND_TASKS: ServiceIdentifier<BackgroundTasks> = Symbol.for('camppass.BackgroundTasks');
