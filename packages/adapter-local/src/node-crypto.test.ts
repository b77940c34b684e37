import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NodeCryptoRandomSource, NodeCryptoTokenGenerator, SystemClock } from './node-crypto';

describe('SystemClock', () => {
  it('reads the machine time', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('NodeCryptoRandomSource', () => {
  const random = new NodeCryptoRandomSource();

  it('draws integers below the bound, usable without its object', () => {
    const { int } = random;
    const draws = Array.from({ length: 500 }, () => int(6));
    expect(draws.every((n) => Number.isInteger(n) && n >= 0 && n < 6)).toBe(true);
    expect(new Set(draws).size).toBe(6);
  });

  it('gives the requested number of bytes', () => {
    expect(random.bytes(24)).toHaveLength(24);
    expect(random.bytes(16)).not.toEqual(random.bytes(16));
  });
});

describe('NodeCryptoTokenGenerator', () => {
  const tokens = new NodeCryptoTokenGenerator();

  it('makes URL-safe tokens of 256 random bits, each different', () => {
    const token = tokens.generate();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Array.from({ length: 100 }, () => tokens.generate())).size).toBe(100);
  });

  it('keeps only the SHA-256 of a token', () => {
    const token = tokens.generate();
    expect(tokens.hash(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(tokens.hash(token)).toBe(tokens.hash(token));
    expect(tokens.hash(token)).not.toBe(token);
  });
});
