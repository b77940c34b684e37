import { PASSKEY_SIGN_IN_FAILED, REAUTHENTICATION_FAILED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PasskeyOptions } from '../ports/passkey-verifier';
import type { Principal } from '../shared/principal';
import { minutesAfterT0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { challengeOfOptions } from '../testing/fake-passkey-verifier';
import { createInMemoryCore, type InMemoryCore, seedPrincipal } from '../testing/in-memory-core';
import { SignInWithPasskey, StartPasskeySignIn } from './passkey-sign-in';
import { FinishPasskeyRegistration, StartPasskeyPresence, StartPasskeyRegistration } from './passkeys';
import { RegenerateRecoveryCodes, RemoveSecondFactor } from './security-settings';

const IP = '203.0.113.9';

/** The fake authenticator's answer to options with passkey `n` (credential `cred-n`, key `key-n`). */
const answer = (options: PasskeyOptions, n: number, extra: Record<string, unknown> = {}) => ({
  challenge: challengeOfOptions(options),
  origin: 'https://portal.camppass.test',
  credentialId: `cred-${n}`,
  publicKey: `key-${n}`,
  signCount: 0,
  ...extra,
});

describe('passkeys: signing in without a password, and proving presence', () => {
  let core: InMemoryCore;
  let owner: Principal;
  let member: Principal;

  const register = async (actor: Principal, n: number) => {
    const { options } = unwrap(await new StartPasskeyRegistration(core).execute({ actor }));
    return unwrap(
      await new FinishPasskeyRegistration(core).execute({
        actor,
        name: `Key ${n}`,
        response: answer(options, n),
      }),
    ).factor;
  };
  const options = async () => unwrap(await new StartPasskeySignIn(core).execute()).options;
  const signIn = (response: unknown, loginType: 'member' | 'owner' | 'superAdmin' = 'owner') =>
    new SignInWithPasskey(core).execute({ response, loginType, remoteIp: IP });

  beforeEach(async () => {
    core = createInMemoryCore();
    owner = await seedPrincipal(core, { email: 'owner@camppass.test', roles: [{ role: 'owner' }] });
    member = await seedPrincipal(core, { email: 'member@camppass.test' });
    await register(owner, 1);
    await register(member, 2);
  });

  it('asks for any passkey of the site with the person verified, and signs in fully with an audit entry', async () => {
    const asked = await options();
    expect(asked).toMatchObject({ allowCredentials: [], userVerification: 'required' });
    const result = unwrap(await signIn(answer(asked, 1, { userHandle: owner.userId })));
    expect(result.user.email).toBe('owner@camppass.test');
    expect(result.secondFactorSetupRequired).toBe(false);
    expect(result.tokens.accessToken).not.toBe('');
    const entries = core.unitOfWork.store.tables.auditLog.filter(
      (entry) => entry.action === 'passkey-sign-in',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: owner.userId, after: { passkey: 'Key 1' } });
  });

  it('refuses a replayed, expired, made-up or unverified answer, and a user handle of another account', async () => {
    const asked = await options();
    unwrap(await signIn(answer(asked, 1)));
    expect(await signIn(answer(asked, 1))).toMatchObject({
      ok: false,
      code: 'INVALID_CREDENTIALS',
      message: PASSKEY_SIGN_IN_FAILED,
    });
    expect(await signIn(answer(await options(), 1, { challenge: 'made-up' }))).toMatchObject({ ok: false });
    expect(await signIn(answer(await options(), 1, { userVerified: false }))).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(await signIn(answer(await options(), 1, { userHandle: member.userId }))).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(await signIn(answer(await options(), 1, { publicKey: 'forged' }))).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    const late = await options();
    core.clock.set(minutesAfterT0(10));
    expect(await signIn(answer(late, 1))).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(core.unitOfWork.store.tables.sessions.size).toBe(1);
  });

  it('signs in once of 20 parallel uses of one answer', async () => {
    const signed = answer(await options(), 1);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => signIn(signed)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(core.unitOfWork.store.tables.sessions.size).toBe(1);
  });

  it('refuses a suspended account and a passkey on another role’s sign-in screen, without counting failures', async () => {
    await core.repos.users.saveProfile(
      owner.userId,
      { firstName: 'Jamie', lastName: 'Rivers', status: 'inactive' },
      minutesAfterT0(2),
    );
    expect(await signIn(answer(await options(), 1))).toMatchObject({ ok: false, code: 'ACCOUNT_INACTIVE' });
    expect(await signIn(answer(await options(), 2), 'owner')).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await signIn(answer(await options(), 2), 'superAdmin')).toMatchObject({ code: 'FORBIDDEN' });
    expect(core.unitOfWork.store.tables.sessions.size).toBe(0);
    unwrap(await signIn(answer(await options(), 2), 'member'));
  });

  it('counts failed answers under the per-address limit, and only failures', async () => {
    for (let i = 0; i < 30; i++) await signIn({ not: 'an answer' });
    const refused = await signIn(answer(await options(), 1));
    expect(refused).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    const elsewhere = await new SignInWithPasskey(core).execute({
      response: answer(await options(), 1),
      loginType: 'owner',
      remoteIp: '198.51.100.1',
    });
    expect(elsewhere.ok).toBe(true);
  });

  it('proves presence with the account’s own passkey, never another account’s, once per challenge', async () => {
    const regenerate = (passkey: unknown) =>
      new RegenerateRecoveryCodes(core).execute({ actor: owner, presence: { passkey, remoteIp: IP } });
    const own = unwrap(await new StartPasskeyPresence(core).execute({ actor: owner })).options;
    expect(own).toMatchObject({ allowCredentials: [{ id: 'cred-1' }], userVerification: 'required' });
    const theirs = unwrap(await new StartPasskeyPresence(core).execute({ actor: member })).options;
    expect(await regenerate(answer(theirs, 2))).toMatchObject({
      code: 'REAUTHENTICATION_FAILED',
      message: REAUTHENTICATION_FAILED,
    });
    // Another account's passkey answering this account's challenge is refused too.
    expect(await regenerate(answer(own, 2))).toMatchObject({ code: 'REAUTHENTICATION_FAILED' });
    const fresh = unwrap(await new StartPasskeyPresence(core).execute({ actor: owner })).options;
    expect(await regenerate(answer(fresh, 1, { userVerified: false }))).toMatchObject({
      code: 'REAUTHENTICATION_FAILED',
    });
    const good = answer(unwrap(await new StartPasskeyPresence(core).execute({ actor: owner })).options, 1);
    expect(unwrap(await regenerate(good)).recoveryCodes).toHaveLength(10);
    expect(await regenerate(good)).toMatchObject({ code: 'REAUTHENTICATION_FAILED' });
    const second = await register(owner, 3);
    const remove = unwrap(await new StartPasskeyPresence(core).execute({ actor: owner })).options;
    unwrap(
      await new RemoveSecondFactor(core).execute({
        actor: owner,
        factorId: second.id,
        presence: { passkey: answer(remove, 1), remoteIp: IP },
      }),
    );
  });

  it('gives no presence options to an account without a passkey', async () => {
    const plain = await seedPrincipal(core, { email: 'plain@camppass.test', roles: [{ role: 'owner' }] });
    expect(await new StartPasskeyPresence(core).execute({ actor: plain })).toMatchObject({
      code: 'INVALID_SECOND_FACTOR',
    });
  });
});
