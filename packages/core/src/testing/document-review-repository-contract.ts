import { describe, expect, it } from 'vitest';
import { listQuery } from '../ports/list';
import type {
  DocumentReviewFilter,
  DocumentReviewSortField,
} from '../ports/repositories/document-review-repository';
import type { IdentityDocumentKind } from '../ports/repositories/identity-document-repository';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, aProfile, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

const seedDocuments = async (repos: Repositories) => {
  const campground = await seedCampground(repos);
  const other = await seedCampground(repos);
  const type = await seedMembershipType(repos, campground.id);
  const otherType = await seedMembershipType(repos, other.id);
  const person = async (email: string, firstName: string, lastName: string) => {
    const user = await seedUser(repos, email);
    await repos.users.saveProfile(user.id, aProfile({ firstName, lastName, numid: `N-${lastName}` }), T0);
    return user;
  };
  const ada = await person('ada@camppass.test', 'Ada', 'Lovelace');
  const alan = await person('alan@camppass.test', 'Alan', 'Turing');
  const grace = await person('grace@camppass.test', 'Grace', 'Hopper');
  const document = async (
    user: { id: string },
    code: string,
    kind: IdentityDocumentKind,
    minutes: number,
    at = campground.id,
  ) => {
    const membership = unwrap(
      await repos.memberships.create(
        aMembership({
          campgroundId: at,
          memberId: user.id,
          membershipTypeId: at === campground.id ? type.id : otherType.id,
          membershipCode: code,
        }),
      ),
    );
    return repos.identityDocuments.create({
      membershipId: membership.id,
      userId: user.id,
      campgroundId: at,
      kind,
      storageKey: `uploads/${kind}/${code}.jpg`,
      contentType: 'image/jpeg',
      status: 'pending',
      createdAt: minutesAfterT0(minutes),
    });
  };
  return { campground, other, ada, alan, grace, document };
};

const query = (
  filter: DocumentReviewFilter,
  request: {
    search?: string;
    sortField?: DocumentReviewSortField;
    sortDirection?: 'asc' | 'desc';
    pageSize?: number;
    page?: number;
  } = {},
) =>
  listQuery<DocumentReviewFilter, DocumentReviewSortField>(
    { ...request },
    { filter, sortFields: ['createdAt', 'name'], sort: { field: 'createdAt', direction: 'desc' } },
  );

/** The owner area's document verification: lists searched and paged in the store, and review trails. */
export function describeDocumentReviewRepositoryContract(
  label: string,
  factory: RepositoryHarnessFactory,
): void {
  describe(`Document review repository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('lists one campground’s documents of one kind with their membership and member, searched and paged', async () => {
      const { documentReviews } = harness.repos;
      const s = await seedDocuments(harness.repos);
      const adaSelfie = await s.document(s.ada, 'PIN-ADA1', 'selfie', 1);
      const alanSelfie = await s.document(s.alan, 'PIN-ALAN', 'selfie', 2);
      await s.document(s.grace, 'PIN-GRACE', 'signature', 3);
      await s.document(s.grace, 'OTH-GRACE', 'selfie', 4, s.other.id);
      const filter = { campgroundId: s.campground.id, kind: 'selfie' as const, status: null };

      const all = await documentReviews.list(query(filter));
      expect(all.total).toBe(2);
      expect(all.items.map((item) => item.document.id)).toEqual([alanSelfie.id, adaSelfie.id]);
      expect(all.items[1]).toMatchObject({
        document: adaSelfie,
        membershipCode: 'PIN-ADA1',
        membershipStatus: 'active',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@camppass.test',
        numid: 'N-Lovelace',
      });
      expect(all.items[1]?.membershipCreatedAt).toEqual(T0);

      for (const search of ['ada lov', 'ADA@camppass', 'pin-ada', 'Lovelace']) {
        const found = await documentReviews.list(query(filter, { search }));
        expect(
          found.items.map((item) => item.document.id),
          search,
        ).toEqual([adaSelfie.id]);
      }
      expect((await documentReviews.list(query(filter, { search: '%' }))).total).toBe(0);
      const byName = await documentReviews.list(
        query(filter, { sortField: 'name', sortDirection: 'asc', pageSize: 10 }),
      );
      expect(byName.items.map((item) => item.lastName)).toEqual(['Lovelace', 'Turing']);
      expect((await documentReviews.list(query({ ...filter, status: 'approved' }))).total).toBe(0);
      expect((await documentReviews.list(query({ ...filter, campgroundId: 'not-an-id' }))).total).toBe(0);
      expect(await documentReviews.countMemberships(s.campground.id)).toBe(3);
      expect(await documentReviews.countMemberships('not-an-id')).toBe(0);
    });

    it('records each review as the document’s status and keeps every review in its trail', async () => {
      const { documentReviews } = harness.repos;
      const s = await seedDocuments(harness.repos);
      const reviewer = await seedUser(harness.repos, 'staff@camppass.test');
      await harness.repos.users.saveProfile(
        reviewer.id,
        aProfile({ firstName: 'Sam', lastName: 'Staff' }),
        T0,
      );
      const plain = await seedUser(harness.repos, 'owner@camppass.test');
      const selfie = await s.document(s.ada, 'PIN-ADA1', 'selfie', 1);
      const other = await s.document(s.alan, 'PIN-ALAN', 'selfie', 2);

      const first = await documentReviews.record({
        documentId: selfie.id,
        reviewerId: reviewer.id,
        decision: 'rejected',
        notes: 'Blurry photo',
        reviewedAt: minutesAfterT0(10),
      });
      expect(first).toMatchObject({ reviewerName: 'Sam Staff', decision: 'rejected', notes: 'Blurry photo' });
      await documentReviews.record({
        documentId: selfie.id,
        reviewerId: plain.id,
        decision: 'approved',
        notes: null,
        reviewedAt: minutesAfterT0(20),
      });
      expect((await documentReviews.findDocument(selfie.id))?.status).toBe('approved');
      expect((await documentReviews.findDocument(other.id))?.status).toBe('pending');
      expect(await documentReviews.findDocument('not-an-id')).toBeNull();

      const trail = await documentReviews.trails([selfie.id, other.id, 'not-an-id']);
      expect(
        trail.map((entry) => [entry.decision, entry.reviewerName, entry.notes, entry.reviewedAt]),
      ).toEqual([
        ['rejected', 'Sam Staff', 'Blurry photo', minutesAfterT0(10)],
        ['approved', plain.email, null, minutesAfterT0(20)],
      ]);
      expect(trail[0]?.id).toBe(first.id);
      expect(await documentReviews.trails([])).toEqual([]);
      const approved = await documentReviews.list(
        query({ campgroundId: s.campground.id, kind: 'selfie', status: 'approved' }),
      );
      expect(approved.items.map((item) => item.document.status)).toEqual(['approved']);
    });
  });
}
