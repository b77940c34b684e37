import { LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Principal } from '../shared/principal';
import { aCampground, anInvitation, minutesAfterT0 } from '../testing/builders';
import { createInMemoryCore, type InMemoryCore, seedPrincipal } from '../testing/in-memory-core';
import { ListAdminCampgrounds } from './list-admin-campgrounds';

describe('ListAdminCampgrounds', () => {
  let core: InMemoryCore;
  let list: ListAdminCampgrounds;
  let admin: Principal;

  beforeEach(async () => {
    core = createInMemoryCore();
    list = new ListAdminCampgrounds(core);
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    for (let n = 0; n < 60; n += 1) {
      await core.repos.campgrounds.create(
        aCampground({ name: `Camp ${String(n).padStart(2, '0')}`, status: n < 5 ? 'inactive' : 'active' }),
      );
    }
  });

  it('pages by 50 by name, filters by status and searches', async () => {
    const first = await list.execute({ actor: admin });
    expect(first).toMatchObject({ ok: true, value: { total: 60, pageSize: 50, page: 1 } });
    const second = await list.execute({ actor: admin, page: 2 });
    expect(second.ok && second.value.items.map((row) => row.name)[0]).toBe('Camp 50');
    const inactive = await list.execute({ actor: admin, filter: { status: 'inactive' } });
    expect(inactive.ok && inactive.value.total).toBe(5);
    const searched = await list.execute({ actor: admin, search: ' camp 1' });
    expect(searched.ok && searched.value.total).toBe(10);
  });

  it('sorts by when a campground was added when asked', async () => {
    await core.repos.campgrounds.create(aCampground({ name: 'Zephyr Lake', createdAt: minutesAfterT0(5) }));
    await core.repos.campgrounds.create(aCampground({ name: 'Aspen Ridge', createdAt: minutesAfterT0(10) }));
    const newest = await list.execute({ actor: admin, sortField: 'createdAt', sortDirection: 'desc' });
    expect(newest.ok && newest.value.items.slice(0, 2).map((row) => row.name)).toEqual([
      'Aspen Ridge',
      'Zephyr Lake',
    ]);
  });

  it('is for super admins only', async () => {
    const member = await seedPrincipal(core, { email: 'm@camppass.test' });
    expect(await list.execute({ actor: member })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: LOGO_PAGE_UNAUTHORIZED,
    });
  });

  it('tells each campground without an owner its newest pending invitation', async () => {
    const [first, second] = (
      await core.repos.admin.listCampgrounds({
        page: 1,
        pageSize: 2,
        search: null,
        filter: { status: null, unownedOnly: true },
        sort: { field: 'name', direction: 'asc' },
      })
    ).items;
    await core.repos.invitations.create(
      anInvitation({ campgroundId: first?.id ?? '', email: 'old@camppass.test' }),
    );
    await core.repos.invitations.create(
      anInvitation({
        campgroundId: first?.id ?? '',
        email: 'new@camppass.test',
        createdAt: minutesAfterT0(5),
      }),
    );
    await core.repos.invitations.create(
      anInvitation({ campgroundId: second?.id ?? '', expiresAt: minutesAfterT0(-1) }),
    );
    const unowned = await list.execute({ actor: admin, filter: { unownedOnly: true }, pageSize: 2 });
    expect(
      unowned.ok && unowned.value.items.slice(0, 2).map((row) => [row.name, row.pendingInvitation]),
    ).toEqual([
      ['Camp 00', { email: 'new@camppass.test', expiresAt: minutesAfterT0(7 * 24 * 60) }],
      ['Camp 01', null],
    ]);
    const all = await list.execute({ actor: admin, pageSize: 1 });
    expect(all.ok && all.value.items[0]?.pendingInvitation).toBeUndefined();
  });

  it("reads the pending invitations of a page's campgrounds in one read", async () => {
    const single = vi.spyOn(core.repos.invitations, 'listPendingForCampground');
    const many = vi.spyOn(core.repos.invitations, 'listPendingForCampgrounds');
    const unowned = await list.execute({ actor: admin, filter: { unownedOnly: true } });
    expect(unowned.ok && unowned.value.items).toHaveLength(50);
    expect(single.mock.calls.length + many.mock.calls.length).toBe(1);
  });
});
