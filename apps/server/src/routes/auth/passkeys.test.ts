import { SoftwareAuthenticator } from '@camppass/adapter-webauthn/testing';
import { PASSKEY_INVALID } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, type SeededAccount } from '../../testing/http';
import { type SecondFactorRole, seedSecondFactorPeople } from '../../testing/second-factor-suite';
import { type TestApp, testApp } from '../../testing/test-app';

type Role = SecondFactorRole;
const ROLES = ['member', 'otherMember', 'staff', 'owner', 'otherOwner', 'admin'] as const;
const LOGIN_TYPE = {
  member: 'member',
  otherMember: 'member',
  staff: 'owner',
  owner: 'owner',
  otherOwner: 'owner',
  admin: 'superAdmin',
} as const;
// The test app's APP_BASE_URL: the relying party and the one origin accepted.
const RP = { rpId: 'camppass.test', origin: 'http://camppass.test' };

/**
 * Passkeys over HTTP with real WebAuthn responses (a software authenticator, checked by
 * @simplewebauthn/server): registration from the Security page and the second step, every role.
 */
describe('passkeys over HTTP', () => {
  let test: TestApp;
  let accounts: Record<Role, SeededAccount>;
  let tokens: Record<Role, string>;

  const startRegistration = async (token: string) => {
    const res = await call(test, 'start-passkey-registration', { token, body: {} });
    expect(res.status, res.body).toBe(200);
    return (res.json.data as { options: { challenge: string } }).options;
  };
  const register = async (role: Role, authenticator = new SoftwareAuthenticator(), name = 'Laptop') => {
    const options = await startRegistration(tokens[role]);
    const response = authenticator.register({ ...RP, challenge: options.challenge });
    return call(test, 'finish-passkey-registration', { token: tokens[role], body: { name, response } });
  };
  const partialSignIn = async (role: Role) => {
    const res = await call(test, 'auth-login', {
      body: {
        email: accounts[role].email,
        password: accounts[role].password,
        loginType: LOGIN_TYPE[role],
        recaptchaToken: 'dev-ok',
      },
    });
    expect(res.status, res.body).toBe(200);
    return (res.json.secondStep as { challengeToken: string }).challengeToken;
  };
  const passkeyOptions = (challengeToken: string) =>
    call(test, 'start-passkey-second-step', { body: { challengeToken } });

  beforeEach(async () => {
    test = await testApp();
    ({ accounts, tokens } = await seedSecondFactorPeople(test));
  });

  it('refuses every passkey registration function without a token', async () => {
    expect((await call(test, 'start-passkey-registration', { body: {} })).status).toBe(401);
    expect((await call(test, 'finish-passkey-registration', { body: { response: {} } })).status).toBe(401);
  });

  it.each(ROLES)('lets the %s register passkeys for their own account and sign in with one', async (role) => {
    const authenticator = new SoftwareAuthenticator();
    const first = await register(role, authenticator);
    expect(first.status, first.body).toBe(200);
    expect((first.json.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    const second = await register(role, new SoftwareAuthenticator(2), 'Phone');
    expect((second.json.data as { recoveryCodes: null }).recoveryCodes).toBeNull();
    const settings = await call(test, 'get-security-settings', { method: 'GET', token: tokens[role] });
    const factors = (settings.json.data as { factors: { kind: string; label: string }[] }).factors;
    expect(factors.filter((f) => f.kind === 'passkey').map((f) => f.label)).toEqual(['Laptop', 'Phone']);

    const challengeToken = await partialSignIn(role);
    const options = await passkeyOptions(challengeToken);
    expect(options.status, options.body).toBe(200);
    const { challenge } = (options.json.data as { options: { challenge: string } }).options;
    const passkey = authenticator.assert({ ...RP, challenge });
    const signedIn = await call(test, 'auth-second-step', { body: { challengeToken, passkey } });
    expect(signedIn.status, signedIn.body).toBe(200);
    expect(signedIn.json).toMatchObject({ success: true, user: { email: accounts[role].email } });
  });

  it("refuses a passkey registered for another account's challenge, a reused challenge, another origin", async () => {
    const authenticator = new SoftwareAuthenticator();
    const ownersOptions = await startRegistration(tokens.owner);
    const response = authenticator.register({ ...RP, challenge: ownersOptions.challenge });
    const stolen = await call(test, 'finish-passkey-registration', {
      token: tokens.otherOwner,
      body: { response },
    });
    expect(stolen.status).toBe(401);
    expect(stolen.json).toMatchObject({ code: 'INVALID_SECOND_FACTOR', error: PASSKEY_INVALID });
    // The refused attempt used the challenge up.
    const late = await call(test, 'finish-passkey-registration', { token: tokens.owner, body: { response } });
    expect(late.status).toBe(401);
    const options = await startRegistration(tokens.owner);
    const elsewhere = authenticator.register({
      rpId: RP.rpId,
      origin: 'https://evil.test',
      challenge: options.challenge,
    });
    expect(
      (
        await call(test, 'finish-passkey-registration', {
          token: tokens.owner,
          body: { response: elsewhere },
        })
      ).status,
    ).toBe(401);
  });

  it("refuses another account's passkey at the second step, and 20 parallel uses of one answer sign in once", async () => {
    const mine = new SoftwareAuthenticator();
    const theirs = new SoftwareAuthenticator(3);
    expect((await register('owner', mine)).status).toBe(200);
    expect((await register('otherOwner', theirs)).status).toBe(200);
    const challengeToken = await partialSignIn('owner');
    const first = await passkeyOptions(challengeToken);
    const { challenge } = (first.json.data as { options: { challenge: string } }).options;
    const foreign = await call(test, 'auth-second-step', {
      body: { challengeToken, passkey: theirs.assert({ ...RP, challenge }) },
    });
    expect(foreign.status).toBe(401);
    const again = await passkeyOptions(challengeToken);
    const answer = mine.assert({
      ...RP,
      challenge: (again.json.data as { options: { challenge: string } }).options.challenge,
    });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(test, 'auth-second-step', { body: { challengeToken, passkey: answer } }),
      ),
    );
    expect(outcomes.filter((res) => res.status === 200)).toHaveLength(1);
    expect(outcomes.every((res) => [200, 401, 429].includes(res.status))).toBe(true);
  });

  it('gives no passkey options for an unknown sign-in', async () => {
    const res = await passkeyOptions('not-a-token');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'SECOND_STEP_EXPIRED' });
  });
});
