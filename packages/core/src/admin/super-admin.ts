import { err, LOGO_PAGE_UNAUTHORIZED, ok, type Result } from '@camppass/domain';
import type { Principal } from '../auth/sessions';

/** Every function of the super admin's area answers FORBIDDEN (403) to anyone else (03 §6). */
export const requireSuperAdmin = (actor: Principal): Result<Principal, 'FORBIDDEN'> =>
  actor.roles.some((grant) => grant.role === 'super_admin')
    ? ok(actor)
    : err('FORBIDDEN', LOGO_PAGE_UNAUTHORIZED);
