import { PASSKEY_ALREADY_REGISTERED, PASSKEY_INVALID, SECOND_STEP_EXPIRED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PasskeyOptions } from '../ports/passkey-verifier';
import type { Principal } from '../shared/principal';
import { minutesAfterT0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { challengeOfOptions } from '../testing/fake-passkey-verifier';
import {
  createInMemoryCore,
  type InMemoryCore,
  PASSING_CAPTCHA,
  seedPrincipal,
} from '../testing/in-memory-core';
import { CompleteSecondStep } from './complete-second-step';
import { Login, type LoginSecondStep } from './login';
import {
  FinishPasskeyRegistration,
  relyingParty,
  StartPasskeyRegistration,
  StartPasskeySecondStep,
} from './passkeys';
import { GetSecuritySettings } from './security-settings';

const OWNER = 'owner@camppass.test';
const ORIGIN = 'https://portal.camppass.test';

/** What the fake authenticator answers to options: its key `key` signs the options' challenge. */
const answer = (
  options: PasskeyOptions,
  credentialId = 'cred-1',
  key = 'key-1',
  signCount = 0,
  origin = ORIGIN,
) => ({
  challenge: challengeOfOptions(options),
  origin,
  credentialId,
  publicKey: key,
  signCount,
});

describe('passkeys: registration and the second step', () => {
  let core: InMemoryCore;
  let owner: Principal;

  const register = async (actor = owner, credentialId = 'cred-1', key = 'key-1', name = 'Laptop') => {
    const { options } = unwrap(await new StartPasskeyRegistration(core).execute({ actor }));
    return new FinishPasskeyRegistration(core).execute({
      actor,
      name,
      response: answer(options, credentialId, key),
    });
  };
  const challengeToken = async () =>
    (
      unwrap(
        await new Login(core).execute({
          email: OWNER,
          password: 'CampPass-demo-1',
          loginType: 'owner',
          recaptchaToken: PASSING_CAPTCHA,
          remoteIp: '203.0.113.5',
        }),
      ) as LoginSecondStep
    ).secondStep.challengeToken;
  const stepWith = (token: string, passkey: unknown) =>
    new CompleteSecondStep(core).execute({
      challengeToken: token,
      code: '',
      passkey,
      rememberDevice: false,
      deviceLabel: 'Chrome',
      remoteIp: '203.0.113.5',
    });

  beforeEach(async () => {
    core = createInMemoryCore();
    owner = await seedPrincipal(core, { email: OWNER, roles: [{ role: 'owner', campgroundId: null }] });
  });

  it('takes the relying party id and origin from APP_BASE_URL', () => {
    expect(
      relyingParty({ appBaseUrl: 'https://camp.example.org:8443/portal/', productName: 'CampPass' }),
    ).toEqual({
      id: 'camp.example.org',
      name: 'CampPass',
      origin: 'https://camp.example.org:8443',
    });
  });

  it('registers a named passkey, lists it as a factor, gives recovery codes once, mails and audits it', async () => {
    const first = unwrap(await register());
    expect(first.factor).toMatchObject({ kind: 'passkey', label: 'Laptop' });
    expect(first.recoveryCodes).toHaveLength(10);
    const second = unwrap(await register(owner, 'cred-2', 'key-2', 'Phone'));
    expect(second.recoveryCodes).toBeNull();
    const settings = unwrap(await new GetSecuritySettings(core).execute({ actor: owner }));
    expect(settings.factors.map((f) => f.label)).toEqual(['Laptop', 'Phone']);
    expect(core.mailer.sent.filter((mail) => mail.to === OWNER)).toHaveLength(2);
    expect(core.unitOfWork.store.tables.auditLog.map((entry) => entry.action)).toEqual([
      'second-factor-added',
      'second-factor-added',
    ]);
  });

  it('refuses an answer to no challenge, a used one, an expired one, another origin, and a credential twice', async () => {
    const { options } = unwrap(await new StartPasskeyRegistration(core).execute({ actor: owner }));
    const finish = (response: unknown) =>
      new FinishPasskeyRegistration(core).execute({ actor: owner, name: 'Laptop', response });
    expect(await finish({ ...answer(options), challenge: 'made-up' })).toMatchObject({
      message: PASSKEY_INVALID,
    });
    expect(await finish(answer(options, 'cred-1', 'key-1', 0, 'https://evil.test'))).toMatchObject({
      code: 'INVALID_SECOND_FACTOR',
    });
    // The refused answer used the challenge: the right answer to it comes too late.
    expect(await finish(answer(options))).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    unwrap(await register());
    const other = await seedPrincipal(core, { email: 'other@camppass.test' });
    expect(await register(other, 'cred-1')).toMatchObject({
      code: 'CONFLICT',
      message: PASSKEY_ALREADY_REGISTERED,
    });
    const late = unwrap(await new StartPasskeyRegistration(core).execute({ actor: owner }));
    core.clock.set(minutesAfterT0(6));
    expect(await finish(answer(late.options, 'cred-9', 'key-9'))).toMatchObject({
      code: 'INVALID_SECOND_FACTOR',
    });
  });

  it("refuses another account's registration challenge", async () => {
    const other = await seedPrincipal(core, { email: 'other@camppass.test' });
    const { options } = unwrap(await new StartPasskeyRegistration(core).execute({ actor: other }));
    const result = await new FinishPasskeyRegistration(core).execute({
      actor: owner,
      name: 'Laptop',
      response: answer(options),
    });
    expect(result).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
  });

  it('signs in with the passkey as the second step, once per challenge, and not with a wrong key', async () => {
    unwrap(await register());
    const token = await challengeToken();
    const { options } = unwrap(await new StartPasskeySecondStep(core).execute({ challengeToken: token }));
    expect(options.allowCredentials).toEqual([{ id: 'cred-1', type: 'public-key' }]);
    expect(await stepWith(token, answer(options, 'cred-1', 'wrong-key'))).toMatchObject({
      code: 'INVALID_SECOND_FACTOR',
    });
    const again = unwrap(await new StartPasskeySecondStep(core).execute({ challengeToken: token }));
    const signed = answer(again.options);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => stepWith(token, signed)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    // The sign-in is used: the same answer again is refused (as expired, or by the failure limit).
    expect((await stepWith(token, signed)).ok).toBe(false);
  });

  it("refuses another account's passkey at the second step", async () => {
    unwrap(await register());
    const other = await seedPrincipal(core, { email: 'other@camppass.test' });
    unwrap(await register(other, 'cred-other', 'key-other'));
    const token = await challengeToken();
    const { options } = unwrap(await new StartPasskeySecondStep(core).execute({ challengeToken: token }));
    expect(await stepWith(token, answer(options, 'cred-other', 'key-other'))).toMatchObject({
      code: 'INVALID_SECOND_FACTOR',
    });
  });

  it('gives no passkey options for an unknown or expired sign-in', async () => {
    expect(await new StartPasskeySecondStep(core).execute({ challengeToken: 'nope' })).toMatchObject({
      message: SECOND_STEP_EXPIRED,
    });
    unwrap(await register());
    const token = await challengeToken();
    core.clock.set(minutesAfterT0(10));
    expect(await new StartPasskeySecondStep(core).execute({ challengeToken: token })).toMatchObject({
      code: 'SECOND_STEP_EXPIRED',
    });
  });
});
