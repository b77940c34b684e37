import type { PasswordHasher } from '../ports/password-hasher';

const PREFIX = 'fake-hash';

/**
 * Fast and insecure: salted and reversible, so use-case tests run in microseconds. The format
 * `fake-hash$<cost>.<salt>$<hex of the password>` keeps the plain password out of the string.
 */
export class FakePasswordHasher implements PasswordHasher {
  private salt = 0;
  /** Set to the seconds a busy hasher would ask callers to wait; `null`: it takes every hash. */
  busyFor: number | null = null;
  /** The cost new hashes record; raise it to make the hashes made before need a rehash. */
  cost = 1;

  retryAfterWhenBusy(): number | null {
    return this.busyFor;
  }

  async hash(password: string): Promise<string> {
    this.salt += 1;
    return `${PREFIX}$${this.cost}.${this.salt}$${Buffer.from(password, 'utf8').toString('hex')}`;
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const [prefix, salt, encoded] = hash.split('$');
    if (prefix !== PREFIX || !salt || encoded === undefined) return false;
    return encoded === Buffer.from(password, 'utf8').toString('hex');
  }

  needsRehash(hash: string): boolean {
    const [prefix, salt = ''] = hash.split('$');
    return prefix !== PREFIX || Number(salt.split('.')[0]) < this.cost;
  }
}
