import { beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../ports/mailer';
import type { Principal } from '../shared/principal';
import { aCampground, T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount } from '../testing/in-memory-core';
import { InviteOwner, type InviteOwnerInput } from './invite-owner';

describe('InviteOwner', () => {
  let core: InMemoryCore;
  let invite: InviteOwner;
  let admin: Principal;
  let campgroundId: string;
  const send = (overrides: Partial<InviteOwnerInput> = {}) =>
    invite.execute({
      actor: admin,
      email: ' New.Owner@Camppass.TEST ',
      name: 'Olive Owner',
      campgroundId,
      ...overrides,
    });

  beforeEach(async () => {
    core = createInMemoryCore({ appBaseUrl: 'https://portal.camppass.test/' });
    invite = new InviteOwner(core);
    const user = await seedAccount(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    admin = { userId: user.id, sessionId: 's', roles: await core.repos.roles.listForUser(user.id) };
    campgroundId = unwrap(
      await core.repos.campgrounds.create(aCampground({ name: 'Pine Valley RV Resort' })),
    ).id;
  });

  it('stores a 7-day invitation by hash and e-mails its /owner/setup link', async () => {
    const result = await send();

    expect(result).toEqual({
      ok: true,
      value: {
        email: 'new.owner@camppass.test',
        campgroundId,
        expiresAt: new Date(T0.getTime() + 7 * 86_400_000),
      },
    });
    const [mail] = core.mailer.sent;
    expect(mail).toMatchObject({
      to: 'new.owner@camppass.test',
      subject: "You're invited to manage Pine Valley RV Resort on CampPass",
      tags: { kind: 'owner-invitation' },
    });
    const link = /https:\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://portal.camppass.test/owner/setup');
    expect(url.searchParams.get('email')).toBe('new.owner@camppass.test');
    const token = url.searchParams.get('token') ?? '';
    expect(mail?.text).toContain('Hello Olive,');
    const [stored] = await core.repos.invitations.listPendingForCampground(campgroundId, T0);
    expect(stored).toMatchObject({
      tokenHash: core.tokens.hash(token),
      email: 'new.owner@camppass.test',
      firstName: 'Olive',
      lastName: 'Owner',
      role: 'owner',
      invitedBy: admin.userId,
    });
    expect(JSON.stringify(result)).not.toContain(token);
  });

  it('records the invitation in the audit log, without its token hash', async () => {
    await send();

    const [stored] = await core.repos.invitations.listPendingForCampground(campgroundId, T0);
    expect(core.unitOfWork.store.tables.auditLog).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        actorEmail: 'admin@camppass.test',
        actorRole: 'super_admin',
        action: 'invite-owner',
        campgroundId,
        subjectId: stored?.id,
        before: null,
        after: expect.objectContaining({ email: 'new.owner@camppass.test', role: 'owner' }),
        createdAt: T0,
      }),
    ]);
    expect(JSON.stringify(core.unitOfWork.store.tables.auditLog)).not.toContain(stored?.tokenHash);
  });

  it('is for super admins only, whatever other roles they hold', async () => {
    const both = await seedAccount(core, {
      email: 'admin-member@camppass.test',
      roles: [{ role: 'member' }, { role: 'super_admin' }],
    });
    const admitted = { userId: both.id, sessionId: 's', roles: await core.repos.roles.listForUser(both.id) };
    expect(await send({ actor: admitted })).toMatchObject({ ok: true });
    const owner = await seedAccount(core, {
      email: 'owner@camppass.test',
      roles: [{ role: 'owner', campgroundId }],
    });
    const actor = { userId: owner.id, sessionId: 's', roles: await core.repos.roles.listForUser(owner.id) };

    expect(await send({ actor })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Only a super admin can invite owners.',
    });
    expect(core.mailer.sent).toHaveLength(1);
  });

  it('checks the form with the spec messages', async () => {
    expect(await send({ email: ' ' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { email: 'Email is required' },
    });
    expect(await send({ campgroundId: '' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { campgroundId: 'Please select a campground to assign to this owner' },
    });
  });

  it('needs an existing campground without an owner', async () => {
    const owner = await seedAccount(core, { email: 'owner@camppass.test' });
    const owned = unwrap(await core.repos.campgrounds.create(aCampground({ ownerId: owner.id })));

    expect(await send({ campgroundId: '00000000-0000-4000-8000-00000000ffff' })).toEqual({
      ok: false,
      code: 'CAMPGROUND_NOT_FOUND',
      message: 'Campground not found',
    });
    expect(await send({ campgroundId: owned.id })).toMatchObject({ code: 'CAMPGROUND_HAS_OWNER' });
    expect(core.unitOfWork.store.tables.invitations.size).toBe(0);
    expect(core.unitOfWork.store.tables.auditLog).toEqual([]);
  });

  it('reports a mail service failure', async () => {
    const broken: Mailer = {
      send: async () => {
        throw new Error('mail service unreachable');
      },
    };
    invite = new InviteOwner({ ...core, mailer: broken });

    expect(await send()).toMatchObject({ ok: false, code: 'EMAIL_SEND_ERROR' });
  });
});
