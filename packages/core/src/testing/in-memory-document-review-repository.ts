import type { ListQuery, Page } from '../ports/list';
import type {
  DocumentForReview,
  DocumentReviewFilter,
  DocumentReviewRecord,
  DocumentReviewRepository,
  DocumentReviewSortField,
  NewDocumentReview,
} from '../ports/repositories/document-review-repository';
import type { IdentityDocumentRecord } from '../ports/repositories/identity-document-repository';
import { containsText, pageIn } from './in-memory-list';
import { copy, type InMemoryStore } from './in-memory-store';

type Row = DocumentForReview & { readonly id: string };

export class InMemoryDocumentReviewRepository implements DocumentReviewRepository {
  constructor(private readonly store: InMemoryStore) {}

  async list(
    query: ListQuery<DocumentReviewFilter, DocumentReviewSortField>,
  ): Promise<Page<DocumentForReview>> {
    const { campgroundId, kind, status } = query.filter;
    const rows: Row[] = [];
    for (const document of this.store.tables.identityDocuments.values()) {
      if (document.campgroundId !== campgroundId || document.kind !== kind) continue;
      if (status !== null && document.status !== status) continue;
      const row = this.rowOf(document);
      if (
        row &&
        containsText(
          [row.firstName, row.lastName, `${row.firstName} ${row.lastName}`, row.email, row.membershipCode],
          query.search,
        )
      )
        rows.push(row);
    }
    const page = pageIn(rows, query, (row) =>
      query.sort.field === 'name'
        ? `${row.lastName.toLowerCase()}\u0000${row.firstName.toLowerCase()}`
        : row.document.createdAt.toISOString(),
    );
    return { ...page, items: page.items.map(({ id: _id, ...item }) => item) };
  }

  async findDocument(documentId: string): Promise<IdentityDocumentRecord | null> {
    return copy(this.store.tables.identityDocuments.get(documentId) ?? null);
  }

  async record(review: NewDocumentReview): Promise<DocumentReviewRecord> {
    const { identityDocuments } = this.store.tables;
    const document = identityDocuments.get(review.documentId);
    if (!document) throw new Error('No document to review');
    identityDocuments.set(document.id, { ...document, status: review.decision });
    const stored = { ...review, id: this.store.nextId() };
    this.store.tables.documentReviews.push(copy(stored));
    return this.withReviewer(stored);
  }

  async trails(documentIds: readonly string[]): Promise<DocumentReviewRecord[]> {
    const wanted = new Set(documentIds);
    return this.store.tables.documentReviews
      .filter((review) => wanted.has(review.documentId))
      .sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime())
      .map((review) => this.withReviewer(review));
  }

  async countMemberships(campgroundId: string): Promise<number> {
    return [...this.store.tables.memberships.values()].filter((m) => m.campgroundId === campgroundId).length;
  }

  private rowOf(document: IdentityDocumentRecord): Row | null {
    const membership = this.store.tables.memberships.get(document.membershipId);
    const user = this.store.tables.users.get(document.userId);
    if (!membership || !user) return null;
    const profile = this.store.tables.profiles.get(document.userId);
    return copy({
      id: document.id,
      document,
      membershipCode: membership.membershipCode,
      membershipStatus: membership.status,
      membershipCreatedAt: membership.createdAt,
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      email: user.email,
      phone: profile?.phone ?? null,
      numid: profile?.numid ?? null,
    });
  }

  private withReviewer(review: NewDocumentReview & { readonly id: string }): DocumentReviewRecord {
    const user = this.store.tables.users.get(review.reviewerId);
    const profile = this.store.tables.profiles.get(review.reviewerId);
    const name = `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim();
    return copy({ ...review, reviewerName: user ? name || user.email : null });
  }
}
