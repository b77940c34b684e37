import {
  REAUTHENTICATION_FAILED,
  SECOND_FACTOR_CODE_INVALID,
  SECOND_FACTOR_LAST_REQUIRED,
  SECOND_STEP_EXPIRED,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../ports/repositories/user-repository';
import type { Principal } from '../shared/principal';
import { unwrap } from '../testing/contract-harness';
import {
  createInMemoryCore,
  type InMemoryCore,
  PASSING_CAPTCHA,
  seedAccount,
} from '../testing/in-memory-core';
import { CompleteSecondStep } from './complete-second-step';
import { Login, type LoginSecondStep } from './login';
import { authenticatorCode } from './second-factor-crypto';
import {
  ConfirmAuthenticatorSetup,
  ForgetRememberedDevice,
  GetSecuritySettings,
  RegenerateRecoveryCodes,
  RemoveSecondFactor,
  SetStaffSecondFactor,
  StartAuthenticatorSetup,
} from './security-settings';

const ADMIN = 'admin@camppass.test';

/** The password asked again before removing a factor or making new recovery codes. */
const PRESENT = { password: 'CampPass-demo-1' };

describe('second factor: authenticator app, recovery codes, second step, remembered devices', () => {
  let core: InMemoryCore;
  let admin: UserRecord;
  let actor: Principal;

  const login = (email = ADMIN, rememberedDevice?: string, remoteIp = '203.0.113.5') =>
    new Login(core).execute({
      email,
      password: 'CampPass-demo-1',
      loginType: email === ADMIN ? 'superAdmin' : 'owner',
      recaptchaToken: PASSING_CAPTCHA,
      remoteIp,
      ...(rememberedDevice ? { rememberedDevice } : {}),
    });
  const challenge = async (email = ADMIN) =>
    (unwrap(await login(email)) as LoginSecondStep).secondStep.challengeToken;
  const step = (challengeToken: string, code: string, rememberDevice = false, remoteIp = '203.0.113.5') =>
    new CompleteSecondStep(core).execute({
      challengeToken,
      code,
      rememberDevice,
      deviceLabel: 'Firefox',
      remoteIp,
    });

  /** Sets the app up for the actor and answers its secret and recovery codes. */
  const setUp = async (who: Principal = actor) => {
    const { secret } = unwrap(await new StartAuthenticatorSetup(core).execute({ actor: who }));
    const code = authenticatorCode(secret, core.clock.now());
    const { recoveryCodes } = unwrap(await new ConfirmAuthenticatorSetup(core).execute({ actor: who, code }));
    core.clock.advance({ seconds: 30 });
    return { secret, recoveryCodes: recoveryCodes ?? [] };
  };

  beforeEach(async () => {
    core = createInMemoryCore();
    admin = await seedAccount(core, { email: ADMIN, roles: [{ role: 'super_admin' }] });
    actor = { userId: admin.id, sessionId: 's', roles: await core.repos.roles.listForUser(admin.id) };
  });

  it('tells a super admin without a factor to set one up, and signs them in meanwhile', async () => {
    expect(unwrap(await login())).toMatchObject({ secondFactorSetupRequired: true });
    expect(unwrap(await new GetSecuritySettings(core).execute({ actor }))).toMatchObject({
      required: true,
      factors: [],
    });
  });

  it('keeps the secret sealed at rest and confirms the app with its first code, with ten recovery codes once', async () => {
    const { secret, recoveryCodes } = await setUp();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = JSON.stringify([
      ...core.unitOfWork.store.tables.secondFactors.values(),
      core.unitOfWork.store.tables.recoveryCodes,
    ]);
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    const settings = unwrap(await new GetSecuritySettings(core).execute({ actor }));
    expect(settings).toMatchObject({
      recoveryCodesLeft: 10,
      factors: [{ kind: 'totp', label: 'Authenticator app' }],
    });
    expect(core.mailer.sentTo(ADMIN).at(-1)?.subject).toMatch(/second factor was added/);
    expect(core.unitOfWork.store.tables.auditLog.at(-1)).toMatchObject({
      action: 'second-factor-added',
      actorId: admin.id,
    });
  });

  it('refuses a wrong first code and a second set-up of a confirmed app', async () => {
    unwrap(await new StartAuthenticatorSetup(core).execute({ actor }));
    expect(await new ConfirmAuthenticatorSetup(core).execute({ actor, code: '000000' })).toMatchObject({
      ok: false,
      code: 'INVALID_SECOND_FACTOR',
    });
    await setUp();
    expect(await new StartAuthenticatorSetup(core).execute({ actor })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
    });
  });

  it('refuses authenticator apps to members', async () => {
    const member = await seedAccount(core, { email: 'm@camppass.test' });
    const who = { userId: member.id, sessionId: 's', roles: await core.repos.roles.listForUser(member.id) };
    expect(await new StartAuthenticatorSetup(core).execute({ actor: who })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });

  it('asks for the second step after the password, and signs in with the code once (no replay)', async () => {
    const { secret } = await setUp();
    const token = await challenge();
    const code = authenticatorCode(secret, core.clock.now());
    const passed = unwrap(await step(token, code));
    expect(passed.user.email).toBe(ADMIN);
    expect(passed.tokens.accessToken).toBeTruthy();
    expect(await step(token, code)).toMatchObject({ ok: false, code: 'SECOND_STEP_EXPIRED' });
    expect(await step(await challenge(), code)).toMatchObject({
      ok: false,
      message: SECOND_FACTOR_CODE_INVALID,
    });
  });

  it('takes a code one step early or late, not two', async () => {
    const { secret } = await setUp();
    core.clock.advance({ seconds: 60 });
    const late = authenticatorCode(secret, new Date(core.clock.now().getTime() - 30_000));
    expect((await step(await challenge(), late)).ok).toBe(true);
    core.clock.advance({ seconds: 90 });
    const old = authenticatorCode(secret, new Date(core.clock.now().getTime() - 60_000));
    expect(await step(await challenge(), old)).toMatchObject({ ok: false, code: 'INVALID_SECOND_FACTOR' });
  });

  it('refuses the partial sign-in after five minutes and once used', async () => {
    const { secret } = await setUp();
    const token = await challenge();
    core.clock.advance({ minutes: 5, seconds: 1 });
    const code = authenticatorCode(secret, core.clock.now());
    expect(await step(token, code)).toMatchObject({
      ok: false,
      code: 'SECOND_STEP_EXPIRED',
      message: SECOND_STEP_EXPIRED,
    });
    expect(await step('not-a-token', code)).toMatchObject({ ok: false, code: 'SECOND_STEP_EXPIRED' });
  });

  it('lets one of 20 parallel attempts with one valid code sign in', async () => {
    const { secret } = await setUp();
    const token = await challenge();
    const code = authenticatorCode(secret, core.clock.now());
    const results = await Promise.all(Array.from({ length: 20 }, () => step(token, code)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(core.unitOfWork.store.tables.sessions.size).toBe(1);
  });

  it('counts second-step failures under the password limits and refuses past them', async () => {
    await setUp();
    const token = await challenge();
    for (let i = 0; i < 10; i++) expect((await step(token, '111111')).ok).toBe(false);
    expect(await step(token, '111111')).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(await login()).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
  });

  it('takes a recovery code once, mails the account and writes the audit log', async () => {
    const { recoveryCodes } = await setUp();
    const [first = ''] = recoveryCodes;
    expect((await step(await challenge(), first.toUpperCase())).ok).toBe(true);
    expect(await step(await challenge(), first)).toMatchObject({ ok: false, code: 'INVALID_SECOND_FACTOR' });
    expect(core.mailer.sentTo(ADMIN).at(-1)?.text).toMatch(/9 unused recovery codes left/);
    expect(core.unitOfWork.store.tables.auditLog.at(-1)).toMatchObject({ action: 'recovery-code-used' });
  });

  it('makes new recovery codes on request; the old ones stop working', async () => {
    const { recoveryCodes } = await setUp();
    const fresh = unwrap(
      await new RegenerateRecoveryCodes(core).execute({ actor, presence: PRESENT }),
    ).recoveryCodes;
    expect(await step(await challenge(), recoveryCodes[0] ?? '')).toMatchObject({ ok: false });
    expect((await step(await challenge(), fresh[0] ?? '')).ok).toBe(true);
  });

  it('remembers a device for this account only, until it is forgotten', async () => {
    const { secret } = await setUp();
    const passed = unwrap(await step(await challenge(), authenticatorCode(secret, core.clock.now()), true));
    const cookie = passed.rememberedDevice?.value ?? '';
    expect(passed.rememberedDevice?.expiresAt).toEqual(
      new Date(core.clock.now().getTime() + 30 * 86_400_000),
    );
    expect(unwrap(await login(ADMIN, cookie))).toHaveProperty('tokens');
    expect(unwrap(await login(ADMIN, `${cookie}x`))).toHaveProperty('secondStep');
    const [device] = unwrap(await new GetSecuritySettings(core).execute({ actor })).devices;
    expect(device?.label).toBe('Firefox');
    expect(core.unitOfWork.store.tables.auditLog.some((entry) => entry.action === 'device-remembered')).toBe(
      true,
    );
    expect((await new ForgetRememberedDevice(core).execute({ actor, deviceId: device?.id ?? '' })).ok).toBe(
      true,
    );
    expect(unwrap(await login(ADMIN, cookie))).toHaveProperty('secondStep');
  });

  it("refuses removing a super admin's last factor, and lets an owner remove theirs", async () => {
    await setUp();
    const [factor] = unwrap(await new GetSecuritySettings(core).execute({ actor })).factors;
    expect(
      await new RemoveSecondFactor(core).execute({ actor, factorId: factor?.id ?? '', presence: PRESENT }),
    ).toMatchObject({
      ok: false,
      message: SECOND_FACTOR_LAST_REQUIRED,
    });
    const owner = await seedAccount(core, {
      email: 'o@camppass.test',
      roles: [{ role: 'owner', campgroundId: 'c1' }],
    });
    const who = { userId: owner.id, sessionId: 's', roles: await core.repos.roles.listForUser(owner.id) };
    await setUp(who);
    const [own] = unwrap(await new GetSecuritySettings(core).execute({ actor: who })).factors;
    expect(
      await new RemoveSecondFactor(core).execute({ actor, factorId: own?.id ?? '', presence: PRESENT }),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await new RemoveSecondFactor(core).execute({ actor: who, factorId: own?.id ?? '', presence: PRESENT }))
        .ok,
    ).toBe(true);
    expect(await core.repos.secondFactors.countUnusedRecoveryCodes(owner.id)).toBe(0);
  });

  it('asks for the password or a current code again before removing a factor or making new codes', async () => {
    const { secret } = await setUp();
    const owner = await seedAccount(core, {
      email: 'o@camppass.test',
      roles: [{ role: 'owner', campgroundId: 'c1' }],
    });
    const who = { userId: owner.id, sessionId: 's', roles: await core.repos.roles.listForUser(owner.id) };
    const mine = await setUp(who);
    const [factor] = unwrap(await new GetSecuritySettings(core).execute({ actor: who })).factors;
    const remove = (presence: { password?: string; code?: string }) =>
      new RemoveSecondFactor(core).execute({ actor: who, factorId: factor?.id ?? '', presence });
    const regenerate = (presence: { password?: string; code?: string }) =>
      new RegenerateRecoveryCodes(core).execute({ actor: who, presence });
    for (const presence of [{}, { password: 'not-the-password' }, { code: '000000' }]) {
      expect(await remove(presence)).toMatchObject({
        ok: false,
        code: 'REAUTHENTICATION_FAILED',
        message: REAUTHENTICATION_FAILED,
      });
      expect(await regenerate(presence)).toMatchObject({ ok: false, code: 'REAUTHENTICATION_FAILED' });
    }
    // Another account's code proves nothing; a code proves once (its step is used).
    expect(await regenerate({ code: authenticatorCode(secret, core.clock.now()) })).toMatchObject({
      ok: false,
    });
    const code = authenticatorCode(mine.secret, core.clock.now());
    expect((await regenerate({ code })).ok).toBe(true);
    expect(await remove({ code })).toMatchObject({ ok: false, code: 'REAUTHENTICATION_FAILED' });
    expect((await remove(PRESENT)).ok).toBe(true);
    // An app still being set up is no factor: starting over needs no proof.
    await new StartAuthenticatorSetup(core).execute({ actor: who });
    const [pending] = await core.repos.secondFactors.listFactors(owner.id);
    expect(
      (await new RemoveSecondFactor(core).execute({ actor: who, factorId: pending?.id ?? '', presence: {} }))
        .ok,
    ).toBe(true);
  });

  it('counts wrong proofs as failed sign-ins: the account and address are refused for a while', async () => {
    await setUp();
    const wrong = () =>
      new RegenerateRecoveryCodes(core).execute({
        actor,
        presence: { password: 'wrong', remoteIp: '203.0.113.9' },
      });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await wrong());
    expect(answers.at(-1)).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(
      await new RegenerateRecoveryCodes(core).execute({
        actor,
        presence: { ...PRESENT, remoteIp: '203.0.113.9' },
      }),
    ).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it("lets the owner require a second factor of the campground's staff, and no one else", async () => {
    const owner = await seedAccount(core, {
      email: 'o@camppass.test',
      roles: [{ role: 'owner', campgroundId: 'c1' }],
    });
    const staff = await seedAccount(core, {
      email: 's@camppass.test',
      roles: [{ role: 'staff', campgroundId: 'c1' }],
    });
    const ownerActor = {
      userId: owner.id,
      sessionId: 's',
      roles: await core.repos.roles.listForUser(owner.id),
    };
    const staffActor = {
      userId: staff.id,
      sessionId: 's',
      roles: await core.repos.roles.listForUser(staff.id),
    };
    expect(
      await new SetStaffSecondFactor(core).execute({ actor: staffActor, campgroundId: 'c1', required: true }),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await new SetStaffSecondFactor(core).execute({ actor: ownerActor, campgroundId: 'c2', required: true }),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(unwrap(await login('s@camppass.test'))).toMatchObject({ secondFactorSetupRequired: false });
    unwrap(
      await new SetStaffSecondFactor(core).execute({ actor: ownerActor, campgroundId: 'c1', required: true }),
    );
    expect(unwrap(await login('s@camppass.test'))).toMatchObject({ secondFactorSetupRequired: true });
  });
});
