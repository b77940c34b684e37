import { CAMPGROUND_ACCESS_DENIED, CAMPGROUND_NOT_FOUND } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { setUpCampgroundSettings } from '../testing/campground-settings-fixture';
import { unwrap } from '../testing/contract-harness';

describe('GetCampgroundSettings', () => {
  it('reads the campground, its settings and the sample code for its owner, staff and a super admin', async () => {
    const s = await setUpCampgroundSettings();
    for (const [actor, role] of [
      [s.owner, 'owner'],
      [s.staff, 'staff'],
      [s.admin, 'super_admin'],
    ] as const) {
      const view = unwrap(await s.get.execute({ actor, campgroundId: s.campground.id }));
      expect(view.campground.name).toBe('Pine Valley');
      expect(view.settings).toMatchObject({ codeLength: 8, codeNumberMax: 9999 });
      expect(view.preview).toEqual({ sampleMembershipCode: 'PIN-ABCD0001', codeStyle: 'combined' });
      expect(view.callerRole).toBe(role);
    }
  });

  it('refuses another campground’s owner and a member alike, whether or not the campground exists', async () => {
    const s = await setUpCampgroundSettings();
    for (const actor of [s.otherOwner, s.member]) {
      for (const campgroundId of [s.campground.id, 'no-such-campground']) {
        expect(await s.get.execute({ actor, campgroundId })).toEqual({
          ok: false,
          code: 'FORBIDDEN',
          message: CAMPGROUND_ACCESS_DENIED,
        });
      }
    }
    expect(await s.get.execute({ actor: s.admin, campgroundId: 'no-such-campground' })).toMatchObject({
      code: 'CAMPGROUND_NOT_FOUND',
      message: CAMPGROUND_NOT_FOUND,
    });
  });
});
