import type { ServiceIdentifier } from 'inversify';

/**
 * Waiting before an answer, so a use case can slow a caller down without refusing it (an account
 * under a guessing attack still lets its owner in, only later). Tests record the waits instead.
 */
export interface Delay {
  wait(milliseconds: number): Promise<void>;
}

export const DELAY: ServiceIdentifier<Delay> = Symbol.for('camppass.Delay');
