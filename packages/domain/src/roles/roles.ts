/** The four roles of 01 §6, in their canonical spelling. */
export type Role = 'super_admin' | 'owner' | 'staff' | 'member';

/** Precedence when a user holds several roles (01 §6): super admin, then owner, then staff, then member. */
const ROLE_PRECEDENCE: readonly Role[] = ['super_admin', 'owner', 'staff', 'member'];

/** Spellings met in stored role records and login payloads, mapped to the canonical role. */
const ROLE_ALIASES: Readonly<Record<string, Role>> = {
  super_admin: 'super_admin',
  superAdmin: 'super_admin',
  owner: 'owner',
  campground_owner: 'owner',
  staff: 'staff',
  member: 'member',
};

/** A role as the server lists it: a name, or a record with role_name and campground_id (01 §3). */
type RoleEntry = string | { readonly role_name: string; readonly campground_id?: string | null };

/** Anything that carries roles: the client-side user (01 §3) has `role` and `roles`. */
export interface RoleHolder {
  readonly role?: string | null;
  readonly roles?: readonly RoleEntry[] | null;
}

const ALIASES_BY_LOWER_CASE = new Map(
  Object.entries(ROLE_ALIASES).map(([alias, role]) => [alias.toLowerCase(), role] as const),
);

/** The canonical role for a stored spelling, or undefined for names that are not roles of the product. */
export const normalizeRole = (name: string): Role | undefined =>
  ALIASES_BY_LOWER_CASE.get(name.trim().toLowerCase());

const entryName = (entry: RoleEntry): string => (typeof entry === 'string' ? entry : entry.role_name);

/** Every recognised role a holder has, in precedence order, without repeats. */
export const rolesOf = (holder: RoleHolder): Role[] => {
  const names = [...(holder.roles ?? []).map(entryName), ...(holder.role ? [holder.role] : [])];
  const held = new Set(names.map(normalizeRole).filter((role): role is Role => role !== undefined));
  return ROLE_PRECEDENCE.filter((role) => held.has(role));
};

/** The role that decides a user's dashboard: the highest by precedence; with no roles the user is a member. */
export const primaryRole = (holder: RoleHolder): Role => rolesOf(holder)[0] ?? 'member';

/**
 * The roles a user may act as. Super admin can access everything; an owner can access member
 * areas (01 §6). Staff reach the owner dashboard only because its routes list staff.
 */
export const effectiveRoles = (holder: RoleHolder): Role[] => {
  const held = new Set(rolesOf(holder));
  if (held.size === 0) held.add('member');
  if (held.has('super_admin')) return [...ROLE_PRECEDENCE];
  if (held.has('owner')) held.add('member');
  return ROLE_PRECEDENCE.filter((role) => held.has(role));
};

export const canActAs = (holder: RoleHolder, role: Role): boolean => effectiveRoles(holder).includes(role);

export interface Permissions {
  readonly canAccessOwner: boolean;
  readonly canAccessMember: boolean;
  readonly isAdmin: boolean;
  /** The areas the user may open: 'admin', 'owner', 'member'. */
  readonly list: readonly string[];
}

/** Permissions when the server gives none (01 §6). */
export const defaultPermissions = (holder: RoleHolder): Permissions => {
  const held = rolesOf(holder);
  const isAdmin = held.includes('super_admin');
  const canAccessOwner = isAdmin || held.includes('owner');
  const canAccessMember = canAccessOwner || held.includes('member') || held.length === 0;
  return {
    canAccessOwner,
    canAccessMember,
    isAdmin,
    list: [
      ...(isAdmin ? ['admin'] : []),
      ...(canAccessOwner ? ['owner'] : []),
      ...(canAccessMember ? ['member'] : []),
    ],
  };
};

/**
 * Role names in user_roles that owner statistics count as owners: any name containing owner, admin
 * or super (03 §6).
 */
export const countsAsOwnerRoleName = (name: string): boolean => /owner|admin|super/i.test(name);

/** Role names that owner statistics count as members: any name containing member (03 §6). */
export const countsAsMemberRoleName = (name: string): boolean => /member/i.test(name);
