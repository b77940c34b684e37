import { describe, expect, it } from 'vitest';
import { createInMemoryCore, seedPrincipal } from '../testing/in-memory-core';
import { GetTokenClaims } from './get-token-claims';

describe('GetTokenClaims', () => {
  it('answers who the token stands for, for super admins only', async () => {
    const core = createInMemoryCore();
    const claims = new GetTokenClaims(core);
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    expect(await claims.execute({ actor: admin })).toEqual({
      ok: true,
      value: {
        userId: admin.userId,
        email: 'admin@camppass.test',
        sessionId: admin.sessionId,
        roles: [{ role: 'super_admin', campgroundId: null }],
        isSuperAdmin: true,
      },
    });
    const member = await seedPrincipal(core, { email: 'm@camppass.test' });
    expect(await claims.execute({ actor: member })).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers no e-mail for a token whose account was removed meanwhile', async () => {
    const core = createInMemoryCore();
    const admin = await seedPrincipal(core, {
      email: 'gone@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    core.unitOfWork.store.tables.users.delete(admin.userId);
    expect(await new GetTokenClaims(core).execute({ actor: admin })).toMatchObject({
      ok: true,
      value: { userId: admin.userId, email: '' },
    });
  });
});
