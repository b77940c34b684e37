import { describe, expect, it } from 'vitest';
import { createInMemoryCore, seedPrincipal } from '../testing/in-memory-core';
import { GetSchemaOverview } from './get-schema-overview';

describe('GetSchemaOverview', () => {
  it('answers the tables with their row counts, for super admins only', async () => {
    const core = createInMemoryCore();
    const schema = new GetSchemaOverview(core);
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    const result = await schema.execute({ actor: admin });
    expect(result.ok && result.value.tables).toEqual(expect.arrayContaining([{ name: 'users', rows: 1 }]));
    const member = await seedPrincipal(core, { email: 'm@camppass.test' });
    expect(await schema.execute({ actor: member })).toMatchObject({ code: 'FORBIDDEN' });
  });
});
