import type { Clock } from '../ports/clock';

export interface Duration {
  readonly days?: number;
  readonly hours?: number;
  readonly minutes?: number;
  readonly seconds?: number;
  readonly milliseconds?: number;
}

const durationMs = (duration: Duration): number =>
  (((duration.days ?? 0) * 24 + (duration.hours ?? 0)) * 60 + (duration.minutes ?? 0)) * 60_000 +
  (duration.seconds ?? 0) * 1000 +
  (duration.milliseconds ?? 0);

/** A clock that stands still until a test moves it. */
export class FixedClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-06-01T12:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(duration: Duration): this {
    this.current += durationMs(duration);
    return this;
  }

  set(instant: Date | string): this {
    this.current = new Date(instant).getTime();
    return this;
  }
}
