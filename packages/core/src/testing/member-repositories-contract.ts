import { describe, expect, it } from 'vitest';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, aPayment, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

const TOKEN_A = 'a'.repeat(43);
const TOKEN_B = 'b'.repeat(43);

const seedMemberships = async (repos: Repositories) => {
  const campground = await seedCampground(repos);
  const type = await seedMembershipType(repos, campground.id);
  const member = await seedUser(repos);
  const other = await seedUser(repos);
  const create = async (memberId: string) =>
    unwrap(
      await repos.memberships.create(
        aMembership({ campgroundId: campground.id, memberId, membershipTypeId: type.id }),
      ),
    );
  return { campground, member, other, own: await create(member.id), foreign: await create(other.id) };
};

/** The member area's repositories: status-link tokens and a member's own documents. */
export function describeMemberRepositoriesContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`Member repositories contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('issues a status token once, replaces it, and resolves only the current token', async () => {
      const { statusTokens } = harness.repos;
      const { own } = await seedMemberships(harness.repos);
      expect(await statusTokens.findMembershipId(TOKEN_A)).toBeNull();
      expect(await statusTokens.issue(own.id, TOKEN_A, T0)).toBe(TOKEN_A);
      // A second first reader gets the stored token, not its own.
      expect(await statusTokens.issue(own.id, TOKEN_B, T0)).toBe(TOKEN_A);
      expect(await statusTokens.findMembershipId(TOKEN_A)).toBe(own.id);

      await statusTokens.replace(own.id, TOKEN_B, minutesAfterT0(1));
      expect(await statusTokens.findMembershipId(TOKEN_A)).toBeNull();
      expect(await statusTokens.findMembershipId(TOKEN_B)).toBe(own.id);
      expect(await statusTokens.issue(own.id, TOKEN_A, minutesAfterT0(2))).toBe(TOKEN_B);
    });

    it('keeps one signing card key per campground, the first issuer’s, and keeps rotated keys retired', async () => {
      const { cardKeys } = harness.repos;
      const { campground } = await seedMemberships(harness.repos);
      const other = await seedCampground(harness.repos);
      const key = (keyId: string, campgroundId: string, minutes: number) => ({
        keyId,
        campgroundId,
        publicKey: `public-${keyId}`,
        privateKeySealed: `sealed-${keyId}`,
        createdAt: minutesAfterT0(minutes),
      });
      expect(await cardKeys.listByCampground(campground.id)).toEqual([]);
      const first = await cardKeys.issue(key('key-one', campground.id, 0));
      expect(first).toEqual({ ...key('key-one', campground.id, 0), retiredAt: null });
      // A second first signer gets the stored key, not its own.
      expect(await cardKeys.issue(key('key-two', campground.id, 1))).toEqual(first);
      await cardKeys.issue(key('key-elsewhere', other.id, 1));

      await cardKeys.rotate(key('key-three', campground.id, 5));
      expect(await cardKeys.listByCampground(campground.id)).toEqual([
        { ...key('key-three', campground.id, 5), retiredAt: null },
        { ...first, retiredAt: minutesAfterT0(5) },
      ]);
      expect(await cardKeys.issue(key('key-four', campground.id, 6))).toMatchObject({ keyId: 'key-three' });
    });

    it('lists a member’s documents at every membership, oldest first, with their sizes', async () => {
      const { identityDocuments } = harness.repos;
      const { campground, member, own, foreign, other } = await seedMemberships(harness.repos);
      const document = (membershipId: string, userId: string, minutes: number, sizeBytes?: number) =>
        identityDocuments.create({
          membershipId,
          userId,
          campgroundId: campground.id,
          kind: 'selfie',
          storageKey: `uploads/selfie/${membershipId}-${minutes}.jpg`,
          contentType: 'image/jpeg',
          status: 'pending',
          ...(sizeBytes === undefined ? {} : { sizeBytes }),
          createdAt: minutesAfterT0(minutes),
        });
      const later = await document(own.id, member.id, 5, 2_500_000);
      const earlier = await document(own.id, member.id, 1);
      await document(foreign.id, other.id, 2, 10);
      expect(earlier.sizeBytes).toBeNull();
      expect(later.sizeBytes).toBe(2_500_000);
      expect(await identityDocuments.listByUser(member.id)).toEqual([earlier, later]);
      expect(await identityDocuments.listByUser('not-a-user-id')).toEqual([]);
    });

    it('pages a user’s payments, sorted by date, amount or status, ties broken by id, searched by description', async () => {
      const { payments } = harness.repos;
      const { member, other } = await seedMemberships(harness.repos);
      const pay = async (
        minutes: number,
        amountCents: number,
        status: 'succeeded' | 'failed',
        description: string,
      ) =>
        unwrap(
          await payments.create(
            aPayment({
              userId: member.id,
              amountCents,
              status,
              description,
              createdAt: minutesAfterT0(minutes),
            }),
          ),
        );
      const a = await pay(1, 5_000, 'succeeded', 'Weekend at Pine Valley');
      const b = await pay(2, 9_000, 'failed', 'Annual at Pine Valley');
      const c = await pay(3, 1_000, 'succeeded', 'Day pass 100% off_');
      unwrap(await payments.create(aPayment({ userId: other.id, amountCents: 99_999 })));
      const page = (sort: { field: 'date' | 'amount' | 'status'; direction: 'asc' | 'desc' }, extra = {}) =>
        payments.listPage({
          filter: { userId: member.id },
          search: null,
          sort,
          page: 1,
          pageSize: 10,
          ...extra,
        });
      const ids = async (p: ReturnType<typeof page>) => (await p).items.map((x) => x.id);

      expect(await ids(page({ field: 'date', direction: 'desc' }))).toEqual([c.id, b.id, a.id]);
      expect(await ids(page({ field: 'date', direction: 'asc' }))).toEqual([a.id, b.id, c.id]);
      expect(await ids(page({ field: 'amount', direction: 'desc' }))).toEqual([b.id, a.id, c.id]);
      expect(await ids(page({ field: 'amount', direction: 'asc' }))).toEqual([c.id, a.id, b.id]);
      const byStatus = await page({ field: 'status', direction: 'asc' });
      expect(byStatus.items.map((x) => x.status)).toEqual(['failed', 'succeeded', 'succeeded']);
      expect(byStatus.items.slice(1).map((x) => x.id)).toEqual([a.id, c.id].sort());

      const second = await page({ field: 'date', direction: 'desc' }, { page: 2, pageSize: 2 });
      expect([second.items.map((x) => x.id), second.total, second.page]).toEqual([[a.id], 3, 2]);
      expect(await ids(page({ field: 'date', direction: 'desc' }, { search: 'pine valley' }))).toEqual([
        b.id,
        a.id,
      ]);
      expect(await ids(page({ field: 'date', direction: 'desc' }, { search: '100%' }))).toEqual([c.id]);
      expect(await ids(page({ field: 'date', direction: 'desc' }, { search: '_x' }))).toEqual([]);
      expect(
        (
          await payments.listPage({
            filter: { userId: 'nobody' },
            search: null,
            sort: { field: 'date', direction: 'desc' },
            page: 1,
            pageSize: 10,
          })
        ).total,
      ).toBe(0);
    });
  });
}
