import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../ports/random-source';

/** The behaviour every RandomSource shares. */
export function describeRandomSourceContract(label: string, factory: () => RandomSource): void {
  describe(`RandomSource contract: ${label}`, () => {
    it('gives integers in [0, max), reaching every value of a small range', () => {
      const { int } = factory();
      const seen = new Set<number>();
      for (let i = 0; i < 500; i++) {
        const value = int(6);
        expect(Number.isInteger(value) && value >= 0 && value < 6).toBe(true);
        seen.add(value);
      }
      expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(int(1)).toBe(0);
    });

    it('refuses a bound that is not a positive integer', () => {
      const { int } = factory();
      for (const bound of [0, -1, 1.5, Number.NaN]) expect(() => int(bound)).toThrow(RangeError);
    });

    it('gives the requested number of bytes, not all alike', () => {
      const random = factory();
      const bytes = random.bytes(32);

      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(bytes).toHaveLength(32);
      expect(new Set(bytes).size).toBeGreaterThan(1);
      expect(random.bytes(0)).toHaveLength(0);
    });
  });
}
