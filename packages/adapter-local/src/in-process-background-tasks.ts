import type { BackgroundTasks } from '@camppass/core';

/**
 * Runs each task in this process once the current answer has gone out (next turn of the event
 * loop), reporting failures to `onError`. Work lost if the process stops meanwhile is work a user
 * can ask for again (a reset e-mail).
 */
export class InProcessBackgroundTasks implements BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (name: string, error: unknown) => void) {}

  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.onError(name, error))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every task started so far has finished (tests, orderly shutdown). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
