import type { ServiceIdentifier } from 'inversify';

/**
 * Slow, salted password hashing (Argon2id at OWASP cost in production, scrypt hashes stored before
 * it still verified). The hash string carries its own algorithm, parameters and salt, so stored
 * hashes stay verifiable when the algorithm or the cost changes.
 */
export interface PasswordHasher {
  /** A new salted hash of `password`; two calls with the same password give different hashes. */
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `hash`, compared in constant time. A malformed or foreign hash
   * string verifies as false rather than throwing.
   */
  verify(password: string, hash: string): Promise<boolean>;
  /**
   * Whether `hash` was made with another algorithm or a lower cost than the hasher uses now, so a
   * sign-in that has just verified the password replaces it with a new hash.
   */
  needsRehash(hash: string): boolean;
  /**
   * `null` when a hash asked for now would be taken; when it would be refused for lack of capacity
   * (ServiceBusyError), the seconds after which one is likely to be served. Lets a caller refuse
   * before doing any other work for a request that cannot be served.
   */
  retryAfterWhenBusy(): number | null;
}

export const PASSWORD_HASHER: ServiceIdentifier<PasswordHasher> = Symbol.for('camppass.PasswordHasher');
