import { MEMBER_NOT_FOUND } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { createInMemoryCore, seedAccount, seedPrincipal } from '../testing/in-memory-core';
import { GetMemberDetails } from './member-details';

describe('GetMemberDetails', () => {
  it('answers a member’s details, and Member not found for anyone else', async () => {
    const core = createInMemoryCore();
    const details = new GetMemberDetails(core);
    const admin = await seedPrincipal(core, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
    });
    const member = await seedAccount(core, { email: 'ann@camppass.test', firstName: 'Ann' });

    expect(await details.execute({ actor: admin, memberId: member.id })).toMatchObject({
      ok: true,
      value: { email: 'ann@camppass.test', firstName: 'Ann', memberships: [], emergencyContact: null },
    });
    expect(await details.execute({ actor: admin, memberId: admin.userId })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: MEMBER_NOT_FOUND,
    });
    const both = await seedAccount(core, {
      email: 'both@camppass.test',
      roles: [{ role: 'owner' }, { role: 'member' }],
    });
    expect(await details.execute({ actor: admin, memberId: both.id })).toMatchObject({
      ok: true,
      value: { email: 'both@camppass.test' },
    });
    const other = await seedPrincipal(core, { email: 'o@camppass.test', roles: [{ role: 'owner' }] });
    expect(await details.execute({ actor: other, memberId: member.id })).toMatchObject({ code: 'FORBIDDEN' });
  });
});
