import { CAMPGROUND_ACCESS_DENIED } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { aMembershipType } from '../testing/builders';
import { ownerTypesFixture } from '../testing/owner-types-fixture';
import { ListMembershipTypes } from './list-membership-types';

describe('ListMembershipTypes', () => {
  it('lists every type of the campground, inactive ones too, for its owner and staff only', async () => {
    const f = await ownerTypesFixture();
    const { membershipTypes } = f.core.repos;
    const day = await membershipTypes.create(
      aMembershipType({ campgroundId: f.pine.id, name: 'day', sortOrder: 1 }),
    );
    const old = await membershipTypes.create(
      aMembershipType({ campgroundId: f.pine.id, name: 'old', sortOrder: 2, isActive: false }),
    );
    await membershipTypes.create(aMembershipType({ campgroundId: f.oak.id }));
    const list = new ListMembershipTypes(f.core);

    for (const actor of [f.owner, f.staff, f.admin]) {
      const result = await list.execute({ actor, campgroundId: f.pine.id });
      expect(result.ok && result.value.map((type) => type.id)).toEqual([day.id, old.id]);
    }
    expect(await list.execute({ actor: f.oakOwner, campgroundId: f.pine.id })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: CAMPGROUND_ACCESS_DENIED,
    });
  });
});
