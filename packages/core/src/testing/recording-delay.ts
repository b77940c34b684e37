import type { Delay } from '../ports/delay';

/** Answers at once and keeps every wait asked for, in order. */
export class RecordingDelay implements Delay {
  readonly waits: number[] = [];

  async wait(milliseconds: number): Promise<void> {
    this.waits.push(milliseconds);
  }
}
