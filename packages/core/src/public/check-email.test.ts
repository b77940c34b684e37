import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { buyMembership, setUpPurchase as setUp } from '../testing/public-page-fixture';

describe('check-email', () => {
  it('refuses an e-mail holding the type with ACTIVE_MEMBERSHIP and the member login link', async () => {
    const { f, campground, weekend } = await setUp();
    await buyMembership(f, { campgroundId: campground.id, membershipTypeId: weekend.id });

    expect(
      unwrap(
        await f.checkEmail.execute({
          email: ' Avery.Stone@camppass.test ',
          membershipTypeId: weekend.id,
          campgroundId: campground.id,
          clientKey: 'x',
        }),
      ),
    ).toMatchObject({
      canProceed: false,
      code: 'ACTIVE_MEMBERSHIP',
      loginUrl: 'https://portal.camppass.test/member-login',
    });
  });
});
