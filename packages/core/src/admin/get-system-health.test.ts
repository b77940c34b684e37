import { describe, expect, it } from 'vitest';
import type { SchemaOverview, SystemHealthFigures } from '../ports/repositories/admin-directory';
import type { UnitOfWork } from '../ports/unit-of-work';
import { RECONCILE_AFTER_MINUTES } from '../shared/background-jobs';
import { anOutboxMessage } from '../testing/builders';
import { createInMemoryCore, type InMemoryCore, seedPrincipal } from '../testing/in-memory-core';
import { GetSystemHealth } from './get-system-health';

const NOTHING_WAITING: SystemHealthFigures = {
  outboxBacklog: 0,
  oldestUnsentEmailAt: null,
  oldestPendingCheckoutAt: null,
  lastReconciliationAt: null,
};
const APPLIED: SchemaOverview = {
  migrations: [
    { version: 1, name: 'initial', appliedAt: new Date(0) },
    { version: 2, name: 'payments', appliedAt: new Date(0) },
  ],
  unknownVersions: [],
  tables: [],
};

/**
 * The health read over a database that answers these figures and this schema; `asked` holds the
 * `pendingBefore` of each figures read.
 */
const healthOver = (
  core: InMemoryCore,
  figures: Partial<SystemHealthFigures>,
  schema: Partial<SchemaOverview> = {},
) => {
  const asked: Date[] = [];
  const unitOfWork: UnitOfWork = {
    run: (work) =>
      core.unitOfWork.run((repos) =>
        work({
          ...repos,
          admin: Object.assign(Object.create(repos.admin), {
            healthFigures: async (pendingBefore: Date) => {
              asked.push(pendingBefore);
              return { ...NOTHING_WAITING, ...figures };
            },
            schema: async () => ({ ...APPLIED, ...schema }),
          }),
        }),
      ),
  };
  return { health: new GetSystemHealth({ ...core, unitOfWork }), asked };
};

const minutesAgo = (core: InMemoryCore, minutes: number) =>
  new Date(core.clock.now().getTime() - minutes * 60_000);

describe('GetSystemHealth', () => {
  it('is healthy when every check passes, and warns of e-mail stuck in the outbox', async () => {
    const core = createInMemoryCore();
    const health = new GetSystemHealth(core);
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });

    const fine = await health.execute({ actor: admin });
    expect(fine).toMatchObject({ ok: true, value: { status: 'healthy' } });

    await core.repos.outbox.add(anOutboxMessage({ createdAt: core.clock.now() }));
    core.clock.advance({ minutes: 20 });
    const late = await health.execute({ actor: admin });
    expect(late.ok && late.value.status).toBe('warning');
    expect(late.ok && late.value.checks.find((check) => check.name === 'email-outbox')).toMatchObject({
      status: 'warning',
      detail: '1 e-mail(s) waiting, the oldest for 20 minutes.',
    });
    expect(late.ok && late.value.figures?.outboxBacklog).toBe(1);
  });

  it('runs every check, each healthy when nothing waits, asking for checkouts older than the reconciliation delay', async () => {
    const core = createInMemoryCore();
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    const { health, asked } = healthOver(core, {});
    expect(await health.execute({ actor: admin })).toEqual({
      ok: true,
      value: {
        status: 'healthy',
        checks: [
          { name: 'database', status: 'healthy', detail: 'The database answers.' },
          { name: 'migrations', status: 'healthy', detail: 'All 2 migrations are applied.' },
          { name: 'email-outbox', status: 'healthy', detail: 'No e-mail is waiting.' },
          { name: 'checkouts', status: 'healthy', detail: 'No checkout is waiting for reconciliation.' },
          { name: 'reconciliation', status: 'healthy', detail: 'Reconciliation has not run yet.' },
        ],
        figures: NOTHING_WAITING,
        checkedAt: core.clock.now(),
      },
    });
    expect(asked).toEqual([minutesAgo(core, RECONCILE_AFTER_MINUTES)]);
  });

  it('is an error when a migration is not applied or the database has one this build does not know', async () => {
    const core = createInMemoryCore();
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    const migrationsOf = async (schema: Partial<SchemaOverview>) => {
      const result = await healthOver(core, {}, schema).health.execute({ actor: admin });
      return (
        result.ok && [result.value.status, result.value.checks.find((check) => check.name === 'migrations')]
      );
    };
    expect(
      await migrationsOf({
        migrations: [
          { version: 1, name: 'initial', appliedAt: new Date(0) },
          { version: 2, name: 'payments', appliedAt: null },
          { version: 3, name: 'uploads', appliedAt: null },
        ],
        unknownVersions: [9],
      }),
    ).toEqual([
      'error',
      { name: 'migrations', status: 'error', detail: 'Migrations not applied: 2 payments, 3 uploads.' },
    ]);
    expect(await migrationsOf({ unknownVersions: [9, 10] })).toEqual([
      'error',
      {
        name: 'migrations',
        status: 'error',
        detail: 'The database has migrations this build does not know: 9, 10.',
      },
    ]);
  });

  it('is the worst of its checks: an error outweighs a warning', async () => {
    const core = createInMemoryCore();
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    const late = { outboxBacklog: 1, oldestUnsentEmailAt: minutesAgo(core, 60) };
    const result = await healthOver(core, late, { unknownVersions: [9] }).health.execute({ actor: admin });
    expect(result.ok && result.value.checks.map((check) => check.status)).toEqual([
      'healthy',
      'error',
      'warning',
      'healthy',
      'healthy',
    ]);
    expect(result.ok && result.value.status).toBe('error');
  });

  it('warns of e-mail unsent for 15 minutes, not 14', async () => {
    const core = createInMemoryCore();
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    const outbox = async (minutes: number) => {
      const { health } = healthOver(core, {
        outboxBacklog: 2,
        oldestUnsentEmailAt: minutesAgo(core, minutes),
      });
      const result = await health.execute({ actor: admin });
      return result.ok && result.value.checks.find((check) => check.name === 'email-outbox');
    };
    expect(await outbox(14)).toEqual({
      name: 'email-outbox',
      status: 'healthy',
      detail: '2 e-mail(s) waiting, the oldest for 14 minutes.',
    });
    expect(await outbox(15)).toMatchObject({ status: 'warning' });
  });

  it('warns when a paid checkout waits and reconciliation has missed three runs or never ran', async () => {
    const core = createInMemoryCore();
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    const reconciliation = async (figures: Partial<SystemHealthFigures>) => {
      const result = await healthOver(core, figures).health.execute({ actor: admin });
      return result.ok && [result.value.status, result.value.checks.slice(3)];
    };
    const pending = minutesAgo(core, 45);
    expect(
      await reconciliation({ oldestPendingCheckoutAt: pending, lastReconciliationAt: minutesAgo(core, 31) }),
    ).toEqual([
      'warning',
      [
        {
          name: 'checkouts',
          status: 'warning',
          detail: 'The oldest unfulfilled checkout was started 45 minutes ago.',
        },
        { name: 'reconciliation', status: 'warning', detail: 'Reconciliation last finished 31 minutes ago.' },
      ],
    ]);
    expect(await reconciliation({ oldestPendingCheckoutAt: pending, lastReconciliationAt: null })).toEqual([
      'warning',
      [
        expect.objectContaining({ name: 'checkouts', status: 'warning' }),
        { name: 'reconciliation', status: 'warning', detail: 'Reconciliation has not run yet.' },
      ],
    ]);
    // Three runs' time (30 minutes) is not yet late; and with nothing waiting, a late run is no concern.
    expect(
      await reconciliation({ oldestPendingCheckoutAt: pending, lastReconciliationAt: minutesAgo(core, 30) }),
    ).toEqual([
      'healthy',
      [expect.objectContaining({ status: 'healthy' }), expect.objectContaining({ status: 'healthy' })],
    ]);
    expect(await reconciliation({ lastReconciliationAt: minutesAgo(core, 90) })).toEqual([
      'healthy',
      [expect.objectContaining({ status: 'healthy' }), expect.objectContaining({ status: 'healthy' })],
    ]);
  });

  it('reports an unreachable database as error', async () => {
    const core = createInMemoryCore();
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    const down: UnitOfWork = {
      run: async () => {
        throw new Error('connection refused');
      },
    };
    const result = await new GetSystemHealth({ ...core, unitOfWork: down }).execute({ actor: admin });
    expect(result).toMatchObject({ ok: true, value: { status: 'error', figures: null } });
    expect(result.ok && result.value.checks).toEqual([
      { name: 'database', status: 'error', detail: 'The database did not answer: Error: connection refused' },
    ]);
  });

  it('is for super admins only', async () => {
    const core = createInMemoryCore();
    const member = await seedPrincipal(core, { email: 'm@camppass.test' });
    expect(await new GetSystemHealth(core).execute({ actor: member })).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
