import type { ListQuery, Page } from '../ports/list';
import type {
  AuditEntry,
  AuditFilter,
  AuditLogRepository,
  AuditSortField,
  ListedAuditEntry,
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

  async list(query: ListQuery<AuditFilter, AuditSortField>): Promise<Page<ListedAuditEntry>> {
    const { campgroundId, actorId, actions, from, to } = query.filter;
    const rows = this.store.tables.auditLog
      .map((entry) => this.listed(entry))
      .filter(
        (entry) =>
          (campgroundId === null || entry.campgroundId === campgroundId) &&
          (actorId === null || entry.actorId === actorId) &&
          (actions === null || actions.includes(entry.action)) &&
          (from === null || entry.createdAt >= from) &&
          (to === null || entry.createdAt < to) &&
          containsText([entry.action, entry.actorEmail, entry.actorName], query.search),
      );
    return pageIn(rows, query, (entry) => entry.createdAt.getTime());
  }

  private listed(entry: AuditEntry): ListedAuditEntry {
    const profile = this.store.tables.profiles.get(entry.actorId);
    const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
    const campground = entry.campgroundId ? this.store.tables.campgrounds.get(entry.campgroundId) : undefined;
    return { ...entry, actorName: name === '' ? null : name, campgroundName: campground?.name ?? null };
  }
}
