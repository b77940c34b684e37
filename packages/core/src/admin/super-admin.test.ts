import { LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { requireSuperAdmin } from './super-admin';

const holding = (...roles: string[]): Principal => ({
  userId: 'u1',
  sessionId: 's1',
  roles: roles.map((role) => ({
    userId: 'u1',
    role: role as never,
    campgroundId: null,
    createdAt: new Date(0),
  })),
});

describe('requireSuperAdmin', () => {
  it('admits a super admin who holds other roles too, and no one without the role', () => {
    const admin = holding('member', 'super_admin');
    expect(requireSuperAdmin(admin)).toEqual({ ok: true, value: admin });
    for (const caller of [holding('owner', 'member', 'staff'), holding()])
      expect(requireSuperAdmin(caller)).toEqual({
        ok: false,
        code: 'FORBIDDEN',
        message: LOGO_PAGE_UNAUTHORIZED,
      });
  });
});
