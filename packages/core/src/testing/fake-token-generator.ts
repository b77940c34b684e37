import { createHash } from 'node:crypto';
import type { RandomSource } from '../ports/random-source';
import type { TokenGenerator } from '../ports/token-generator';
import { SeededRandomSource } from './seeded-random-source';

/** Repeatable 128-bit tokens from a seeded source; the hash is real SHA-256 so lookups behave as in production. */
export class FakeTokenGenerator implements TokenGenerator {
  /** Every token handed out, oldest first, so tests can check none leaks. */
  readonly issued: string[] = [];

  constructor(private readonly random: RandomSource = new SeededRandomSource(7)) {}

  generate(): string {
    const token = Buffer.from(this.random.bytes(16)).toString('base64url');
    this.issued.push(token);
    return token;
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
