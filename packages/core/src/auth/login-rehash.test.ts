import { beforeEach, describe, expect, it } from 'vitest';
import { ServiceBusyError } from '../shared/service-busy';
import type { FakePasswordHasher } from '../testing/fake-password-hasher';
import {
  createInMemoryCore,
  type InMemoryCore,
  PASSING_CAPTCHA,
  seedAccount,
} from '../testing/in-memory-core';
import { Login, type LoginInput } from './login';

const PASSWORD = 'CampPass-demo-1';

/** A stored hash of an older algorithm or cost is replaced at the next correct sign-in. */
describe('Login: rehash on sign-in', () => {
  let core: InMemoryCore;
  let passwords: FakePasswordHasher;
  let login: Login;
  const attempt = (overrides: Partial<LoginInput> = {}) =>
    login.execute({
      email: 'member@camppass.test',
      password: PASSWORD,
      loginType: 'member',
      recaptchaToken: PASSING_CAPTCHA,
      remoteIp: '203.0.113.7',
      ...overrides,
    });
  const storedHash = async (id: string) => (await core.repos.users.findById(id))?.passwordHash;

  beforeEach(() => {
    core = createInMemoryCore();
    passwords = core.passwords as FakePasswordHasher;
    login = new Login(core);
  });

  it('replaces a hash of a lower cost with a new one after the right password, which then signs in', async () => {
    const user = await seedAccount(core, { email: 'member@camppass.test' });
    const old = await storedHash(user.id);
    passwords.cost = 2;

    expect((await attempt()).ok).toBe(true);

    const renewed = await storedHash(user.id);
    expect(renewed).not.toBe(old);
    expect(passwords.needsRehash(renewed ?? '')).toBe(false);
    expect(await passwords.verify(PASSWORD, renewed ?? '')).toBe(true);
    expect((await core.repos.users.findById(user.id))?.updatedAt).toEqual(core.clock.now());
    // Current now: the next sign-in keeps it.
    expect((await attempt()).ok).toBe(true);
    expect(await storedHash(user.id)).toBe(renewed);
  });

  it('changes nothing after a wrong password', async () => {
    const user = await seedAccount(core, { email: 'member@camppass.test' });
    const before = await core.repos.users.findById(user.id);
    passwords.cost = 2;

    expect(await attempt({ password: 'Wrong-password-1' })).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    expect(await core.repos.users.findById(user.id)).toEqual(before);
  });

  it('keeps a current hash as it is', async () => {
    const user = await seedAccount(core, { email: 'member@camppass.test' });
    const before = await core.repos.users.findById(user.id);

    expect((await attempt()).ok).toBe(true);

    expect(await core.repos.users.findById(user.id)).toEqual(before);
  });

  it('never undoes a password changed while the sign-in was hashing', async () => {
    const user = await seedAccount(core, { email: 'member@camppass.test' });
    passwords.cost = 2;
    const hash = passwords.hash.bind(passwords);
    passwords.hash = async (password) => {
      // A password reset lands between the verification and the rehash.
      await core.repos.users.setPasswordHash(user.id, await hash('Changed-pass-9'), core.clock.now());
      return hash(password);
    };

    expect((await attempt()).ok).toBe(true);

    expect(await passwords.verify('Changed-pass-9', (await storedHash(user.id)) ?? '')).toBe(true);
  });

  it('signs in with the stored hash kept when the hasher is too busy for the rehash', async () => {
    const user = await seedAccount(core, { email: 'member@camppass.test' });
    const old = await storedHash(user.id);
    passwords.cost = 2;
    passwords.hash = async () => {
      throw new ServiceBusyError('busy', 1);
    };

    expect((await attempt()).ok).toBe(true);

    expect(await storedHash(user.id)).toBe(old);
  });
});
