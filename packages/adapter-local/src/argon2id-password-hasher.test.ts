import { ServiceBusyError } from '@camppass/core';
import { afterAll, describe, expect, it } from 'vitest';
import { Argon2idPasswordHasher, OWASP_ARGON2ID_COST } from './argon2id-password-hasher';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

// The production cost takes ~10 ms and 19 MiB; the rest use a cheap cost.
const cheap = new Argon2idPasswordHasher({ cost: { m: 256, t: 1, p: 1 } });
const scrypt = new ScryptPasswordHasher({ cost: { logN: 10, r: 8, p: 1 } });
afterAll(() => Promise.all([cheap.close(), scrypt.close()]));

// Made by the Argon2 reference implementation (the C code of the Password Hashing Competition,
// through the `argon2` package) with the salt `camppass-vector!` at the test cost.
const REFERENCE = {
  password: 'CampPass-demo-1',
  hash: '$argon2id$v=19$m=256,t=1,p=1$Y2FtcHBhc3MtdmVjdG9yIQ$dmdY8i1yl5v2sIT5QksZTt7uGJseWr9358rJyvEgV04',
};

describe('Argon2idPasswordHasher', () => {
  it("hashes at OWASP's Argon2id setting by default and records it in the hash", async () => {
    const hasher = new Argon2idPasswordHasher();
    const hash = await hasher.hash('CampPass-demo-1');
    expect(OWASP_ARGON2ID_COST).toEqual({ m: 19_456, t: 2, p: 1 });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify('CampPass-demo-1', hash)).toBe(true);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('verifies a hash made by the reference implementation, so the format and the key agree', async () => {
    expect(await cheap.verify(REFERENCE.password, REFERENCE.hash)).toBe(true);
    expect(await cheap.verify('CampPass-demo-2', REFERENCE.hash)).toBe(false);
  });

  it('verifies the password and nothing else, salted, in composed or decomposed Unicode', async () => {
    const hash = await cheap.hash('Caf\u00e9-Pass-1');
    expect(await cheap.verify('Cafe\u0301-Pass-1', hash)).toBe(true);
    expect(await cheap.verify('caf\u00e9-Pass-1', hash)).toBe(false);
    expect(await cheap.verify('', hash)).toBe(false);
    expect(await cheap.hash('same')).not.toBe(await cheap.hash('same'));
  });

  it('verifies the scrypt hashes stored before and asks for them to be rehashed', async () => {
    const stored = await scrypt.hash('Secret-pass-1');
    expect(await cheap.verify('Secret-pass-1', stored)).toBe(true);
    expect(await cheap.verify('Secret-pass-2', stored)).toBe(false);
    expect(cheap.needsRehash(stored)).toBe(true);
  });

  it('asks for a rehash of an Argon2id hash below the current cost in any parameter', async () => {
    const hash = await cheap.hash('Secret-pass-1');
    expect(cheap.needsRehash(hash)).toBe(false);
    for (const cost of [
      { m: 512, t: 1, p: 1 },
      { m: 256, t: 2, p: 1 },
      { m: 256, t: 1, p: 2 },
    ]) {
      const stronger = new Argon2idPasswordHasher({ cost });
      expect(await stronger.verify('Secret-pass-1', hash)).toBe(true);
      expect(stronger.needsRehash(hash)).toBe(true);
      // A hash above the current cost is kept: lowering the setting never rewrites stronger hashes.
      expect(cheap.needsRehash(await stronger.hash('Secret-pass-1'))).toBe(false);
    }
  });

  it.each([
    ['an empty string', ''],
    ['Argon2i', '$argon2i$v=19$m=256,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA'],
    [
      'version 16',
      '$argon2id$v=16$m=256,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    ],
    [
      'a memory cost beyond the ceiling',
      '$argon2id$v=19$m=4194304,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    ],
    [
      'zero passes',
      '$argon2id$v=19$m=256,t=0,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    ],
    [
      'less memory than its lanes need',
      '$argon2id$v=19$m=8,t=1,p=2$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    ],
    ['a short salt', '$argon2id$v=19$m=256,t=1,p=1$c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA'],
    ['a truncated key', '$argon2id$v=19$m=256,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaA'],
  ])('answers false for %s instead of throwing', async (_, hash) => {
    expect(await cheap.verify('anything', hash)).toBe(false);
  });

  it('hashes on the pool and refuses, rather than queues, past its bound', async () => {
    const bounded = new Argon2idPasswordHasher({ pool: { threads: 1, maxQueued: 1 } });
    try {
      const hash = await bounded.hash('Secret-pass-1');
      const flood = Array.from({ length: 4 }, () =>
        bounded.verify('wrong', hash).then(
          (matched) => ({ matched }),
          (error: unknown) => ({ error }),
        ),
      );
      expect(bounded.retryAfterWhenBusy()).toBeGreaterThanOrEqual(1);
      const outcomes = await Promise.all(flood);
      expect(outcomes.slice(0, 2)).toEqual([{ matched: false }, { matched: false }]);
      for (const outcome of outcomes.slice(2)) {
        expect(outcome).toMatchObject({ error: expect.any(ServiceBusyError) });
      }
      expect(await bounded.verify('Secret-pass-1', hash)).toBe(true);
    } finally {
      await bounded.close();
    }
  });
});
