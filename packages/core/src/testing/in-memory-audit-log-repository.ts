import type { ListQuery, Page } from '../ports/list';
import type {
  AuditEntry,
  AuditFilter,
  AuditLogRepository,
  AuditSortField,
  NewAuditEntry,
} from '../ports/repositories/audit-log-repository';
import { containsText, pageIn } from './in-memory-list';
import { copy, type InMemoryStore } from './in-memory-store';

export class InMemoryAuditLogRepository implements AuditLogRepository {
  constructor(private readonly store: InMemoryStore) {}

  async record(entry: NewAuditEntry): Promise<AuditEntry> {
    const actor = this.store.tables.users.get(entry.actorId);
    if (!actor) throw new Error(`No user ${entry.actorId} for an audit entry`);
    const recorded: AuditEntry = { ...copy(entry), id: this.store.nextId(), actorEmail: actor.email };
    this.store.tables.auditLog.push(recorded);
    return copy(recorded);
  }

  async list(query: ListQuery<AuditFilter, AuditSortField>): Promise<Page<AuditEntry>> {
    const { campgroundId, actorId } = query.filter;
    const rows = this.store.tables.auditLog.filter(
      (entry) =>
        (campgroundId === null || entry.campgroundId === campgroundId) &&
        (actorId === null || entry.actorId === actorId) &&
        containsText([entry.action, entry.actorEmail], query.search),
    );
    return pageIn(rows, query, (entry) => entry.createdAt.getTime());
  }
}
