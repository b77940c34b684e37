import type { BackgroundTasks } from '../ports/background-tasks';

/** Keeps tasks until {@link flush}, so tests see what happened before the answer and what after. */
export class QueuedBackgroundTasks implements BackgroundTasks {
  private readonly queue: { name: string; task: () => Promise<void> }[] = [];
  /** Tasks that threw, by name, in the order they ran. */
  readonly failures: { name: string; error: unknown }[] = [];

  run(name: string, task: () => Promise<void>): void {
    this.queue.push({ name, task });
  }

  /** The names of the tasks waiting to run. */
  get pending(): string[] {
    return this.queue.map(({ name }) => name);
  }

  /** Runs every waiting task (and any they add), one after another. */
  async flush(): Promise<void> {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      try {
        await next.task();
      } catch (error) {
        this.failures.push({ name: next.name, error });
      }
    }
  }
}
