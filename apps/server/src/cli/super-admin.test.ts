import { COMMON_PASSWORDS, PASSWORD_HASHER, UNIT_OF_WORK } from '@camppass/core';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_WEAK, passwordGuessableMessage } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { call, loginAs, seedAccount } from '../testing/http';
import { type TestApp, testApp } from '../testing/test-app';
import { createSuperAdmin } from './super-admin';

const create = (test: TestApp, email: string, password: string) =>
  createSuperAdmin(
    {
      unitOfWork: test.container.get(UNIT_OF_WORK),
      passwordHasher: test.container.get(PASSWORD_HASHER),
      commonPasswords: test.container.get(COMMON_PASSWORDS),
      now: () => test.clock.now(),
    },
    { email, password, firstName: 'Ada', lastName: 'Root' },
  );

describe('create-admin', () => {
  it('makes a super admin who can use the admin login', async () => {
    const test = await testApp();
    expect(await create(test, ' Root@Example.com ', 'Root-pass-123')).toEqual({
      ok: true,
      value: { email: 'root@example.com', created: true },
    });
    const tokens = await loginAs(
      test,
      { email: 'root@example.com', password: 'Root-pass-123' },
      'superAdmin',
    );
    const profile = await call(test, 'get-user-profile', { method: 'GET', token: tokens.accessToken });
    expect(profile.json.user).toMatchObject({ role: 'super_admin', name: 'Ada Root' });
  });

  it('promotes an existing account, sets its password and ends its sessions', async () => {
    const test = await testApp();
    const member = await seedAccount(test, { email: 'member@camppass.test' });
    const old = await loginAs(test, member);
    expect(await create(test, member.email, 'Fresh-pass-456')).toMatchObject({
      ok: true,
      value: { created: false },
    });
    expect((await call(test, 'get-user-profile', { method: 'GET', token: old.accessToken })).status).toBe(
      401,
    );
    await loginAs(test, { email: member.email, password: 'Fresh-pass-456' }, 'superAdmin');
  });

  it('refuses a weak password or a malformed address', async () => {
    const test = await testApp();
    expect(await create(test, 'root@example.com', 'weak')).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
    expect(await create(test, 'root@example.com', 'nouppercase1')).toMatchObject({
      ok: false,
      message: PASSWORD_TOO_WEAK,
    });
    expect(await create(test, 'root@example.com', 'Password1')).toMatchObject({
      ok: false,
      message: PASSWORD_TOO_COMMON,
    });
    expect(await create(test, 'root@example.com', 'Passw0rd!')).toMatchObject({
      ok: false,
      message: passwordGuessableMessage('similarToCommon'),
    });
    expect(await create(test, 'root@example.com', 'Root@example.com1')).toMatchObject({
      ok: false,
      message: passwordGuessableMessage('userInputs'),
    });
    expect(await create(test, 'root', 'Root-pass-123')).toMatchObject({ ok: false, code: 'INVALID_EMAIL' });
  });
});
