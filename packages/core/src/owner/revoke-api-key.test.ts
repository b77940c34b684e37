import { API_KEY_NOT_FOUND } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { setUpApiKeys } from '../testing/api-key-fixture';
import { T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';

describe('revoke-api-key', () => {
  it('revokes the owner’s key, and answers another campground’s key like an unknown one', async () => {
    const s = await setUpApiKeys();
    const mine = unwrap(
      await s.create.execute({ actor: s.owner, campgroundId: s.campground.id, name: 'Mine' }),
    );
    const theirs = unwrap(
      await s.create.execute({ actor: s.otherOwner, campgroundId: s.other.id, name: 'Theirs' }),
    );

    expect(
      unwrap(
        await s.revoke.execute({ actor: s.owner, campgroundId: s.campground.id, apiKeyId: mine.apiKey.id }),
      ),
    ).toMatchObject({ id: mine.apiKey.id, revokedAt: T0 });
    const foreign = await s.revoke.execute({
      actor: s.owner,
      campgroundId: s.campground.id,
      apiKeyId: theirs.apiKey.id,
    });
    const unknown = await s.revoke.execute({
      actor: s.owner,
      campgroundId: s.campground.id,
      apiKeyId: 'no-such-key',
    });
    expect(foreign).toEqual(unknown);
    expect(unknown).toMatchObject({ ok: false, code: 'API_KEY_NOT_FOUND', message: API_KEY_NOT_FOUND });
    expect(s.core.unitOfWork.store.tables.apiKeys.get(theirs.apiKey.id)?.revokedAt).toBeNull();
  });

  it('refuses everyone but the campground’s owner', async () => {
    const s = await setUpApiKeys();
    const mine = unwrap(
      await s.create.execute({ actor: s.owner, campgroundId: s.campground.id, name: 'Mine' }),
    );
    for (const actor of [s.staff, s.member, s.admin, s.otherOwner]) {
      expect(
        await s.revoke.execute({ actor, campgroundId: s.campground.id, apiKeyId: mine.apiKey.id }),
      ).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
