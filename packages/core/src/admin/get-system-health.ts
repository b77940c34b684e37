import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { SchemaOverview, SystemHealthFigures } from '../ports/repositories/admin-directory';
import { BACKGROUND_JOBS, RECONCILE_AFTER_MINUTES } from '../shared/background-jobs';
import type { Principal } from '../shared/principal';
import { requireSuperAdmin } from './super-admin';

export type HealthStatus = 'healthy' | 'warning' | 'error';

interface HealthCheck {
  readonly name: 'database' | 'migrations' | 'email-outbox' | 'checkouts' | 'reconciliation';
  readonly status: HealthStatus;
  /** What the check saw, in a sentence for the System tab. */
  readonly detail: string;
}

export interface SystemHealth {
  /** The worst of the checks. */
  readonly status: HealthStatus;
  readonly checks: readonly HealthCheck[];
  readonly figures: SystemHealthFigures | null;
  readonly checkedAt: Date;
}

/** An e-mail still unsent after this long means delivery is failing. */
const OUTBOX_WARNING_MINUTES = 15;
/** Reconciliation runs every 10 minutes; two missed runs are worth a look. */
const RECONCILIATION_WARNING_MINUTES = BACKGROUND_JOBS.reconcileCheckouts.everyMinutes * 3;

const minutesBetween = (from: Date, to: Date): number => Math.floor((to.getTime() - from.getTime()) / 60_000);
const worst = (checks: readonly HealthCheck[]): HealthStatus =>
  checks.some((check) => check.status === 'error')
    ? 'error'
    : checks.some((check) => check.status === 'warning')
      ? 'warning'
      : 'healthy';

/**
 * The platform's health, the one rule both the System tab and the Overview show
 * (docs/decisions/admin-area.md#one-health-rule-on-the-overview-and-the-system-tab), from real
 * checks: the database answers, its schema is the one this build migrates to, e-mail leaves the
 * outbox, paid checkouts do not wait for reconciliation, and reconciliation runs.
 */
export const assessSystemHealth = async (
  ports: Pick<CorePorts, 'unitOfWork' | 'clock'>,
): Promise<SystemHealth> => {
  const now = ports.clock.now();
  let figures: SystemHealthFigures;
  let schema: SchemaOverview;
  try {
    const pendingBefore = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
    [figures, schema] = await ports.unitOfWork.run(async (repos) => [
      await repos.admin.healthFigures(pendingBefore),
      await repos.admin.schema(),
    ]);
  } catch (error) {
    const checks: HealthCheck[] = [
      { name: 'database', status: 'error', detail: `The database did not answer: ${String(error)}` },
    ];
    return { status: 'error', checks, figures: null, checkedAt: now };
  }
  const checks = [
    { name: 'database', status: 'healthy', detail: 'The database answers.' } as const,
    migrationsCheck(schema),
    outboxCheck(figures, now),
    ...reconciliationChecks(figures, now),
  ];
  return { status: worst(checks), checks, figures, checkedAt: now };
};

/** The System tab's health (03 §2.10): every check, and the worst of them. */
export class GetSystemHealth {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: { readonly actor: Principal }): Promise<Result<SystemHealth, 'FORBIDDEN'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    return ok(await assessSystemHealth(this.ports));
  }
}

const migrationsCheck = (schema: SchemaOverview): HealthCheck => {
  const missing = schema.migrations.filter((migration) => migration.appliedAt === null);
  if (missing.length > 0) {
    return {
      name: 'migrations',
      status: 'error',
      detail: `Migrations not applied: ${missing.map((m) => `${m.version} ${m.name}`).join(', ')}.`,
    };
  }
  if (schema.unknownVersions.length > 0) {
    return {
      name: 'migrations',
      status: 'error',
      detail: `The database has migrations this build does not know: ${schema.unknownVersions.join(', ')}.`,
    };
  }
  return {
    name: 'migrations',
    status: 'healthy',
    detail: `All ${schema.migrations.length} migrations are applied.`,
  };
};

const outboxCheck = (figures: SystemHealthFigures, now: Date): HealthCheck => {
  const oldest = figures.oldestUnsentEmailAt;
  const late = oldest !== null && minutesBetween(oldest, now) >= OUTBOX_WARNING_MINUTES;
  return {
    name: 'email-outbox',
    status: late ? 'warning' : 'healthy',
    detail:
      figures.outboxBacklog === 0
        ? 'No e-mail is waiting.'
        : `${figures.outboxBacklog} e-mail(s) waiting, the oldest for ${minutesBetween(oldest ?? now, now)} minutes.`,
  };
};

const reconciliationChecks = (figures: SystemHealthFigures, now: Date): HealthCheck[] => {
  const last = figures.lastReconciliationAt;
  const pending = figures.oldestPendingCheckoutAt;
  const stale = last === null || minutesBetween(last, now) > RECONCILIATION_WARNING_MINUTES;
  return [
    {
      name: 'checkouts',
      status: pending !== null && stale ? 'warning' : 'healthy',
      detail:
        pending === null
          ? 'No checkout is waiting for reconciliation.'
          : `The oldest unfulfilled checkout was started ${minutesBetween(pending, now)} minutes ago.`,
    },
    {
      name: 'reconciliation',
      status: stale && pending !== null ? 'warning' : 'healthy',
      detail:
        last === null
          ? 'Reconciliation has not run yet.'
          : `Reconciliation last finished ${minutesBetween(last, now)} minutes ago.`,
    },
  ];
};
