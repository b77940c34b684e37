import { err, OWNER_NOT_FOUND, ok, type Result, SUPER_ADMIN_NOT_AN_OWNER } from '@camppass/domain';
import type { RoleGrant } from '../ports/repositories/role-repository';
import type { ProfileRecord, UserRecord } from '../ports/repositories/user-repository';
import type { Repositories } from '../ports/unit-of-work';

export interface OwnerAccount {
  readonly user: UserRecord;
  readonly profile: ProfileRecord | null;
  readonly grants: readonly RoleGrant[];
}

/**
 * The account an owner action names: it must hold the owner role, and not be a super admin (whose
 * account the owner actions must not lock out of the platform).
 */
export const findOwnerAccount = async (
  repos: Repositories,
  userId: string,
): Promise<Result<OwnerAccount, 'OWNER_NOT_FOUND' | 'FORBIDDEN'>> => {
  const user = await repos.users.findById(userId);
  const grants = user ? await repos.roles.listForUser(user.id) : [];
  if (!user || !grants.some((grant) => grant.role === 'owner'))
    return err('OWNER_NOT_FOUND', OWNER_NOT_FOUND);
  if (grants.some((grant) => grant.role === 'super_admin')) return err('FORBIDDEN', SUPER_ADMIN_NOT_AN_OWNER);
  return ok({ user, profile: await repos.users.findProfile(user.id), grants });
};
