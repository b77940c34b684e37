import { describe, expect, it } from 'vitest';
import {
  countsAsMemberRoleName,
  countsAsOwnerRoleName,
  defaultPermissions,
  effectiveRoles,
  normalizeRole,
  primaryRole,
  rolesOf,
} from './roles';

describe('role names (01 §6)', () => {
  it.each([
    ['member', 'member'],
    ['owner', 'owner'],
    ['campground_owner', 'owner'],
    ['staff', 'staff'],
    ['super_admin', 'super_admin'],
    ['superAdmin', 'super_admin'],
    ['SUPERADMIN', 'super_admin'],
    [' Owner ', 'owner'],
  ])('%s is %s', (name, role) => {
    expect(normalizeRole(name)).toBe(role);
  });

  it('ignores names that are not roles of the product', () => {
    expect(normalizeRole('guest')).toBeUndefined();
    expect(rolesOf({ roles: ['guest'] })).toEqual([]);
  });

  it('reads role names and role records with role_name and campground_id', () => {
    expect(rolesOf({ roles: [{ role_name: 'campground_owner', campground_id: 'c1' }, 'member'] })).toEqual([
      'owner',
      'member',
    ]);
    expect(rolesOf({ role: 'staff', roles: null })).toEqual(['staff']);
  });
});

describe('precedence: super admin, owner, staff, member; none is member (01 §6)', () => {
  it.each([
    [['member', 'superAdmin', 'owner'], 'super_admin'],
    [['member', 'staff', 'campground_owner'], 'owner'],
    [['member', 'staff'], 'staff'],
    [['member'], 'member'],
    [[], 'member'],
  ])('%j → %s', (roles, role) => {
    expect(primaryRole({ roles })).toBe(role);
  });
});

describe('effective roles: super admin can access everything, owner can access member areas', () => {
  it.each([
    [['super_admin'], ['super_admin', 'owner', 'staff', 'member']],
    [['owner'], ['owner', 'member']],
    [['staff'], ['staff']],
    [['member'], ['member']],
    [[], ['member']],
  ])('%j → %j', (roles, effective) => {
    expect(effectiveRoles({ roles })).toEqual(effective);
  });
});

describe('default permissions when the server gives none (01 §6)', () => {
  it.each([
    [
      ['super_admin'],
      { canAccessOwner: true, canAccessMember: true, isAdmin: true, list: ['admin', 'owner', 'member'] },
    ],
    [['owner'], { canAccessOwner: true, canAccessMember: true, isAdmin: false, list: ['owner', 'member'] }],
    [['staff'], { canAccessOwner: false, canAccessMember: false, isAdmin: false, list: [] }],
    [['member'], { canAccessOwner: false, canAccessMember: true, isAdmin: false, list: ['member'] }],
    [[], { canAccessOwner: false, canAccessMember: true, isAdmin: false, list: ['member'] }],
  ])('%j', (roles, permissions) => {
    expect(defaultPermissions({ roles })).toEqual(permissions);
  });
});

describe('role names counted by owner statistics (03 §6)', () => {
  it.each([
    ['owner', true, false],
    ['campground_owner', true, false],
    ['admin', true, false],
    ['superAdmin', true, false],
    ['member', false, true],
    ['staff', false, false],
  ])('%s: owner %s, member %s', (name, owner, member) => {
    expect(countsAsOwnerRoleName(name)).toBe(owner);
    expect(countsAsMemberRoleName(name)).toBe(member);
  });
});
