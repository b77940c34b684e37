import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import {
  buyMembership,
  createPublicPageFixture,
  seedPublicCampground,
  setUpPurchase as setUp,
} from '../testing/public-page-fixture';

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

  it('answers an owner, staff or admin address exactly as an address nobody uses: no role shows', async () => {
    const f = createPublicPageFixture();
    const { campground, types } = await seedPublicCampground(f.repos);
    const type = types[0];
    if (!type) throw new Error('no type');
    for (const [email, role] of [
      ['owner@camppass.test', 'owner'],
      ['staff@camppass.test', 'staff'],
      ['admin@camppass.test', 'super_admin'],
    ] as const) {
      const user = unwrap(await f.repos.users.create(aUser({ email })));
      await f.repos.roles.grant({ userId: user.id, role, campgroundId: null, createdAt: new Date() });
    }
    const ask = (email: string) =>
      f.checkEmail.execute({
        email,
        membershipTypeId: type.id,
        campgroundId: campground.id,
        clientKey: 'ip',
      });

    const stranger = await ask('nobody@camppass.test');
    const answers = await Promise.all(
      ['owner@camppass.test', 'staff@camppass.test', 'admin@camppass.test'].map(ask),
    );

    expect(stranger).toMatchObject({ ok: true, value: { canProceed: true, code: 'PROCEED' } });
    for (const answer of answers) expect(answer).toEqual(stranger);
  });
});
