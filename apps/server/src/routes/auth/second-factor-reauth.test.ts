import { authenticatorCode } from '@camppass/core/auth/second-factor-crypto';
import { REAUTHENTICATION_FAILED, SECOND_FACTOR_LAST_REQUIRED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, type SeededAccount } from '../../testing/http';
import {
  type SecondFactorRole,
  seedSecondFactorPeople,
  setUpAuthenticator,
} from '../../testing/second-factor-suite';
import { type TestApp, testApp } from '../../testing/test-app';

type Role = SecondFactorRole;

/**
 * Removing a factor and making new recovery codes ask for the password or a current code again:
 * a session alone (a stolen one) cannot weaken the account. Against every role, over HTTP.
 */
describe('the password or a current code again before weakening the second factor', () => {
  let test: TestApp;
  let accounts: Record<Role, SeededAccount>;
  let tokens: Record<Role, string>;
  const secrets = {} as Record<Role, string>;

  const setUpApp = async (role: Role) => {
    secrets[role] = (await setUpAuthenticator(test, tokens[role])).secret;
  };
  const factorOf = async (role: Role) => {
    const settings = await call(test, 'get-security-settings', { method: 'GET', token: tokens[role] });
    return (settings.json.data as { factors: { id: string }[] }).factors[0]?.id ?? 'none';
  };
  const remove = (role: Role, factorId: string, proof: object = {}) =>
    call(test, 'remove-second-factor', { token: tokens[role], body: { factorId, ...proof } });
  const regenerate = (role: Role, proof: object = {}) =>
    call(test, 'regenerate-recovery-codes', { token: tokens[role], body: proof });
  const expectRefused = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.status, res.body).toBe(403);
    expect(res.json).toMatchObject({ code: 'REAUTHENTICATION_FAILED', error: REAUTHENTICATION_FAILED });
  };

  beforeEach(async () => {
    test = await testApp();
    ({ accounts, tokens } = await seedSecondFactorPeople(test));
  });

  it.each(['staff', 'owner', 'otherOwner'] as const)(
    'refuses the %s without proof, with a wrong password or a wrong code; takes the password or a code',
    async (role) => {
      await setUpApp(role);
      const factorId = await factorOf(role);
      for (const proof of [{}, { password: 'not it' }, { code: '000000' }, { password: '' }]) {
        expectRefused(await remove(role, factorId, proof));
        expectRefused(await regenerate(role, proof));
      }
      const code = authenticatorCode(secrets[role], test.clock.now());
      const fresh = await regenerate(role, { code });
      expect(fresh.status, fresh.body).toBe(200);
      expect((fresh.json.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
      // The code's step is used: the same code proves nothing a second time.
      expectRefused(await remove(role, factorId, { code }));
      expect((await remove(role, factorId, { password: accounts[role].password })).status).toBe(200);
      expect(await factorOf(role)).toBe('none');
    },
  );

  it("refuses a super admin's last factor even with the password, and lets them keep it", async () => {
    await setUpApp('admin');
    const factorId = await factorOf('admin');
    expectRefused(await remove('admin', factorId));
    const res = await remove('admin', factorId, { password: accounts.admin.password });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(SECOND_FACTOR_LAST_REQUIRED);
    expect(await factorOf('admin')).toBe(factorId);
  });

  it("never proves one account with another's password or code, nor reaches another's factor", async () => {
    await setUpApp('owner');
    await setUpApp('otherOwner');
    const factorId = await factorOf('owner');
    const code = authenticatorCode(secrets.otherOwner, test.clock.now());
    expectRefused(await regenerate('owner', { code }));
    expectRefused(await regenerate('owner', { password: accounts.otherOwner.password }));
    for (const role of ['otherOwner', 'staff', 'member', 'admin'] as const) {
      const res = await remove(role, factorId, { password: accounts[role].password });
      expect(res.status, role).toBe(404);
    }
    expect(await factorOf('owner')).toBe(factorId);
  });

  it('answers the member (no factor) 409 and no session 401', async () => {
    expect((await regenerate('member', { password: accounts.member.password })).status).toBe(409);
    expect((await call(test, 'regenerate-recovery-codes', { body: {} })).status).toBe(401);
    expect((await call(test, 'remove-second-factor', { body: { factorId: 'x' } })).status).toBe(401);
  });

  it('answers bad input 4xx, never 500', async () => {
    await setUpApp('owner');
    const bad = [
      await call(test, 'regenerate-recovery-codes', { token: tokens.owner, body: { password: 'a\u0000b' } }),
      await call(test, 'regenerate-recovery-codes', { token: tokens.owner, body: { code: 7 } }),
      await call(test, 'regenerate-recovery-codes', {
        token: tokens.owner,
        body: 'password=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      await call(test, 'remove-second-factor', { token: tokens.owner, body: { factorId: 'x\u0000' } }),
    ];
    for (const res of bad) {
      expect(res.status, res.body).toBeGreaterThanOrEqual(400);
      expect(res.status, res.body).toBeLessThan(500);
    }
  });

  it('takes one current code once of 50 parallel uses: one set of new codes', async () => {
    await setUpApp('owner');
    const code = authenticatorCode(secrets.owner, test.clock.now());
    const answers = await Promise.all(Array.from({ length: 50 }, () => regenerate('owner', { code })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.every((res) => [200, 403, 429].includes(res.status))).toBe(true);
  });
});
