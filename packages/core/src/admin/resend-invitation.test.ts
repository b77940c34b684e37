import { NO_PENDING_INVITATION } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { aCampground } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedPrincipal } from '../testing/in-memory-core';
import { InviteOwner } from './invite-owner';
import { ResendInvitation } from './resend-invitation';

describe('ResendInvitation', () => {
  let core: InMemoryCore;
  let invite: InviteOwner;
  let resend: ResendInvitation;
  let admin: Principal;

  beforeEach(async () => {
    core = createInMemoryCore();
    invite = new InviteOwner(core);
    resend = new ResendInvitation(core);
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
  });

  it('sends a fresh link to the same person and retires the old one', async () => {
    const pine = unwrap(await core.repos.campgrounds.create(aCampground()));
    await invite.execute({
      actor: admin,
      email: 'nora@camppass.test',
      name: 'Nora Owner',
      campgroundId: pine.id,
    });
    const [old] = await core.repos.invitations.listPendingForCampground(pine.id, core.clock.now());
    core.clock.advance({ days: 3 });

    const result = await resend.execute({ actor: admin, campgroundId: pine.id });
    expect(result).toMatchObject({ ok: true, value: { email: 'nora@camppass.test', campgroundId: pine.id } });
    const pending = await core.repos.invitations.listPendingForCampground(pine.id, core.clock.now());
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ firstName: 'Nora', lastName: 'Owner' });
    expect(pending[0]?.id).not.toBe(old?.id);
    expect(core.mailer.sentTo('nora@camppass.test')).toHaveLength(2);
  });

  it('keeps the pending link when no new one is sent', async () => {
    const pine = unwrap(await core.repos.campgrounds.create(aCampground()));
    await invite.execute({
      actor: admin,
      email: 'nora@camppass.test',
      name: 'Nora Owner',
      campgroundId: pine.id,
    });
    const before = await core.repos.invitations.listPendingForCampground(pine.id, core.clock.now());
    // The campground was given an owner meanwhile: the invitation is refused and nothing is sent.
    await core.repos.campgrounds.update(pine.id, { ownerId: admin.userId }, core.clock.now());
    expect(await resend.execute({ actor: admin, campgroundId: pine.id })).toMatchObject({
      ok: false,
      code: 'CAMPGROUND_HAS_OWNER',
    });
    const after = await core.repos.invitations.listPendingForCampground(pine.id, core.clock.now());
    expect(after.map((invitation) => invitation.id)).toContain(before[0]?.id);
  });

  it('answers NOT_FOUND without a pending invitation', async () => {
    const pine = unwrap(await core.repos.campgrounds.create(aCampground()));
    expect(await resend.execute({ actor: admin, campgroundId: pine.id })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: NO_PENDING_INVITATION,
    });
  });
});
