import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { SystemCounts } from '../ports/repositories/admin-directory';
import type { Principal } from '../shared/principal';
import { assessSystemHealth, type HealthStatus } from './get-system-health';
import { requireSuperAdmin } from './super-admin';

/**
 * System stats of 03 §3: the counts, and the health by the System tab's own rule
 * (`assessSystemHealth`); 'error' with zeros when the counts could not be read.
 */
export interface SystemStats extends SystemCounts {
  readonly systemHealth: HealthStatus;
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
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: { readonly actor: Principal }): Promise<Result<SystemStats, 'FORBIDDEN'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    try {
      const counts = await this.ports.unitOfWork.run((repos) =>
        repos.admin.systemCounts(this.ports.clock.now()),
      );
      const health = await assessSystemHealth(this.ports);
      return ok({ ...counts, systemHealth: health.status });
    } catch {
      // 03 §8: a failed calculation answers zeros with systemHealth 'error'.
      return ok({ ...NO_COUNTS, systemHealth: 'error' });
    }
  }
}
