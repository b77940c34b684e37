import { CAMPGROUND_ACCESS_DENIED, type Err, err, OWNER_ONLY_ACTION } from '@camppass/domain';
import type { Principal } from '../shared/principal';

/**
 * Who may do what in the owner area
 * (docs/decisions/owner-area.md#staff-versus-owner-in-the-owner-area). Staff of a campground see it
 * (campground, settings, types, members and their stats) and review its documents; only its owner,
 * or a super admin, changes it (settings, branding, logo, terms, types) or exports its members in
 * bulk.
 */
export type OwnerAction = 'view' | 'review' | 'manage' | 'export';

const STAFF_MAY: ReadonlySet<OwnerAction> = new Set(['view', 'review']);

const isSuperAdmin = (actor: Principal): boolean => actor.roles.some((grant) => grant.role === 'super_admin');

/** The caller's role at the campground: owner, staff, super admin (anywhere), or none. */
export const roleAt = (actor: Principal, campgroundId: string): 'owner' | 'staff' | 'super_admin' | null => {
  if (actor.roles.some((grant) => grant.role === 'owner' && grant.campgroundId === campgroundId))
    return 'owner';
  if (isSuperAdmin(actor)) return 'super_admin';
  if (actor.roles.some((grant) => grant.role === 'staff' && grant.campgroundId === campgroundId))
    return 'staff';
  return null;
};

/** Whether the caller may take `action` at the campground. */
export const mayAct = (actor: Principal, campgroundId: string, action: OwnerAction): boolean => {
  const role = roleAt(actor, campgroundId);
  if (role === 'owner' || role === 'super_admin') return true;
  return role === 'staff' && STAFF_MAY.has(action);
};

/** The campgrounds the caller owns or staffs (a super admin's own grants only; they see all elsewhere). */
export const campgroundIdsOf = (actor: Principal): string[] => [
  ...new Set(
    actor.roles
      .filter((grant) => (grant.role === 'owner' || grant.role === 'staff') && grant.campgroundId !== null)
      .map((grant) => grant.campgroundId as string),
  ),
];

/**
 * The refusal for a caller who may not take `action` at the campground, or null when they may.
 * A caller with no role there gets the same answer whether or not the campground exists.
 */
export const refusal = (
  actor: Principal,
  campgroundId: string,
  action: OwnerAction,
): Err<'FORBIDDEN'> | null => {
  if (mayAct(actor, campgroundId, action)) return null;
  return err(
    'FORBIDDEN',
    roleAt(actor, campgroundId) === null ? CAMPGROUND_ACCESS_DENIED : OWNER_ONLY_ACTION,
  );
};
