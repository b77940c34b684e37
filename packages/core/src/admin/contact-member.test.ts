import {
  CONTACT_MESSAGE_REQUIRED,
  LOGO_PAGE_UNAUTHORIZED,
  MEMBER_CONTACT_UNAVAILABLE,
  MEMBER_NOT_FOUND,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { aCampground } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, seedPrincipal } from '../testing/in-memory-core';
import { CONTACT_MEMBER_LIMIT, ContactMember } from './contact-member';

describe('ContactMember', () => {
  let core: InMemoryCore;
  let contact: ContactMember;
  let admin: Principal;
  let memberId: string;

  beforeEach(async () => {
    core = createInMemoryCore();
    contact = new ContactMember(core);
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    memberId = (await seedAccount(core, { email: 'ann@camppass.test' })).id;
  });

  it('e-mails the member with a greeting and the sender, escaping the message in HTML, and audits it', async () => {
    expect(
      await contact.execute({
        actor: admin,
        memberId,
        subject: '  About\nyour stay  ',
        message: '\n Hi <Ann>\nsee you \n',
      }),
    ).toEqual({ ok: true, value: { to: 'ann@camppass.test' } });
    expect(core.mailer.sent).toEqual([
      expect.objectContaining({
        to: 'ann@camppass.test',
        subject: 'About your stay',
        tags: { kind: 'admin-contact' },
      }),
    ]);
    const [mail] = core.mailer.sent;
    expect(mail?.text).toContain('Hello Jamie,');
    expect(mail?.text).toContain('Jamie Rivers of the CampPass team wrote to you:\nHi <Ann>\nsee you');
    expect(mail?.text).toContain('Contact us: https://portal.camppass.test/contact');
    expect(mail?.html).toContain('Hi &lt;Ann&gt;<br>see you');
    expect(mail?.html).not.toContain('<Ann>');
    expect(core.unitOfWork.store.tables.auditLog[0]).toMatchObject({
      action: 'admin-contact-member',
      after: { to: 'ann@camppass.test', subject: 'About your stay' },
    });
  });

  it('needs subject and message and a member, and limits each admin per hour', async () => {
    for (const [subject, message] of [
      [' ', 'x'],
      ['s', ' \n '],
    ] as const) {
      expect(await contact.execute({ actor: admin, memberId, subject, message })).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        message: CONTACT_MESSAGE_REQUIRED,
      });
    }
    expect(
      await contact.execute({ actor: admin, memberId: admin.userId, subject: 's', message: 'm' }),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: MEMBER_NOT_FOUND,
    });
    for (let n = 0; n < CONTACT_MEMBER_LIMIT.limit; n += 1) {
      expect((await contact.execute({ actor: admin, memberId, subject: 's', message: 'm' })).ok).toBe(true);
    }
    expect(await contact.execute({ actor: admin, memberId, subject: 's', message: 'm' })).toMatchObject({
      code: 'RATE_LIMITED',
    });
    core.clock.advance({ hours: 1 });
    expect((await contact.execute({ actor: admin, memberId, subject: 's', message: 'm' })).ok).toBe(true);
  });

  it('counts each admin’s messages apart', async () => {
    const second = await seedPrincipal(core, {
      email: 'admin2@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    for (let n = 0; n < CONTACT_MEMBER_LIMIT.limit; n += 1)
      await contact.execute({ actor: admin, memberId, subject: 's', message: 'm' });
    expect(await contact.execute({ actor: admin, memberId, subject: 's', message: 'm' })).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(await contact.execute({ actor: second, memberId, subject: 's', message: 'm' })).toMatchObject({
      ok: true,
    });
  });

  it('reaches a member who holds other roles too', async () => {
    const both = await seedAccount(core, {
      email: 'owner-member@camppass.test',
      roles: [{ role: 'owner' }, { role: 'member' }],
    });
    expect(await contact.execute({ actor: admin, memberId: both.id, subject: 's', message: 'm' })).toEqual({
      ok: true,
      value: { to: 'owner-member@camppass.test' },
    });
  });

  it('is for super admins only', async () => {
    const member = await seedPrincipal(core, { email: 'm@camppass.test' });
    expect(await contact.execute({ actor: member, memberId, subject: 's', message: 'm' })).toMatchObject({
      message: LOGO_PAGE_UNAUTHORIZED,
    });
    expect(core.mailer.sent).toEqual([]);
  });

  it('names the campgrounds the member belongs to, skipping removed ones', async () => {
    const pine = unwrap(await core.repos.campgrounds.create(aCampground({ name: 'Pine Lake' })));
    const oak = unwrap(await core.repos.campgrounds.create(aCampground({ name: 'Oak Hollow' })));
    const member = await seedAccount(core, {
      email: 'camper@camppass.test',
      roles: [
        { role: 'member', campgroundId: pine.id },
        { role: 'member', campgroundId: oak.id },
        { role: 'member', campgroundId: 'removed-campground' },
      ],
    });
    expect(
      (await contact.execute({ actor: admin, memberId: member.id, subject: 's', message: 'm' })).ok,
    ).toBe(true);
    expect(core.mailer.sent[0]?.text).toContain('This is about your membership at Pine Lake, Oak Hollow.');
  });

  it('signs as the team when the admin has no name on file', async () => {
    const nameless = await seedPrincipal(core, {
      email: 'nameless@camppass.test',
      roles: [{ role: 'super_admin' }],
      status: null,
    });
    expect((await contact.execute({ actor: nameless, memberId, subject: 's', message: 'm' })).ok).toBe(true);
    expect(core.mailer.sent[0]?.text).toContain('The CampPass team wrote to you:');
  });

  it('leaves out a blank last name of the admin', async () => {
    const single = await seedPrincipal(core, {
      email: 'single@camppass.test',
      roles: [{ role: 'super_admin' }],
      firstName: 'Robin',
      lastName: '   ',
    });
    expect((await contact.execute({ actor: single, memberId, subject: 's', message: 'm' })).ok).toBe(true);
    expect(core.mailer.sent[0]?.text).toContain('Robin of the CampPass team wrote to you:');
  });

  it('refuses a member without an e-mail address and sends nothing', async () => {
    const user = core.unitOfWork.store.tables.users.get(memberId);
    if (!user) throw new Error('seeded member missing');
    core.unitOfWork.store.tables.users.set(memberId, { ...user, email: '  ' });
    expect(await contact.execute({ actor: admin, memberId, subject: 's', message: 'm' })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: MEMBER_CONTACT_UNAVAILABLE,
    });
    expect(core.mailer.sent).toEqual([]);
  });
});
