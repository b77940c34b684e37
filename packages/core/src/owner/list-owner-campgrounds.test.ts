import { OWNER_AREA_ONLY } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { aCampground, aMembership, aMembershipType, aPayment } from '../testing/builders';
import { seedMembershipType, unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount } from '../testing/in-memory-core';
import { ListOwnerCampgrounds } from './list-owner-campgrounds';

describe('ListOwnerCampgrounds', () => {
  let core: InMemoryCore;
  const actorOf = async (email: string, roles: Parameters<typeof seedAccount>[1]['roles']) => {
    const user = await seedAccount(core, { email, roles });
    return {
      userId: user.id,
      sessionId: 's',
      roles: await core.repos.roles.listForUser(user.id),
    } as Principal;
  };
  const list = (actor: Principal) => new ListOwnerCampgrounds(core).execute({ actor });

  beforeEach(() => {
    core = createInMemoryCore();
  });

  it('answers the campgrounds owned or staffed, every status by name, with the role and the stats', async () => {
    const campground = async (name: string, status: 'active' | 'inactive' | 'pending' = 'active') =>
      unwrap(await core.repos.campgrounds.create(aCampground({ name, status })));
    const pine = await campground('Pine Valley');
    const aspen = await campground('Aspen Ridge', 'pending');
    const oak = await campground('Oak Hollow');
    const foreign = await campground('Not Mine');
    const type = await seedMembershipType(core.repos, pine.id);
    const member = await seedAccount(core, { email: 'member@camppass.test' });
    const ids = { campgroundId: pine.id, membershipTypeId: type.id, memberId: member.id };
    await core.repos.memberships.create(aMembership({ ...ids, endDate: '2026-06-20' }));
    await core.repos.memberships.create(aMembership({ ...ids, endDate: '2027-05-31' }));
    await core.repos.payments.create(aPayment({ campgroundId: pine.id, amountCents: 14_000 }));
    await core.repos.payments.create(aPayment({ campgroundId: foreign.id, amountCents: 9_000 }));
    const actor = await actorOf('owner@camppass.test', [
      { role: 'owner', campgroundId: pine.id },
      { role: 'owner', campgroundId: aspen.id },
      { role: 'staff', campgroundId: oak.id },
    ]);

    const answer = unwrap(await list(actor));

    expect(answer.campgrounds.map((c) => [c.campground.name, c.callerRole, c.publicPageAvailable])).toEqual([
      ['Aspen Ridge', 'owner', false],
      ['Oak Hollow', 'staff', true],
      ['Pine Valley', 'owner', true],
    ]);
    expect(answer.stats).toEqual({
      totalCampgrounds: 2,
      totalMemberships: 2,
      activeMemberships: 2,
      expiringMemberships: 1,
      totalRevenueCents: 14_000,
    });
  });

  it('says for each campground whether it offers a membership type and has its logo and terms', async () => {
    const fresh = unwrap(await core.repos.campgrounds.create(aCampground({ name: 'Fresh Camp' })));
    const ready = unwrap(
      await core.repos.campgrounds.create(
        aCampground({
          name: 'Ready Camp',
          brandingLogoUrl: 'logos/r.png',
          termsConditionsUrl: 'terms/r.pdf',
        }),
      ),
    );
    await seedMembershipType(core.repos, ready.id);
    const retired = unwrap(await core.repos.campgrounds.create(aCampground({ name: 'Retired Types' })));
    await core.repos.membershipTypes.create(aMembershipType({ campgroundId: retired.id, isActive: false }));
    const actor = await actorOf('owner@camppass.test', [
      { role: 'owner', campgroundId: fresh.id },
      { role: 'owner', campgroundId: ready.id },
      { role: 'owner', campgroundId: retired.id },
    ]);
    const answer = unwrap(await list(actor));
    expect(answer.campgrounds.map((c) => [c.campground.name, c.readiness])).toEqual([
      ['Fresh Camp', { membershipType: false, logo: false, terms: false }],
      ['Ready Camp', { membershipType: true, logo: true, terms: true }],
      ['Retired Types', { membershipType: false, logo: false, terms: false }],
    ]);
  });

  it('answers a super admin without grants an empty list, whatever other roles they hold', async () => {
    unwrap(await core.repos.campgrounds.create(aCampground()));
    const admin = await actorOf('admin@camppass.test', [{ role: 'member' }, { role: 'super_admin' }]);
    expect(unwrap(await list(admin)).campgrounds).toEqual([]);
  });

  it('refuses a member', async () => {
    const member = await actorOf('member@camppass.test', [{ role: 'member' }]);
    expect(await list(member)).toEqual({ ok: false, code: 'FORBIDDEN', message: OWNER_AREA_ONLY });
  });
});
