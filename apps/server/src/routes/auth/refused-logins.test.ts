import { Argon2idPasswordHasher } from '@camppass/adapter-local';
import { DELAY, type Delay, PASSWORD_HASHER, type PasswordHasher, ServiceBusyError } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { LOGIN_REFUSAL_HOLD } from '../../http/hold-refusals';
import { call, seedAccount } from '../../testing/http';
import { testApp, testPasswordHasher } from '../../testing/test-app';

const login = (email: string, password: string) => ({
  body: { email, password, loginType: 'member', recaptchaToken: 'dev-ok' },
});

/** A hasher with no room: every login is refused before any other work, Retry-After 1. */
const fullHasher = (): PasswordHasher => {
  const real = testPasswordHasher();
  return {
    hash: (p) => real.hash(p),
    verify: (p, h) => real.verify(p, h),
    needsRehash: (h) => real.needsRehash(h),
    retryAfterWhenBusy: () => 1,
  };
};

/** Waits that last until released, to see what is answered while answers are held. */
class GateDelay implements Delay {
  readonly waiting: number[] = [];
  readonly #release: (() => void)[] = [];
  wait(milliseconds: number): Promise<void> {
    this.waiting.push(milliseconds);
    return new Promise((resolve) => this.#release.push(resolve));
  }
  releaseAll(): void {
    for (const release of this.#release.splice(0)) release();
  }
}

const settledWithin = async <T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);

describe('refused logins are held before they are answered (a flood is paced by its own connections)', () => {
  it('holds a 429 for 2 s at most, and a 401 not at all', async () => {
    const test = await testApp();
    const account = await seedAccount(test, { email: 'member@camppass.test' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(test, 'auth-login', login(account.email, 'Wrong-pass-1'))).status).toBe(401);
    }
    expect(test.delay.waits).toEqual([]);

    const refused = await call(test, 'auth-login', login(account.email, 'Wrong-pass-1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(test.delay.waits).toEqual([2000]);
  });

  it('holds a 503 SERVER_BUSY for its Retry-After', async () => {
    const test = await testApp({
      override: (container) => container.rebind(PASSWORD_HASHER).toConstantValue(fullHasher()),
    });
    const refused = await call(test, 'auth-login', login('member@camppass.test', 'Wrong-pass-1'));
    expect([refused.status, refused.json.code, refused.headers.get('retry-after')]).toEqual([
      503,
      'SERVER_BUSY',
      '1',
    ]);
    expect(test.delay.waits).toEqual([1000]);
  });

  it('holds 256 answers at most, answers the next at once, and keeps answering other requests', async () => {
    const gate = new GateDelay();
    const test = await testApp({
      override: (container) => {
        container.rebind(PASSWORD_HASHER).toConstantValue(fullHasher());
        container.rebind(DELAY).toConstantValue(gate);
      },
    });
    const held = Array.from({ length: LOGIN_REFUSAL_HOLD.maxHeld }, (_, i) =>
      call(test, 'auth-login', login(`flood${i}@camppass.test`, 'Wrong-pass-1')),
    );
    await expect.poll(() => gate.waiting.length, { timeout: 20_000 }).toBe(256);

    const past = await settledWithin(call(test, 'auth-login', login('one-more@camppass.test', 'x')), 5000);
    expect(past !== 'pending' && past.status).toBe(503);
    expect(gate.waiting).toHaveLength(256);
    const other = await settledWithin(call(test, 'public-config', { method: 'GET' }), 5000);
    expect(other !== 'pending' && other.status).toBe(200);
    expect(await settledWithin(Promise.all(held), 50)).toBe('pending');

    gate.releaseAll();
    const answers = await Promise.all(held);
    expect(answers.every((answer) => answer.status === 503)).toBe(true);
  });
});

describe('the password hasher by default, on a 2-core host (one hashing thread)', () => {
  it('sheds none of the 30 parallel wrong logins one address may try: all 401, then 429', async () => {
    // The production cost: Argon2id at OWASP's setting.
    const hasher = new Argon2idPasswordHasher({ pool: { threads: 1 } });
    const test = await testApp({
      override: (container) => container.rebind(PASSWORD_HASHER).toConstantValue(hasher),
    });
    try {
      const account = await seedAccount(test, { email: 'member@camppass.test' });
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => call(test, 'auth-login', login(account.email, 'Wrong-pass-1'))),
      );
      expect(burst.map((answer) => answer.status)).toEqual(Array(10).fill(401));
      const others = await Promise.all(
        Array.from({ length: 21 }, (_, i) =>
          call(test, 'auth-login', login(`nobody${i}@camppass.test`, 'Wrong-pass-1')),
        ),
      );
      const statuses = others.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(20).fill(401), 429]);
    } finally {
      await hasher.close();
    }
  });
});

/**
 * A hasher whose queue fills between the login's capacity check and its hash (the check says there
 * is room; the next `refusals` calls of `refused` are refused), as under a flood.
 */
const fillingHasher = (refusals: number, refused: 'hash' | 'verify'): PasswordHasher => {
  const real = testPasswordHasher();
  let left = refusals;
  const busy = (call: 'hash' | 'verify') => {
    if (call !== refused || left <= 0) return false;
    left -= 1;
    return true;
  };
  return {
    hash: async (p) => {
      if (busy('hash')) throw new ServiceBusyError('busy', 1);
      return real.hash(p);
    },
    verify: async (p, h) => {
      if (busy('verify')) throw new ServiceBusyError('busy', 1);
      return real.verify(p, h);
    },
    needsRehash: (h) => real.needsRehash(h),
    retryAfterWhenBusy: () => null,
  };
};

describe('a login the hasher refuses after the capacity check (SERVER_BUSY)', () => {
  it('does not count against the person: 10 busy answers, then still 10 tries before 429', async () => {
    const test = await testApp({
      override: (container) => container.rebind(PASSWORD_HASHER).toConstantValue(fillingHasher(10, 'verify')),
    });
    const account = await seedAccount(test, { email: 'member@camppass.test' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(test, 'auth-login', login(account.email, 'Wrong-pass-1'))).status).toBe(503);
    }
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(test, 'auth-login', login(account.email, 'Wrong-pass-1'))).status).toBe(401);
    }
    expect((await call(test, 'auth-login', login(account.email, account.password))).status).toBe(429);
  });

  it('answers unknown addresses 401 again once the hasher has room', async () => {
    const test = await testApp({
      override: (container) => container.rebind(PASSWORD_HASHER).toConstantValue(fillingHasher(1, 'hash')),
    });
    expect((await call(test, 'auth-login', login('nobody@camppass.test', 'Wrong-pass-1'))).status).toBe(503);
    expect((await call(test, 'auth-login', login('nobody@camppass.test', 'Wrong-pass-1'))).status).toBe(401);
  });
});
