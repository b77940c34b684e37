import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { SystemCounts } from '../ports/repositories/admin-directory';
import type { Principal } from '../shared/principal';
import { requireSuperAdmin } from './super-admin';

/** System stats of 03 §3: the counts, and 'error' (with zeros) when they could not be read. */
export interface SystemStats extends SystemCounts {
  readonly systemHealth: 'healthy' | 'error';
}

const NO_COUNTS: SystemCounts = {
  campgrounds: 0,
  owners: 0,
  members: 0,
  activeMemberships: 0,
  pendingVerifications: 0,
};

/** The overview's counts (03 §2.10), from the stored rows. */
export class GetSystemStats {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  async execute(input: { readonly actor: Principal }): Promise<Result<SystemStats, 'FORBIDDEN'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    try {
      const counts = await this.ports.unitOfWork.run((repos) => repos.admin.systemCounts());
      return ok({ ...counts, systemHealth: 'healthy' });
    } catch {
      // 03 §8: a failed calculation answers zeros with systemHealth 'error'.
      return ok({ ...NO_COUNTS, systemHealth: 'error' });
    }
  }
}
