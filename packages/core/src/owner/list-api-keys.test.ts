import { describe, expect, it } from 'vitest';
import { setUpApiKeys } from '../testing/api-key-fixture';
import { minutesAfterT0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';

describe('list-api-keys', () => {
  it('lists the campground’s keys with the usage this process counted so far', async () => {
    const s = await setUpApiKeys();
    const mine = unwrap(
      await s.create.execute({ actor: s.owner, campgroundId: s.campground.id, name: 'Mine' }),
    );
    unwrap(await s.create.execute({ actor: s.otherOwner, campgroundId: s.other.id, name: 'Theirs' }));
    s.usage.record(mine.apiKey.id, minutesAfterT0(3));
    s.usage.record(mine.apiKey.id, minutesAfterT0(2));

    const keys = unwrap(await s.list.execute({ actor: s.owner, campgroundId: s.campground.id }));

    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ name: 'Mine', usageCount: 2, lastUsedAt: minutesAfterT0(3) });
  });

  it('refuses everyone but the campground’s owner', async () => {
    const s = await setUpApiKeys();
    for (const actor of [s.staff, s.member, s.admin, s.otherOwner]) {
      expect(await s.list.execute({ actor, campgroundId: s.campground.id })).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });
});
