import { ServiceBusyError } from '@camppass/core';
import { SERVER_BUSY_MESSAGE } from '@camppass/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { OWASP_SCRYPT_COST, ScryptPasswordHasher } from './scrypt-password-hasher';

// The production cost takes ~0.3 s and 128 MiB; one test proves it works, the rest use a cheap cost.
const cheap = new ScryptPasswordHasher({ cost: { logN: 10, r: 8, p: 1 } });
afterAll(() => cheap.close());

describe('ScryptPasswordHasher', () => {
  it('hashes at the OWASP cost by default and records it in the hash', async () => {
    const hasher = new ScryptPasswordHasher();
    const hash = await hasher.hash('CampPass-demo-1');
    expect(OWASP_SCRYPT_COST).toEqual({ logN: 17, r: 8, p: 1 });
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify('CampPass-demo-1', hash)).toBe(true);
    // Two hashes at 128 MiB each on one thread: slow on a busy machine.
  }, 30_000);

  it('verifies the password and nothing else', async () => {
    const hash = await cheap.hash('Secret-pass-1');
    expect(await cheap.verify('Secret-pass-1', hash)).toBe(true);
    expect(await cheap.verify('secret-pass-1', hash)).toBe(false);
    expect(await cheap.verify('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await cheap.hash('same')).not.toBe(await cheap.hash('same'));
  });

  it('verifies hashes made at another cost, read from the hash itself', async () => {
    const hash = await cheap.hash('Secret-pass-1');
    const stronger = new ScryptPasswordHasher({ cost: { logN: 11, r: 8, p: 1 } });
    expect(await stronger.verify('Secret-pass-1', hash)).toBe(true);
    expect(stronger.needsRehash(hash)).toBe(true);
    expect(cheap.needsRehash(hash)).toBe(false);
  });

  it('treats the same text in composed and decomposed Unicode as one password', async () => {
    const hash = await cheap.hash('Caf\u00e9-Pass-1');
    expect(await cheap.verify('Cafe\u0301-Pass-1', hash)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['another algorithm', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
    [
      'a cost beyond the ceiling',
      '$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    ],
    ['a truncated key', '$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaA'],
    [
      'a zero parameter',
      '$scrypt$ln=10,r=0,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    ],
  ])('answers false for %s instead of throwing', async (_, hash) => {
    expect(await cheap.verify('anything', hash)).toBe(false);
  });

  it('hashes on its own threads and refuses, rather than queues, past its bound', async () => {
    const bounded = new ScryptPasswordHasher({
      cost: { logN: 14, r: 8, p: 1 },
      pool: { threads: 1, maxQueued: 2 },
    });
    try {
      const hash = await bounded.hash('Secret-pass-1');
      expect(bounded.retryAfterWhenBusy()).toBeNull();
      // One running, two waiting: the fourth and later are refused at once.
      const flood = Array.from({ length: 6 }, () =>
        bounded.verify('wrong', hash).then(
          (matched) => ({ matched }),
          (error: unknown) => ({ error }),
        ),
      );
      // Full: a caller can tell before asking, and refuse before any other work.
      expect(bounded.retryAfterWhenBusy()).toBeGreaterThanOrEqual(1);
      const outcomes = await Promise.all(flood);
      expect(bounded.retryAfterWhenBusy()).toBeNull();
      expect(outcomes.slice(0, 3)).toEqual([{ matched: false }, { matched: false }, { matched: false }]);
      for (const outcome of outcomes.slice(3)) {
        expect(outcome).toMatchObject({ error: expect.any(ServiceBusyError) });
        const error = (outcome as { error: ServiceBusyError }).error;
        expect(error.code).toBe('SERVER_BUSY');
        expect(error.message).toBe(SERVER_BUSY_MESSAGE);
        expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }
      // Once the queue drains, hashing is served again.
      expect(await bounded.verify('Secret-pass-1', hash)).toBe(true);
    } finally {
      await bounded.close();
    }
  });
});
