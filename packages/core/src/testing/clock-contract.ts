import { describe, expect, it } from 'vitest';
import type { Clock } from '../ports/clock';

/** The behaviour every Clock shares. */
export function describeClockContract(label: string, factory: () => Clock): void {
  describe(`Clock contract: ${label}`, () => {
    it('gives a valid instant that does not go backwards', () => {
      const clock = factory();
      const first = clock.now();
      const second = clock.now();

      expect(Number.isNaN(first.getTime())).toBe(false);
      expect(second.getTime()).toBeGreaterThanOrEqual(first.getTime());
    });

    it('gives a fresh Date each time, so a caller changing one changes nothing else', () => {
      const clock = factory();
      const first = clock.now();
      const before = first.getTime();
      first.setUTCFullYear(1999);

      expect(clock.now().getTime()).toBeGreaterThanOrEqual(before);
    });
  });
}
