import { err, LOGO_PAGE_UNAUTHORIZED, ok, type Result } from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';

/** Every function of the super admin's area answers FORBIDDEN (403) to anyone else (03 §6). */
export const requireSuperAdmin = (actor: Principal): Result<Principal, 'FORBIDDEN'> =>
  actor.roles.some((grant) => grant.role === 'super_admin')
    ? ok(actor)
    : err('FORBIDDEN', LOGO_PAGE_UNAUTHORIZED);

/**
 * A super admin's write: the caller checked, then `work` in one transaction with the time of the
 * call (so the write and its audit entry commit together).
 */
export const adminWrite = async <T, C extends string>(
  unitOfWork: UnitOfWork,
  clock: Clock,
  actor: Principal,
  work: (repos: Repositories, now: Date) => Promise<Result<T, C>>,
): Promise<Result<T, C | 'FORBIDDEN'>> => {
  const allowed = requireSuperAdmin(actor);
  if (!allowed.ok) return allowed;
  const now = clock.now();
  return unitOfWork.run((repos) => work(repos, now));
};
