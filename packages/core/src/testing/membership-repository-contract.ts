import { calendarDate } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000ffff';

const seedOwners = async (repos: Repositories) => {
  const campground = await seedCampground(repos);
  const member = await seedUser(repos);
  const type = await seedMembershipType(repos, campground.id);
  return { campgroundId: campground.id, memberId: member.id, membershipTypeId: type.id };
};

/** The behaviour every MembershipRepository shares (codes unique per campground). */
export function describeMembershipRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`MembershipRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('stores a membership with calendar dates and finds it by id and by code', async () => {
      const { memberships } = harness.repos;
      const ids = await seedOwners(harness.repos);
      const input = aMembership({
        ...ids,
        membershipCode: 'PIN-ABCD1234',
        startDate: '2026-02-28',
        endDate: '2027-02-27',
      });

      const created = unwrap(await memberships.create(input));

      const { createdAt, ...fields } = input;
      expect(created).toEqual({
        ...fields,
        disputedAt: null,
        // Bought, unless an import made it.
        source: 'checkout',
        id: expect.any(String),
        createdAt,
        updatedAt: createdAt,
      });
      expect(await memberships.findById(created.id)).toEqual(created);
      // Outside a transaction the lock ends with the statement; the read is the same.
      expect(await memberships.findByIdForUpdate(created.id)).toEqual(created);
      expect(await memberships.findByIdForUpdate('no-such-membership')).toBeNull();
      expect(await memberships.findByCode(ids.campgroundId, 'PIN-ABCD1234')).toEqual(created);
      expect(await memberships.findByCode(ids.campgroundId, 'PIN-OTHER')).toBeNull();
      // A card holder's dispute flags it.
      const disputedAt = new Date('2026-03-01T10:00:00Z');
      expect(await memberships.update(created.id, { disputedAt }, disputedAt)).toEqual({
        ...created,
        disputedAt,
        updatedAt: disputedAt,
      });
    });

    it('lists the memberships of many ids in one read, leaving out unknown ids and repeats', async () => {
      const { memberships } = harness.repos;
      const ids = await seedOwners(harness.repos);
      const first = unwrap(await memberships.create(aMembership({ ...ids, membershipCode: 'PIN-FIRST001' })));
      const second = unwrap(
        await memberships.create(aMembership({ ...ids, membershipCode: 'PIN-SECOND01' })),
      );
      unwrap(await memberships.create(aMembership({ ...ids, membershipCode: 'PIN-THIRD001' })));

      const listed = await memberships.listByIds([second.id, first.id, second.id, UNKNOWN_ID, 'not-an-id']);

      expect([...listed].sort((a, b) => a.membershipCode.localeCompare(b.membershipCode))).toEqual([
        first,
        second,
      ]);
      expect(await memberships.listByIds([])).toEqual([]);
    });

    it('refuses a code already used at the campground but allows it at another', async () => {
      const { memberships } = harness.repos;
      const ids = await seedOwners(harness.repos);
      const other = await seedOwners(harness.repos);
      unwrap(await memberships.create(aMembership({ ...ids, membershipCode: 'SAME-1' })));

      expect(await memberships.create(aMembership({ ...ids, membershipCode: 'SAME-1' }))).toMatchObject({
        ok: false,
        code: 'MEMBERSHIP_CODE_TAKEN',
      });
      expect((await memberships.create(aMembership({ ...other, membershipCode: 'SAME-1' }))).ok).toBe(true);
    });

    it('lists a member’s memberships newest first and updates status and dates', async () => {
      const { memberships } = harness.repos;
      const ids = await seedOwners(harness.repos);
      const older = unwrap(await memberships.create(aMembership({ ...ids, createdAt: T0 })));
      const newer = unwrap(await memberships.create(aMembership({ ...ids, createdAt: minutesAfterT0(1) })));

      const updated = await memberships.update(
        older.id,
        { status: 'expired', endDate: calendarDate('2026-06-30'), paymentStatus: 'failed' },
        minutesAfterT0(2),
      );

      expect((await memberships.listByMember(ids.memberId)).map((membership) => membership.id)).toEqual([
        newer.id,
        older.id,
      ]);
      expect(updated).toEqual({
        ...older,
        status: 'expired',
        endDate: '2026-06-30',
        paymentStatus: 'failed',
        updatedAt: minutesAfterT0(2),
      });
      expect(
        await memberships.update('00000000-0000-4000-8000-00000000ffff', { status: 'active' }, T0),
      ).toBeNull();
    });

    it("lists a campground's memberships by e-mail, type and code for the member import", async () => {
      const { memberships } = harness.repos;
      const ids = await seedOwners(harness.repos);
      const other = await seedCampground(harness.repos);
      const member = await harness.repos.users.findById(ids.memberId);
      const membership = unwrap(await memberships.create(aMembership(ids)));
      await memberships.archive([membership.id], minutesAfterT0(1));

      expect(await memberships.listImportKeys(ids.campgroundId)).toEqual([
        {
          email: member?.email.toLowerCase(),
          membershipTypeId: membership.membershipTypeId,
          membershipCode: membership.membershipCode,
        },
      ]);
      expect(await memberships.listImportKeys(other.id)).toEqual([]);
      expect(await memberships.listImportKeys('not-an-id')).toEqual([]);
    });

    it("lists an e-mail's memberships at one campground and archives them once", async () => {
      const { memberships } = harness.repos;
      const ids = await seedOwners(harness.repos);
      const other = await seedCampground(harness.repos);
      const member = await harness.repos.users.findById(ids.memberId);
      const membership = unwrap(await memberships.create(aMembership(ids)));

      expect(
        await memberships.listByMemberEmail(ids.campgroundId, ` ${member?.email.toUpperCase()} `),
      ).toEqual([membership]);
      expect(await memberships.listByMemberEmail(other.id, member?.email ?? '')).toEqual([]);
      expect(await memberships.listByMemberEmail(ids.campgroundId, 'nobody@camppass.test')).toEqual([]);

      expect(await memberships.archive([membership.id, membership.id, 'not-an-id'], minutesAfterT0(3))).toBe(
        1,
      );
      expect(await memberships.archive([membership.id], minutesAfterT0(4))).toBe(0);
      expect(await memberships.findById(membership.id)).toMatchObject({
        status: 'archived',
        updatedAt: minutesAfterT0(3),
      });
    });
  });
}
