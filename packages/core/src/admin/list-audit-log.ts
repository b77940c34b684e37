import type { Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Page } from '../ports/list';
import type { AuditEntry, AuditFilter } from '../ports/repositories/audit-log-repository';
import { type AdminListInput, adminList } from './admin-list';

export type ListAuditLogInput = AdminListInput<AuditFilter>;

/** The overview's recent activity (03 §2.10): the audit log newest first, a page at a time. */
export class ListAuditLog {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  execute(input: ListAuditLogInput): Promise<Result<Page<AuditEntry>, 'FORBIDDEN'>> {
    return adminList(
      input,
      {
        filter: { campgroundId: null, actorId: null },
        // Stryker disable next-line ArrayDeclaration: equivalent, the only sort field is the default one
        sortFields: ['createdAt'],
        sort: { field: 'createdAt', direction: 'desc' },
      },
      (query) => this.ports.unitOfWork.run((repos) => repos.auditLog.list(query)),
    );
  }
}
