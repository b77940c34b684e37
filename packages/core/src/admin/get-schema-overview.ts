import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { SchemaOverview } from '../ports/repositories/admin-directory';
import type { Principal } from '../shared/principal';
import { requireSuperAdmin } from './super-admin';

/**
 * The System tab's schema view, in place of the earlier system's schema explorer: the migrations and
 * every table's row count. No SQL from the caller reaches the database.
 */
export class GetSchemaOverview {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  async execute(input: { readonly actor: Principal }): Promise<Result<SchemaOverview, 'FORBIDDEN'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    return ok(await this.ports.unitOfWork.run((repos) => repos.admin.schema()));
  }
}
