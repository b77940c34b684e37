import { AUDIT_ACTION_KINDS, type AuditActionKind, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Page } from '../ports/list';
import type { AuditFilter, ListedAuditEntry } from '../ports/repositories/audit-log-repository';
import { type AdminListInput, adminList } from './admin-list';

/** What a caller may filter the log by: the repository's filter, with a kind of action instead of actions. */
type AuditLogFilter = Omit<AuditFilter, 'actions'> & { readonly kind: AuditActionKind | null };

export type ListAuditLogInput = AdminListInput<AuditLogFilter>;

/**
 * The audit log (03 §2.10's recent activity, and the admin's Activity screen): newest first, a page
 * at a time, filtered in the database by who, kind of action, campground and a date range.
 */
export class ListAuditLog {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  execute(input: ListAuditLogInput): Promise<Result<Page<ListedAuditEntry>, 'FORBIDDEN'>> {
    const { kind, ...filter } = input.filter ?? {};
    return adminList<AuditFilter, 'createdAt', ListedAuditEntry>(
      {
        ...input,
        filter: { ...filter, ...(kind ? { actions: [...AUDIT_ACTION_KINDS[kind].actions] } : {}) },
      },
      {
        filter: { campgroundId: null, actorId: null, actions: null, from: null, to: null },
        // Stryker disable next-line ArrayDeclaration: equivalent, the only sort field is the default one
        sortFields: ['createdAt'],
        sort: { field: 'createdAt', direction: 'desc' },
      },
      (query) => this.ports.unitOfWork.run((repos) => repos.auditLog.list(query)),
    );
  }
}
