import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../ports/password-hasher';

/** The behaviour every PasswordHasher shares. Real hashers are slow by design: keep the calls few. */
export function describePasswordHasherContract(label: string, factory: () => PasswordHasher): void {
  describe(`PasswordHasher contract: ${label}`, () => {
    it('verifies the right password only, with salted hashes that do not contain it', async () => {
      const hasher = factory();
      const first = await hasher.hash('CampPass-demo-1');
      const second = await hasher.hash('CampPass-demo-1');

      expect(first).not.toBe(second);
      expect(first).not.toContain('CampPass-demo-1');
      expect(await hasher.verify('CampPass-demo-1', first)).toBe(true);
      expect(await hasher.verify('CampPass-demo-1', second)).toBe(true);
      expect(await hasher.verify('camppass-demo-1', first)).toBe(false);
      expect(await hasher.verify('', first)).toBe(false);
    });

    it('handles non-ASCII passwords', async () => {
      const hasher = factory();
      const hash = await hasher.hash('Pässwörd-🏕️-9');

      expect(await hasher.verify('Pässwörd-🏕️-9', hash)).toBe(true);
      expect(await hasher.verify('Passwort-🏕️-9', hash)).toBe(false);
    });

    it('answers false for a malformed hash instead of throwing', async () => {
      const hasher = factory();

      for (const hash of ['', 'not-a-hash', '$$$', 'scrypt$1$2$3']) {
        expect(await hasher.verify('CampPass-demo-1', hash)).toBe(false);
      }
    });
  });
}
