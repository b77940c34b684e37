import type { Result } from '@camppass/domain';
import type { Principal } from '../auth/sessions';
import { type ListRequest, listQuery, type Page } from '../ports/list';
import type { AuditEntry, AuditFilter } from '../ports/repositories/audit-log-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { requireSuperAdmin } from './super-admin';

export interface ListAuditLogInput extends ListRequest<AuditFilter> {
  readonly actor: Principal;
}

/** The overview's recent activity (03 §2.10): the audit log newest first, a page at a time. */
export class ListAuditLog {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(input: ListAuditLogInput): Promise<Result<Page<AuditEntry>, 'FORBIDDEN'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    const query = listQuery(input, {
      filter: { campgroundId: null, actorId: null },
      sortFields: ['createdAt'],
      sort: { field: 'createdAt', direction: 'desc' },
    });
    const page = await this.unitOfWork.run((repos) => repos.auditLog.list(query));
    return { ok: true, value: page };
  }
}
