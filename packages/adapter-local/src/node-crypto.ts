import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Clock, RandomSource, TokenGenerator } from '@camppass/core';

/** The machine's clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** Cryptographically strong randomness from Node's CSPRNG. */
export class NodeCryptoRandomSource implements RandomSource {
  readonly int = (maxExclusive: number): number => {
    if (!Number.isSafeInteger(maxExclusive) || maxExclusive < 1) {
      throw new RangeError(`The bound must be a positive integer, got ${maxExclusive}`);
    }
    return randomInt(maxExclusive);
  };

  bytes(length: number): Uint8Array {
    return new Uint8Array(randomBytes(length));
  }
}

const TOKEN_BYTES = 32;

/** 256-bit base64url tokens; the database keeps only their SHA-256 (hex). */
export class NodeCryptoTokenGenerator implements TokenGenerator {
  generate(): string {
    return randomBytes(TOKEN_BYTES).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
