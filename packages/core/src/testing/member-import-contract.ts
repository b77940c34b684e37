import { calendarDate } from '@camppass/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportedMembership } from '../ports/repositories/membership-repository';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, aProfile, minutesAfterT0, T0 } from './builders';

import { seedCampground, seedMembershipType, seedUser, unwrap } from './contract-harness';
import type { UnitOfWorkHarness } from './unit-of-work-contract';

const row = (n: number, membershipTypeId: string, code = `IMP-${1000 + n}`): ImportedMembership => ({
  email: `camper${n}@import.test`,
  profile: { firstName: 'Ada', lastName: `Camper${n}`, status: 'active', city: 'Austin' },
  membershipTypeId,
  startDate: calendarDate('2026-01-01'),
  endDate: calendarDate('2026-12-31'),
  status: 'active',
  membershipCode: code,
});

const keysOf = async (repos: Repositories, campgroundId: string) =>
  (await repos.memberships.listImportKeys(campgroundId)).sort((a, b) => a.email.localeCompare(b.email));

/**
 * The member import's batch write (MembershipRepository.writeImportBatch): set-based, idempotent per
 * e-mail and type, and all or nothing per batch inside a transaction.
 */
export function describeMemberImportContract(label: string, factory: () => Promise<UnitOfWorkHarness>): void {
  describe(`Member import batch contract: ${label}`, () => {
    let harness: UnitOfWorkHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.cleanup?.();
    });

    it('creates accounts and memberships once; the same rows again only update dates', async () => {
      const { repos } = harness;
      const pine = (await seedCampground(repos)).id;
      const typeId = (await seedMembershipType(repos, pine)).id;
      // One e-mail already has an account with its own profile: it keeps the profile.
      const known = await seedUser(repos, 'camper2@import.test');
      await repos.users.saveProfile(known.id, aProfile({ firstName: 'Own', lastName: 'Name' }), T0);
      const rows = [1, 2, 3].map((n) => row(n, typeId));

      const made = await repos.memberships.writeImportBatch(pine, rows, T0);
      expect(made).toMatchObject({ created: 3, updated: 0, redated: [] });
      expect(made.createdMemberships.map((m) => m.membershipCode)).toEqual([
        'IMP-1001',
        'IMP-1002',
        'IMP-1003',
      ]);
      const first = await keysOf(repos, pine);
      expect(first.map((key) => key.membershipCode)).toEqual(['IMP-1001', 'IMP-1002', 'IMP-1003']);
      const created = await repos.users.findByEmail('camper1@import.test');
      expect(created?.passwordHash).toBeNull();
      expect(await repos.users.findProfile(created?.id ?? '')).toMatchObject({
        firstName: 'Ada',
        lastName: 'Camper1',
        city: 'Austin',
      });
      expect(await repos.users.findProfile(known.id)).toMatchObject({ firstName: 'Own', lastName: 'Name' });
      expect((await repos.roles.listForUser(created?.id ?? '')).map((role) => role.role)).toEqual(['member']);

      const later = rows.map((r) => ({ ...r, endDate: calendarDate('2027-06-30'), membershipCode: 'X-NEW' }));
      const again = await repos.memberships.writeImportBatch(pine, later, minutesAfterT0(1));
      expect(again).toMatchObject({ created: 0, updated: 3, createdMemberships: [] });
      // Each membership the rows gave a new end date, as it now stands.
      expect(again.redated.map((m) => `${m.membershipCode} ${m.endDate}`).sort()).toEqual([
        'IMP-1001 2027-06-30',
        'IMP-1002 2027-06-30',
        'IMP-1003 2027-06-30',
      ]);
      // The same rows once more change no date.
      expect((await repos.memberships.writeImportBatch(pine, later, minutesAfterT0(2))).redated).toEqual([]);
      expect(await keysOf(repos, pine)).toEqual(first);
      const [membership] = await repos.memberships.listByMemberEmail(pine, 'camper1@import.test');
      expect(membership).toMatchObject({ endDate: '2027-06-30', paymentStatus: 'paid', pricePaidCents: 0 });
    });

    it("updates a member's newest membership of the type and leaves the older ones as they were", async () => {
      const { repos } = harness;
      const pine = (await seedCampground(repos)).id;
      const typeId = (await seedMembershipType(repos, pine)).id;
      const member = await seedUser(repos, 'camper1@import.test');
      const ids = { campgroundId: pine, membershipTypeId: typeId, memberId: member.id };
      // The newer one stored first: the order rows come back in does not decide.
      const newer = unwrap(
        await repos.memberships.create(
          aMembership({
            ...ids,
            startDate: '2025-01-01',
            endDate: '2025-12-31',
            createdAt: minutesAfterT0(5),
          }),
        ),
      );

      const older = unwrap(
        await repos.memberships.create(
          aMembership({ ...ids, startDate: '2024-01-01', endDate: '2024-12-31', status: 'expired' }),
        ),
      );
      const updated = await repos.memberships.writeImportBatch(pine, [row(1, typeId)], minutesAfterT0(10));
      expect(updated).toMatchObject({ created: 0, updated: 1, createdMemberships: [] });
      expect(updated.redated.map((m) => m.id)).toEqual([newer.id]);
      expect(await repos.memberships.findById(newer.id)).toMatchObject({
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      });
      expect(await repos.memberships.findById(older.id)).toMatchObject({
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        status: 'expired',
      });
    });

    it('leaves whole batches only: a batch with a taken code writes nothing of its own', async () => {
      const { repos, unitOfWork } = harness;
      const pine = (await seedCampground(repos)).id;
      const typeId = (await seedMembershipType(repos, pine)).id;
      await unitOfWork.run((tx) => tx.memberships.writeImportBatch(pine, [row(1, typeId)], T0));

      const failing = [row(2, typeId), row(3, typeId, 'IMP-1001')];
      await expect(
        unitOfWork.run((tx) => tx.memberships.writeImportBatch(pine, failing, T0)),
      ).rejects.toThrow();

      expect((await keysOf(repos, pine)).map((key) => key.email)).toEqual(['camper1@import.test']);
      expect(await repos.users.findByEmail('camper2@import.test')).toBeNull();
    });
  });
}
