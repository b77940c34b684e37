import { calendarDate } from '@camppass/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportedMembership } from '../ports/repositories/membership-repository';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, minutesAfterT0, T0 } from './builders';
import { seedCampground, seedMembershipType, seedUser, unwrap } from './contract-harness';
import type { UnitOfWorkHarness } from './unit-of-work-contract';

const row = (n: number, membershipTypeId: string): ImportedMembership => ({
  email: `claim${n}@import.test`,
  profile: { firstName: `Ada${n}`, lastName: 'Camper', status: 'active' },
  membershipTypeId,
  startDate: calendarDate('2026-01-01'),
  endDate: calendarDate('2026-12-31'),
  status: 'active',
  membershipCode: `CLM-${1000 + n}`,
});

const HOUR = 60;

/** A campground with a type and `count` imported members (claim1@ … claimN@). */
const importedCampground = async (repos: Repositories, count: number, slug = 'pine') => {
  const campground = await seedCampground(repos, { slug, name: slug });
  const type = await seedMembershipType(repos, campground.id);
  const rows = Array.from({ length: count }, (_, index) => row(index + 1, type.id));
  await repos.memberships.writeImportBatch(campground.id, rows, T0);
  return { campgroundId: campground.id, typeId: type.id };
};

/**
 * What the member import keeps beside its members (MemberImportRepository, and the source the batch
 * write gives a membership): the remembered mapping, and the claim e-mails at most once a day.
 */
export function describeMemberImportExtrasContract(
  label: string,
  factory: () => Promise<UnitOfWorkHarness>,
): void {
  describe(`Member import extras contract: ${label}`, () => {
    let harness: UnitOfWorkHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.cleanup?.();
    });

    it('remembers one mapping per campground, the last saved replacing the one before', async () => {
      const { repos } = harness;
      const pine = (await seedCampground(repos, { slug: 'pine' })).id;
      const oak = (await seedCampground(repos, { slug: 'oak' })).id;
      expect(await repos.memberImport.findMapping(pine)).toEqual({});
      await repos.memberImport.saveMapping(pine, { Mail: 'email', Given: 'firstName' }, T0);
      await repos.memberImport.saveMapping(oak, { Email: 'email' }, T0);
      expect(await repos.memberImport.findMapping(pine)).toEqual({ Mail: 'email', Given: 'firstName' });
      await repos.memberImport.saveMapping(pine, { 'E-mail': 'email' }, minutesAfterT0(1));
      expect(await repos.memberImport.findMapping(pine)).toEqual({ 'E-mail': 'email' });
      expect(await repos.memberImport.findMapping(oak)).toEqual({ Email: 'email' });
      expect(await repos.memberImport.findMapping('not-a-campground')).toEqual({});
    });

    it('marks the memberships an import creates as imported; one it updates keeps its source', async () => {
      const { repos } = harness;
      const pine = (await seedCampground(repos)).id;
      const typeId = (await seedMembershipType(repos, pine)).id;
      const buyer = await seedUser(repos, 'claim2@import.test');
      const bought = unwrap(
        await repos.memberships.create(
          aMembership({
            campgroundId: pine,
            membershipTypeId: typeId,
            memberId: buyer.id,
            membershipCode: 'BUY-1',
          }),
        ),
      );
      expect(bought.source).toBe('checkout');
      await repos.memberships.writeImportBatch(pine, [row(1, typeId), row(2, typeId)], minutesAfterT0(1));
      expect((await repos.memberships.findByCode(pine, 'CLM-1001'))?.source).toBe('imported');
      expect((await repos.memberships.findById(bought.id))?.source).toBe('checkout');
    });

    it('queues a claim e-mail for each imported account without a password, once a day', async () => {
      const { repos } = harness;
      const { campgroundId } = await importedCampground(repos, 3);
      const other = await importedCampground(repos, 0, 'oak');
      const withPassword = await repos.users.findByEmail('claim3@import.test');
      await repos.users.setPasswordHash(withPassword?.id ?? '', 'hash', T0);

      expect(await repos.memberImport.requestClaimEmails(campgroundId, minutesAfterT0(1))).toBe(2);
      expect(await repos.memberImport.requestClaimEmails(campgroundId, minutesAfterT0(2))).toBe(0);
      expect(await repos.memberImport.requestClaimEmails(other.campgroundId, minutesAfterT0(2))).toBe(0);
      const due = await repos.memberImport.listDueClaimEmails(10);
      expect(due.map((claim) => [claim.email, claim.firstName, claim.campgroundId]).sort()).toEqual([
        ['claim1@import.test', 'Ada1', campgroundId],
        ['claim2@import.test', 'Ada2', campgroundId],
      ]);
      expect(await repos.memberImport.listDueClaimEmails(1)).toHaveLength(1);

      const [first] = due;
      await repos.memberImport.markClaimEmailSent(campgroundId, first?.userId ?? '', minutesAfterT0(3));
      expect((await repos.memberImport.listDueClaimEmails(10)).map((claim) => claim.userId)).not.toContain(
        first?.userId,
      );
      // Within the day nothing is queued again; a day after the request, each is queued once more.
      expect(await repos.memberImport.requestClaimEmails(campgroundId, minutesAfterT0(24 * HOUR))).toBe(0);
      expect(await repos.memberImport.requestClaimEmails(campgroundId, minutesAfterT0(24 * HOUR + 1))).toBe(
        2,
      );
      expect(await repos.memberImport.listDueClaimEmails(10)).toHaveLength(2);
    });

    it('leaves out an account that set its password after the request', async () => {
      const { repos } = harness;
      const { campgroundId } = await importedCampground(repos, 2);
      expect(await repos.memberImport.requestClaimEmails(campgroundId, minutesAfterT0(1))).toBe(2);
      const claimed = await repos.users.findByEmail('claim1@import.test');
      await repos.users.setPasswordHash(claimed?.id ?? '', 'hash', minutesAfterT0(2));
      expect((await repos.memberImport.listDueClaimEmails(10)).map((claim) => claim.email)).toEqual([
        'claim2@import.test',
      ]);
    });

    it('queues each account once when many requests come at the same moment', async () => {
      const { repos } = harness;
      const { campgroundId } = await importedCampground(repos, 5);
      const counts = await Promise.all(
        Array.from({ length: 20 }, () =>
          repos.memberImport.requestClaimEmails(campgroundId, minutesAfterT0(1)),
        ),
      );
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
      expect(await repos.memberImport.listDueClaimEmails(100)).toHaveLength(5);
    });
  });
}
