import { describe, expect, it } from 'vitest';
import type { TokenGenerator } from '../ports/token-generator';

/** Base64url needs 22 characters for 128 bits; hex needs 32. Either alphabet passes. */
const MIN_TOKEN_LENGTH = 22;

/** The behaviour every TokenGenerator shares. */
export function describeTokenGeneratorContract(label: string, factory: () => TokenGenerator): void {
  describe(`TokenGenerator contract: ${label}`, () => {
    it('makes URL-safe tokens of at least 128 bits that do not repeat', () => {
      const tokens = factory();
      const issued = Array.from({ length: 500 }, () => tokens.generate());

      for (const token of issued) {
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(token.length).toBeGreaterThanOrEqual(MIN_TOKEN_LENGTH);
      }
      expect(new Set(issued).size).toBe(issued.length);
    });

    it('hashes deterministically, differently per token, never to the token itself', () => {
      const tokens = factory();
      const first = tokens.generate();
      const second = tokens.generate();

      expect(tokens.hash(first)).toBe(tokens.hash(first));
      expect(tokens.hash(first)).not.toBe(tokens.hash(second));
      expect(tokens.hash(first)).not.toContain(first);
    });

    it('gives the same hash from another instance, so hashes stored by one server match on the next', () => {
      const token = factory().generate();

      expect(factory().hash(token)).toBe(factory().hash(token));
    });
  });
}
