import { CAMPGROUND_ACCESS_DENIED } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import { ListCampgroundMembers } from './list-campground-members';

describe('ListCampgroundMembers', () => {
  it('pages the campground’s members for its owner and staff, with what the owner sees derived', async () => {
    const f = await ownerMembersFixture();
    const list = new ListCampgroundMembers(f.core);
    for (const role of ['owner', 'staff']) {
      const result = await list.execute({
        actor: callerWith([role, f.pine.id]),
        campgroundId: f.pine.id,
        sortField: 'name',
        sortDirection: 'asc',
      });
      if (!result.ok) throw new Error(result.message);
      expect(result.value.items.map((m) => [m.fullName, m.statusLabel, m.isExpiringSoon])).toEqual([
        ['Ada Camper', 'Expiring Soon', true],
        ['Bob Camper', 'Active', false],
      ]);
      expect(result.value.items[0]?.daysUntilExpiration).toBe(19);
      expect(result.value).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    }
  });

  it('reads every campground of the caller without one named, and refuses another campground', async () => {
    const f = await ownerMembersFixture();
    const list = new ListCampgroundMembers(f.core);
    const owner = callerWith(['owner', f.pine.id]);
    const all = await list.execute({ actor: owner, search: 'camper' });
    expect(all.ok && all.value.items.map((m) => m.membershipCode).sort()).toEqual(['PINE-1', 'PINE-2']);
    expect(await list.execute({ actor: owner, campgroundId: f.oak.id })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: CAMPGROUND_ACCESS_DENIED,
    });
    expect(await list.execute({ actor: callerWith(['member', f.pine.id]) })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const empty = await list.execute({ actor: callerWith(['owner', null]) });
    expect(empty.ok && empty.value.total).toBe(0);
  });
});
