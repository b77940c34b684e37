import {
  MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD,
  MEMBERSHIP_TYPE_DELETED,
  MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMembership, aMembershipType } from '../testing/builders';
import { seedUser, unwrap } from '../testing/contract-harness';
import { ownerTypesFixture } from '../testing/owner-types-fixture';
import { DeleteMembershipType } from './delete-membership-type';

describe('DeleteMembershipType', () => {
  let f: Awaited<ReturnType<typeof ownerTypesFixture>>;
  let remove: DeleteMembershipType;
  beforeEach(async () => {
    f = await ownerTypesFixture();
    remove = new DeleteMembershipType(f.core);
  });

  it('deletes an unused type and audits it', async () => {
    const type = await f.core.repos.membershipTypes.create(aMembershipType({ campgroundId: f.pine.id }));
    expect(await remove.execute({ actor: f.owner, typeId: type.id })).toEqual({
      ok: true,
      value: { deleted: true, message: MEMBERSHIP_TYPE_DELETED, kept: null },
    });
    expect(await f.core.repos.membershipTypes.findById(type.id)).toBeNull();
    expect(f.core.unitOfWork.store.tables.auditLog).toEqual([
      expect.objectContaining({ action: 'delete-membership-type', subjectId: type.id, after: null }),
    ]);
  });

  it('deactivates a type that memberships use, and says so', async () => {
    const type = await f.core.repos.membershipTypes.create(aMembershipType({ campgroundId: f.pine.id }));
    const member = await seedUser(f.core.repos, 'member@camppass.test');
    unwrap(
      await f.core.repos.memberships.create(
        aMembership({ campgroundId: f.pine.id, memberId: member.id, membershipTypeId: type.id }),
      ),
    );
    const result = await remove.execute({ actor: f.owner, typeId: type.id });
    expect(result).toMatchObject({
      ok: true,
      value: {
        deleted: false,
        message: MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD,
        kept: { id: type.id, isActive: false },
      },
    });
    expect((await f.core.repos.membershipTypes.findById(type.id))?.isActive).toBe(false);
    expect(f.core.unitOfWork.store.tables.auditLog).toEqual([
      expect.objectContaining({
        action: 'deactivate-membership-type',
        before: expect.objectContaining({ isActive: true }),
        after: expect.objectContaining({ isActive: false }),
      }),
    ]);
  });

  it('refuses staff and answers another campground’s type like an unknown one', async () => {
    const type = await f.core.repos.membershipTypes.create(aMembershipType({ campgroundId: f.pine.id }));
    expect(await remove.execute({ actor: f.staff, typeId: type.id })).toMatchObject({
      message: OWNER_ONLY_ACTION,
    });
    expect(await remove.execute({ actor: f.oakOwner, typeId: type.id })).toMatchObject({
      code: 'MEMBERSHIP_TYPE_NOT_FOUND',
    });
    expect(await f.core.repos.membershipTypes.findById(type.id)).not.toBeNull();
    expect(f.core.unitOfWork.store.tables.auditLog).toEqual([]);
  });
  it('answers MEMBERSHIP_TYPE_NOT_FOUND, auditing nothing, when the type is gone by the time it is deleted', async () => {
    const type = await f.core.repos.membershipTypes.create(aMembershipType({ campgroundId: f.pine.id }));
    // Another delete lands between this one's check and its own delete.
    const types = f.core.repos.membershipTypes;
    const deleteUnused = types.deleteUnused.bind(types);
    types.deleteUnused = async (id) => {
      await deleteUnused(id);
      return deleteUnused(id);
    };
    expect(await remove.execute({ actor: f.owner, typeId: type.id })).toEqual({
      ok: false,
      code: 'MEMBERSHIP_TYPE_NOT_FOUND',
      message: MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE,
    });
    expect(f.core.unitOfWork.store.tables.auditLog).toEqual([]);
  });
});
