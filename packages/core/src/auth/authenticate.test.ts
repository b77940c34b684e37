import type { LoginType } from '@camppass/domain';
import { SECOND_FACTOR_SETUP_NEEDED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoleGrant } from '../ports/repositories/role-repository';
import { T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, signIn } from '../testing/in-memory-core';
import { Authenticate } from './authenticate';
import { authenticatorCode } from './second-factor-crypto';
import { ConfirmAuthenticatorSetup, StartAuthenticatorSetup } from './security-settings';

const setUpRequired = {
  ok: false,
  code: 'SECOND_FACTOR_SETUP_REQUIRED',
  message: SECOND_FACTOR_SETUP_NEEDED,
};

describe('authenticate: the second factor an account must hold', () => {
  let core: InMemoryCore;
  let authenticate: Authenticate;

  beforeEach(() => {
    core = createInMemoryCore();
    authenticate = new Authenticate(core);
  });

  /** Seeds the account with the roles and signs it in; answers its user id and access token. */
  const signedIn = async (
    email: string,
    roles: { role: RoleGrant['role']; campgroundId?: string }[],
    loginType: LoginType,
  ) => {
    const user = await seedAccount(core, { email, roles });
    const { accessToken } = unwrap(await signIn(core, email, undefined, loginType)).tokens;
    return { userId: user.id, accessToken };
  };

  it('refuses a super admin without a second factor every function but the set-up ones', async () => {
    const { accessToken } = await signedIn('admin@camppass.test', [{ role: 'super_admin' }], 'superAdmin');
    expect(await authenticate.execute({ accessToken })).toEqual(setUpRequired);
    expect(unwrap(await authenticate.execute({ accessToken, beforeSecondFactor: true }))).toMatchObject({
      roles: [{ role: 'super_admin' }],
    });
  });

  it('refuses a super admin who is also a member, whatever the other role', async () => {
    const { accessToken } = await signedIn(
      'admin@camppass.test',
      [{ role: 'member' }, { role: 'super_admin' }],
      'superAdmin',
    );
    expect(await authenticate.execute({ accessToken })).toEqual(setUpRequired);
  });

  it('lets the super admin through once an authenticator app is confirmed', async () => {
    const { userId, accessToken } = await signedIn(
      'admin@camppass.test',
      [{ role: 'super_admin' }],
      'superAdmin',
    );
    const actor = { userId, sessionId: 's', roles: await core.repos.roles.listForUser(userId) };
    const { secret } = unwrap(await new StartAuthenticatorSetup(core).execute({ actor }));
    // An app being set up is not a second factor yet.
    expect(await authenticate.execute({ accessToken })).toEqual(setUpRequired);
    const code = authenticatorCode(secret, core.clock.now());
    unwrap(await new ConfirmAuthenticatorSetup(core).execute({ actor, code }));
    expect(unwrap(await authenticate.execute({ accessToken }))).toMatchObject({ userId });
  });

  it('refuses staff without a factor only where their campground requires one', async () => {
    const { accessToken } = await signedIn(
      'staff@camppass.test',
      [{ role: 'staff', campgroundId: 'cg-1' }],
      'owner',
    );
    expect(unwrap(await authenticate.execute({ accessToken }))).toMatchObject({
      roles: [{ role: 'staff', campgroundId: 'cg-1' }],
    });
    await core.repos.secondFactors.setStaffRequired('cg-1', true, T0);
    expect(await authenticate.execute({ accessToken })).toEqual(setUpRequired);
    expect(await authenticate.execute({ accessToken, beforeSecondFactor: true })).toMatchObject({ ok: true });
  });

  it('never asks a member or owner for a second factor', async () => {
    const member = await signedIn('member@camppass.test', [{ role: 'member' }], 'member');
    const owner = await signedIn('owner@camppass.test', [{ role: 'owner', campgroundId: 'cg-1' }], 'owner');
    await core.repos.secondFactors.setStaffRequired('cg-1', true, T0);
    expect(unwrap(await authenticate.execute({ accessToken: member.accessToken }))).toMatchObject({
      userId: member.userId,
    });
    expect(unwrap(await authenticate.execute({ accessToken: owner.accessToken }))).toMatchObject({
      userId: owner.userId,
    });
  });
});
