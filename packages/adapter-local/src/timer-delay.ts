import { setTimeout as sleep } from 'node:timers/promises';
import type { Delay } from '@camppass/core';

/** Waits on a timer: no thread is held, only the request. */
export class TimerDelay implements Delay {
  async wait(milliseconds: number): Promise<void> {
    if (milliseconds > 0) await sleep(milliseconds);
  }
}
