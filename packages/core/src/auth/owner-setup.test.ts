import { PASSWORD_TOO_COMMON, passwordGuessableMessage } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { InviteOwner } from '../admin/invite-owner';
import { aCampground, T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, signIn } from '../testing/in-memory-core';
import { CompleteOwnerSetup, type CompleteOwnerSetupInput } from './complete-owner-setup';
import { ValidateInvitation } from './validate-invitation';

describe('owner invitation: validate and complete', () => {
  let core: InMemoryCore;
  let validate: ValidateInvitation;
  let complete: CompleteOwnerSetup;
  let campgroundId: string;
  let token: string;

  const inviteTo = async (email: string, toCampground = campgroundId): Promise<string> => {
    const admin = await core.repos.users.findByEmail('admin@camppass.test');
    const actor = {
      userId: admin?.id ?? '',
      sessionId: 's',
      roles: await core.repos.roles.listForUser(admin?.id ?? ''),
    };
    const invite = new InviteOwner(core);
    unwrap(
      await invite.execute({
        actor,
        email,
        firstName: 'Olive',
        lastName: 'Owner',
        campgroundId: toCampground,
      }),
    );
    const link = /https:\S+/.exec(core.mailer.sent.at(-1)?.text ?? '')?.[0] ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  };
  const finish = (overrides: Partial<CompleteOwnerSetupInput> = {}) =>
    complete.execute({ token, email: 'olive@camppass.test', password: 'Owner-secret-1', ...overrides });
  const signInOwner = (email: string, password: string) => signIn(core, email, password, 'owner');

  beforeEach(async () => {
    core = createInMemoryCore();
    validate = new ValidateInvitation(core);
    complete = new CompleteOwnerSetup(core);
    await seedAccount(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    campgroundId = unwrap(await core.repos.campgrounds.create(aCampground())).id;
    token = await inviteTo('olive@camppass.test');
  });

  describe('validate', () => {
    it('answers the invitation data of 03 §3', async () => {
      expect(await validate.execute({ token, email: 'Olive@CampPass.test' })).toEqual({
        ok: true,
        value: {
          profile: { firstName: 'Olive', lastName: 'Owner', email: 'olive@camppass.test' },
          role: 'owner',
        },
      });
    });

    it('needs both parameters', async () => {
      const incomplete = {
        ok: false,
        code: 'INVALID_INVITATION',
        message: 'Invalid invitation link. Required parameters are missing.',
      };
      expect(await validate.execute({ token, email: '' })).toEqual(incomplete);
      expect(await validate.execute({ email: 'olive@camppass.test' })).toEqual(incomplete);
    });

    it('refuses an unknown token and a token presented with another e-mail', async () => {
      expect(
        await validate.execute({ token: 'made-up-token-made-up', email: 'olive@camppass.test' }),
      ).toMatchObject({
        code: 'INVITATION_NOT_FOUND',
      });
      expect(await validate.execute({ token, email: 'someone@camppass.test' })).toMatchObject({
        code: 'INVITATION_NOT_FOUND',
      });
    });

    it('refuses after 7 days', async () => {
      core.clock.advance({ days: 7 });

      expect(await validate.execute({ token, email: 'olive@camppass.test' })).toEqual({
        ok: false,
        code: 'INVITATION_EXPIRED',
        message: 'This invitation has expired. Please ask for a new invitation.',
      });
    });
  });

  describe('complete', () => {
    it('creates an active owner of the campground who can sign in at the owner login', async () => {
      const result = await finish({ firstName: ' Olivia ' });

      const user = await core.repos.users.findByEmail('olive@camppass.test');
      expect(result).toEqual({ ok: true, value: { userId: user?.id, email: 'olive@camppass.test' } });
      expect(await core.repos.users.findProfile(user?.id ?? '')).toMatchObject({
        firstName: 'Olivia',
        lastName: 'Owner',
        status: 'active',
      });
      expect(await core.repos.roles.listForUser(user?.id ?? '')).toEqual([
        { userId: user?.id, role: 'owner', campgroundId, createdAt: T0 },
      ]);
      expect((await core.repos.campgrounds.findById(campgroundId))?.ownerId).toBe(user?.id);
      expect(unwrap(await signInOwner('olive@camppass.test', 'Owner-secret-1')).user).toMatchObject({
        role: 'owner',
        campgroundId,
      });
      expect(JSON.stringify(result)).not.toContain('fake-hash');
    });

    it('works once', async () => {
      unwrap(await finish());

      expect(await finish({ password: 'Other-secret-2' })).toEqual({
        ok: false,
        code: 'INVITATION_USED',
        message: 'This invitation has already been used.',
      });
      expect(await validate.execute({ token, email: 'olive@camppass.test' })).toMatchObject({
        code: 'INVITATION_USED',
      });
      expect((await signInOwner('olive@camppass.test', 'Other-secret-2')).ok).toBe(false);
    });

    it('lets only one of two simultaneous completions through', async () => {
      const outcomes = await Promise.all([finish(), finish({ password: 'Other-secret-2' })]);

      expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.code)).sort()).toEqual([
        'INVITATION_USED',
        'ok',
      ]);
      expect((await signInOwner('olive@camppass.test', 'Owner-secret-1')).ok).toBe(true);
    });

    it('refuses an expired or unknown invitation', async () => {
      expect(await finish({ token: 'made-up-token-made-up' })).toMatchObject({
        code: 'INVITATION_NOT_FOUND',
      });
      core.clock.advance({ days: 8 });
      expect(await finish()).toMatchObject({ code: 'INVITATION_EXPIRED' });
      expect(await core.repos.users.findByEmail('olive@camppass.test')).toBeNull();
    });

    it('applies the password policy and keeps the invitation usable', async () => {
      expect(await finish({ password: 'short' })).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Password must be at least 8 characters long',
      });
      expect(await finish({ password: 'Owner-secret-1', confirmPassword: 'Owner-secret-2' })).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Passwords do not match',
      });
      expect(await finish({ password: 'Password1' })).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: PASSWORD_TOO_COMMON,
      });
      expect((await finish()).ok).toBe(true);
    });

    it("refuses a guessable password, or one holding the invitee's e-mail address, saying why", async () => {
      expect(await finish({ password: 'Passw0rd!' })).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: passwordGuessableMessage('similarToCommon'),
        fieldErrors: { password: passwordGuessableMessage('similarToCommon') },
      });
      expect(await finish({ password: 'Olive@camppass.test1' })).toMatchObject({
        message: passwordGuessableMessage('userInputs'),
      });
      expect(await core.repos.users.findByEmail('olive@camppass.test')).toBeNull();
      expect((await finish()).ok).toBe(true);
    });

    it('changes nothing when the campground got another owner in the meantime', async () => {
      const second = await inviteTo('second@camppass.test');
      unwrap(
        await complete.execute({ token: second, email: 'second@camppass.test', password: 'Second-secret-1' }),
      );

      expect(await finish()).toEqual({
        ok: false,
        code: 'CAMPGROUND_HAS_OWNER',
        message: 'This campground already has an owner.',
      });
      expect(await core.repos.users.findByEmail('olive@camppass.test')).toBeNull();
      expect(await validate.execute({ token, email: 'olive@camppass.test' })).toMatchObject({ ok: true });
    });

    it('refuses when the invited campground no longer exists', async () => {
      core.unitOfWork.store.tables.campgrounds.delete(campgroundId);

      expect(await finish()).toMatchObject({ code: 'CAMPGROUND_NOT_FOUND', message: 'Campground not found' });
    });

    it('makes an existing member the owner, replacing the password and ending their sessions', async () => {
      const member = await seedAccount(core, {
        email: 'olive@camppass.test',
        status: 'inactive',
        firstName: 'Liv',
        roles: [{ role: 'member', campgroundId }],
      });
      const otherCampground = unwrap(await core.repos.campgrounds.create(aCampground())).id;
      token = await inviteTo('olive@camppass.test', otherCampground);
      await core.repos.sessions.create({
        userId: member.id,
        familyId: 'f',
        accessTokenHash: 'a',
        refreshTokenHash: 'r',
        accessExpiresAt: T0,
        refreshExpiresAt: T0,
        createdAt: T0,
      });

      expect(await finish()).toEqual({
        ok: true,
        value: { userId: member.id, email: 'olive@camppass.test' },
      });

      expect(await core.repos.users.findProfile(member.id)).toMatchObject({
        firstName: 'Olive',
        status: 'active',
      });
      expect((await core.repos.roles.listForUser(member.id)).map((grant) => grant.role)).toEqual([
        'member',
        'owner',
      ]);
      expect((await core.repos.sessions.findByAccessTokenHash('a'))?.revokedAt).toEqual(T0);
      expect((await signInOwner('olive@camppass.test', 'Owner-secret-1')).ok).toBe(true);
    });

    it('gives an account without a profile one', async () => {
      const bare = await seedAccount(core, { email: 'olive@camppass.test', status: null, roles: [] });

      unwrap(await finish());

      expect(await core.repos.users.findProfile(bare.id)).toMatchObject({
        firstName: 'Olive',
        status: 'active',
      });
    });
  });
});
