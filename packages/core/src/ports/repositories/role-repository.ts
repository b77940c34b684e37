import type { Role } from '@camppass/domain';

/** Role names as stored in user_roles: the canonical spelling of 01 §6. */
export type StoredRole = Role;

/** One row of user_roles (01 §3): a role, for one campground or (campgroundId `null`) platform-wide. */
export interface RoleGrant {
  readonly userId: string;
  readonly role: StoredRole;
  readonly campgroundId: string | null;
  readonly createdAt: Date;
}

/** The roles users hold. (userId, role, campgroundId) is unique, with `null` campgrounds equal. */
export interface RoleRepository {
  /** Adds the grant; granting what the user already holds changes nothing (the first `createdAt` stays). */
  grant(grant: RoleGrant): Promise<void>;
  /** Removes the one matching grant, if any. */
  revoke(userId: string, role: StoredRole, campgroundId: string | null): Promise<void>;
  /** The user's grants, oldest first. */
  listForUser(userId: string): Promise<RoleGrant[]>;
  /** Grants tied to a campground, oldest first. */
  listForCampground(campgroundId: string): Promise<RoleGrant[]>;
}
