import type { ServiceIdentifier } from 'inversify';

/**
 * The current instant. Use cases never call `new Date()` themselves so that expiry, rate-limit
 * windows and "today" can be tested at any moment.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK: ServiceIdentifier<Clock> = Symbol.for('camppass.Clock');
