import { describe, expect, it } from 'vitest';
import { listQuery } from '../ports/list';
import type { AuditFilter } from '../ports/repositories/audit-log-repository';
import { minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedUser,
  useRepositoryHarness,
} from './contract-harness';

const auditQuery = (request: Parameters<typeof listQuery<AuditFilter, 'createdAt'>>[0] = {}) =>
  listQuery<AuditFilter, 'createdAt'>(request, {
    filter: { campgroundId: null, actorId: null },
    sortFields: ['createdAt'],
    sort: { field: 'createdAt', direction: 'desc' },
  });

/** The behaviour every audit log and admin directory shares (the super admin's area). */
export function describeAdminRepositoriesContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`AuditLogRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('keeps who wrote what, where, when, before and after, and reads it back newest first', async () => {
      const { auditLog } = harness.repos;
      const admin = await seedUser(harness.repos, 'admin@camppass.test');
      const campground = await seedCampground(harness.repos);
      const first = await auditLog.record({
        actorId: admin.id,
        actorRole: 'super_admin',
        action: 'create-campground',
        campgroundId: campground.id,
        subjectId: campground.id,
        before: null,
        after: { name: 'Pine', nested: { months: [11, 3] } },
        createdAt: T0,
      });
      expect(first).toMatchObject({ actorEmail: 'admin@camppass.test', id: expect.any(String) });
      await auditLog.record({
        ...first,
        action: 'admin-update-campground',
        before: { name: 'Pine' },
        after: { name: 'Pine Valley' },
        createdAt: minutesAfterT0(1),
      });
      await auditLog.record({ ...first, action: 'admin-delete-campground', createdAt: minutesAfterT0(1) });

      const page = await auditLog.list(auditQuery());
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
      expect(page.items.map((entry) => entry.action)).toEqual([
        'admin-delete-campground',
        'admin-update-campground',
        'create-campground',
      ]);
      expect(page.items[2]).toEqual({ ...first });
      expect(page.items[1]).toMatchObject({ before: { name: 'Pine' }, after: { name: 'Pine Valley' } });
    });

    it('filters by campground and actor, searches literally, and pages with a stable order', async () => {
      const { auditLog } = harness.repos;
      const admin = await seedUser(harness.repos, 'admin@camppass.test');
      const owner = await seedUser(harness.repos, 'owner_1@camppass.test');
      const campground = await seedCampground(harness.repos);
      for (let n = 0; n < 25; n += 1) {
        await auditLog.record({
          actorId: n % 5 === 0 ? owner.id : admin.id,
          actorRole: n % 5 === 0 ? 'owner' : 'super_admin',
          action: `action-${n}`,
          campgroundId: n % 5 === 0 ? campground.id : null,
          subjectId: null,
          before: null,
          after: { n },
          createdAt: T0,
        });
      }
      expect((await auditLog.list(auditQuery({ filter: { campgroundId: campground.id } }))).total).toBe(5);
      expect((await auditLog.list(auditQuery({ filter: { actorId: owner.id } }))).total).toBe(5);
      expect((await auditLog.list(auditQuery({ search: 'OWNER_1' }))).total).toBe(5);
      expect((await auditLog.list(auditQuery({ search: 'owner%' }))).total).toBe(0);
      expect((await auditLog.list(auditQuery({ filter: { campgroundId: 'not-an-id' } }))).total).toBe(0);

      const pages = await Promise.all(
        [1, 2, 3].map((page) => auditLog.list(auditQuery({ page, pageSize: 10 }))),
      );
      const seen = pages.flatMap((page) => page.items.map((entry) => entry.after?.n));
      expect(seen).toEqual([...Array(25).keys()].reverse());
      expect((await auditLog.list(auditQuery({ page: 9 }))).items).toEqual([]);
    });
  });
}
