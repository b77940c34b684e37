import type {
  IdentityDocumentRecord,
  IdentityDocumentRepository,
  NewIdentityDocument,
} from '../ports/repositories/identity-document-repository';
import { copy, type InMemoryStore, oldestFirst } from './in-memory-store';

export class InMemoryIdentityDocumentRepository implements IdentityDocumentRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(document: NewIdentityDocument): Promise<IdentityDocumentRecord> {
    if (!this.store.tables.memberships.has(document.membershipId))
      throw new Error('No membership for a document');
    const record: IdentityDocumentRecord = {
      ...document,
      sizeBytes: document.sizeBytes ?? null,
      id: this.store.nextId(),
    };
    this.store.tables.identityDocuments.set(record.id, copy(record));
    return copy(record);
  }

  async listByMembership(membershipId: string): Promise<IdentityDocumentRecord[]> {
    return copy(
      oldestFirst(
        [...this.store.tables.identityDocuments.values()].filter((d) => d.membershipId === membershipId),
      ),
    );
  }

  async listByUser(userId: string): Promise<IdentityDocumentRecord[]> {
    return copy(
      oldestFirst([...this.store.tables.identityDocuments.values()].filter((d) => d.userId === userId)),
    );
  }
}
