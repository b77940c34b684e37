import {
  defaultPermissions,
  type Permissions,
  primaryRole,
  type Role,
  type RoleHolder,
} from '@camppass/domain';
import type { RoleGrant } from '../ports/repositories/role-repository';
import type { ProfileRecord, UserRecord } from '../ports/repositories/user-repository';
import type { Repositories } from '../ports/unit-of-work';

/** A role as the login answer lists it (01 §3: objects with role_name and campground_id). */
interface RoleListing {
  readonly role_name: Role;
  readonly campground_id: string | null;
}

/** The signed-in user of 01 §7 (auth-login's `user`), with the primary role of 01 §6. */
export interface AuthUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly roles: readonly RoleListing[];
  readonly permissions: Permissions;
  /** The campground of the primary role, else of any role tied to one, else null. */
  readonly campgroundId: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** An account with everything sign-in looks at. */
export interface Account {
  readonly user: UserRecord;
  readonly profile: ProfileRecord | null;
  readonly grants: readonly RoleGrant[];
}

export const loadAccount = async (repos: Repositories, user: UserRecord): Promise<Account> => {
  const [profile, grants] = await Promise.all([
    repos.users.findProfile(user.id),
    repos.roles.listForUser(user.id),
  ]);
  return { user, profile, grants };
};

/**
 * The account of a signed-in user while it may still act: it exists and has an active profile.
 * A session outlives neither a deactivation nor a deleted profile.
 */
export const activeAccount = async (
  repos: Repositories,
  userId: string,
): Promise<(Account & { readonly profile: ProfileRecord }) | null> => {
  const user = await repos.users.findById(userId);
  if (!user) return null;
  const { profile, grants } = await loadAccount(repos, user);
  return profile?.status === 'active' ? { user, profile, grants } : null;
};

export const roleHolder = (grants: readonly RoleGrant[]): RoleHolder => ({
  roles: grants.map((grant) => ({ role_name: grant.role, campground_id: grant.campgroundId })),
});

export const toAuthUser = (
  user: UserRecord,
  profile: ProfileRecord,
  grants: readonly RoleGrant[],
): AuthUser => {
  const holder = roleHolder(grants);
  const role = primaryRole(holder);
  const campgroundId =
    grants.find((grant) => grant.role === role && grant.campgroundId !== null)?.campgroundId ??
    grants.find((grant) => grant.campgroundId !== null)?.campgroundId ??
    null;
  const name = `${profile.firstName} ${profile.lastName}`.trim() || user.email;
  const latest = Math.max(user.updatedAt.getTime(), profile.updatedAt.getTime());
  return {
    id: user.id,
    email: user.email,
    name,
    firstName: profile.firstName,
    lastName: profile.lastName,
    role,
    roles: grants.map((grant) => ({ role_name: grant.role, campground_id: grant.campgroundId })),
    permissions: defaultPermissions(holder),
    campgroundId,
    createdAt: user.createdAt,
    updatedAt: new Date(latest),
  };
};
