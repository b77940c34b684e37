import { LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { aCampground, aMembership, aPayment } from '../testing/builders';
import { seedMembershipType, unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, seedPrincipal } from '../testing/in-memory-core';
import { RemoveCampground } from './remove-campground';

describe('RemoveCampground', () => {
  let core: InMemoryCore;
  let remove: RemoveCampground;
  let admin: Principal;

  beforeEach(async () => {
    core = createInMemoryCore();
    remove = new RemoveCampground(core);
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
  });

  it('hides the campground, ends its owner’s and staff’s roles there, and keeps memberships and payments', async () => {
    const pine = unwrap(await core.repos.campgrounds.create(aCampground({ slug: 'pine' })));
    const owner = await seedAccount(core, {
      email: 'owner@camppass.test',
      roles: [{ role: 'owner', campgroundId: pine.id }, { role: 'member' }],
    });
    const oak = unwrap(await core.repos.campgrounds.create(aCampground({ slug: 'oak' })));
    const staff = await seedAccount(core, {
      email: 'staff@camppass.test',
      roles: [
        { role: 'staff', campgroundId: pine.id },
        { role: 'staff', campgroundId: oak.id },
      ],
    });
    const type = await seedMembershipType(core.repos, pine.id);
    const membership = unwrap(
      await core.repos.memberships.create(
        aMembership({ campgroundId: pine.id, membershipTypeId: type.id, memberId: owner.id }),
      ),
    );
    const payment = unwrap(
      await core.repos.payments.create(aPayment({ campgroundId: pine.id, membershipId: membership.id })),
    );

    expect(await remove.execute({ actor: admin, campgroundId: pine.id })).toEqual({
      ok: true,
      value: { id: pine.id },
    });

    expect(await core.repos.campgrounds.findBySlug('pine')).toBeNull();
    expect((await core.repos.campgrounds.listActive()).map((campground) => campground.id)).toEqual([oak.id]);
    expect((await core.repos.roles.listForUser(owner.id)).map((grant) => grant.role)).toEqual(['member']);
    // The staff lose their role at Pine and keep the one at Oak.
    expect(
      (await core.repos.roles.listForUser(staff.id)).map((grant) => [grant.role, grant.campgroundId]),
    ).toEqual([['staff', oak.id]]);
    expect(await core.repos.memberships.findById(membership.id)).toMatchObject({ campgroundId: pine.id });
    expect(await core.repos.payments.findById(payment.id)).toMatchObject({ campgroundId: pine.id });
    expect(core.unitOfWork.store.tables.auditLog).toEqual([
      expect.objectContaining({
        action: 'admin-delete-campground',
        campgroundId: pine.id,
        before: expect.objectContaining({
          id: pine.id,
          slug: 'pine',
          roles: [
            expect.objectContaining({ userId: owner.id, role: 'owner' }),
            expect.objectContaining({ userId: staff.id, role: 'staff' }),
          ],
        }),
        after: null,
      }),
    ]);
    expect(await remove.execute({ actor: admin, campgroundId: pine.id })).toMatchObject({
      code: 'CAMPGROUND_NOT_FOUND',
    });
  });

  it('is for super admins only', async () => {
    const pine = unwrap(await core.repos.campgrounds.create(aCampground()));
    const staff = await seedPrincipal(core, {
      email: 's@camppass.test',
      roles: [{ role: 'staff', campgroundId: pine.id }],
    });
    expect(await remove.execute({ actor: staff, campgroundId: pine.id })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: LOGO_PAGE_UNAUTHORIZED,
    });
    expect(await core.repos.campgrounds.findById(pine.id)).not.toBeNull();
  });
});
