import type { RandomInt } from '@camppass/domain';
import type { ServiceIdentifier } from 'inversify';

/**
 * Unpredictable randomness: cryptographically strong in production, seeded in tests. `int` is a
 * plain function (no `this`) so it can be handed to the domain's rules as their `RandomInt`.
 */
export interface RandomSource {
  /** A uniformly distributed integer in [0, maxExclusive). */
  readonly int: RandomInt;
  /** `length` random bytes. */
  bytes(length: number): Uint8Array;
}

export const RANDOM_SOURCE: ServiceIdentifier<RandomSource> = Symbol.for('camppass.RandomSource');
