import { LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { aCampground, minutesAfterT0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount } from '../testing/in-memory-core';
import { ListAuditLog } from './list-audit-log';

describe('ListAuditLog', () => {
  let core: InMemoryCore;
  let list: ListAuditLog;
  let admin: Principal;
  let owner: Principal;
  let campgroundId: string;

  const principal = async (email: string, roles: Parameters<typeof seedAccount>[1]['roles']) => {
    const user = await seedAccount(core, { email, roles });
    return { userId: user.id, sessionId: 's', roles: await core.repos.roles.listForUser(user.id) };
  };

  beforeEach(async () => {
    core = createInMemoryCore();
    list = new ListAuditLog(core);
    campgroundId = unwrap(await core.repos.campgrounds.create(aCampground())).id;
    admin = await principal('admin@camppass.test', [{ role: 'super_admin' }]);
    owner = await principal('owner@camppass.test', [{ role: 'owner', campgroundId }]);
    for (let minute = 0; minute < 12; minute += 1) {
      await audit(core.repos, minute % 2 === 0 ? admin : owner, minutesAfterT0(minute), {
        action: minute % 2 === 0 ? 'admin-update-campground' : 'update-campground-settings',
        campgroundId,
        subjectId: campgroundId,
        before: { n: minute },
        after: { n: minute + 1, at: minutesAfterT0(minute) },
      });
    }
  });

  it('answers the newest writes first, a page at a time, with who wrote them in which role', async () => {
    const first = unwrap(await list.execute({ actor: admin }));
    expect(first.total).toBe(12);
    expect(first.pageSize).toBe(10);
    expect(first.items.map((entry) => entry.before)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => ({ n })),
    );
    expect(first.items[0]).toMatchObject({
      actorEmail: 'owner@camppass.test',
      actorRole: 'owner',
      after: { n: 12, at: minutesAfterT0(11).toISOString() },
    });
    expect(first.items[1]).toMatchObject({ actorEmail: 'admin@camppass.test', actorRole: 'super_admin' });

    const second = unwrap(await list.execute({ actor: admin, page: 2 }));
    expect(second.items.map((entry) => entry.before)).toEqual([{ n: 1 }, { n: 0 }]);
  });

  it('searches the action and the actor’s e-mail', async () => {
    expect(unwrap(await list.execute({ actor: admin, search: 'SETTINGS' })).total).toBe(6);
    expect(unwrap(await list.execute({ actor: admin, search: 'admin@' })).total).toBe(6);
    expect(unwrap(await list.execute({ actor: admin, search: '%' })).total).toBe(0);
  });

  it('filters by kind of action, who, campground and a date range', async () => {
    const byKind = unwrap(await list.execute({ actor: admin, filter: { kind: 'campgrounds' } }));
    expect(byKind.total).toBe(6);
    expect(byKind.items.every((entry) => entry.action === 'admin-update-campground')).toBe(true);
    expect(unwrap(await list.execute({ actor: admin, filter: { kind: 'documents' } })).total).toBe(0);
    expect(unwrap(await list.execute({ actor: admin, filter: { actorId: owner.userId } })).total).toBe(6);
    expect(unwrap(await list.execute({ actor: admin, filter: { campgroundId: 'elsewhere' } })).total).toBe(0);
    const window = unwrap(
      await list.execute({ actor: admin, filter: { from: minutesAfterT0(3), to: minutesAfterT0(6) } }),
    );
    expect(window.items.map((entry) => entry.before)).toEqual([{ n: 5 }, { n: 4 }, { n: 3 }]);
    expect(window.items[0]).toMatchObject({ campgroundName: expect.any(String) });
  });

  it('is for super admins only', async () => {
    expect(await list.execute({ actor: owner })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: LOGO_PAGE_UNAUTHORIZED,
    });
  });
});
