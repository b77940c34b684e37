import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import { anOutboxMessage } from '../testing/builders';
import { createInMemoryCore, seedPrincipal } from '../testing/in-memory-core';
import { GetSystemHealth } from './get-system-health';

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
    expect(result.ok && result.value.checks[0]).toMatchObject({ name: 'database', status: 'error' });
  });

  it('is for super admins only', async () => {
    const core = createInMemoryCore();
    const member = await seedPrincipal(core, { email: 'm@camppass.test' });
    expect(await new GetSystemHealth(core).execute({ actor: member })).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
