import { CAMPGROUND_ACCESS_DENIED, OWNER_ONLY_ACTION } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { principalWith } from '../testing/builders';
import { campgroundIdsOf, mayAct, refusal, roleAt } from './owner-access';

const as = principalWith;

describe('owner area policy', () => {
  it('lets an owner do everything at their own campground and nothing at another', () => {
    const owner = as(['owner', 'pine']);
    for (const action of ['view', 'review', 'manage', 'export'] as const) {
      expect(mayAct(owner, 'pine', action)).toBe(true);
      expect(mayAct(owner, 'oak', action)).toBe(false);
    }
  });

  it('lets staff view and review but not manage or export', () => {
    const staff = as(['staff', 'pine']);
    expect(mayAct(staff, 'pine', 'view')).toBe(true);
    expect(mayAct(staff, 'pine', 'review')).toBe(true);
    expect(mayAct(staff, 'pine', 'manage')).toBe(false);
    expect(mayAct(staff, 'pine', 'export')).toBe(false);
    expect(mayAct(staff, 'oak', 'view')).toBe(false);
  });

  it('lets a super admin act anywhere and refuses members and campground-less grants', () => {
    expect(mayAct(as(['super_admin', null]), 'oak', 'manage')).toBe(true);
    expect(mayAct(as(['member', 'pine']), 'pine', 'view')).toBe(false);
    expect(mayAct(as(['owner', null]), 'pine', 'view')).toBe(false);
  });

  it('names the role held, owner first', () => {
    expect(roleAt(as(['staff', 'pine'], ['owner', 'pine']), 'pine')).toBe('owner');
    expect(roleAt(as(['staff', 'pine'], ['super_admin', null]), 'pine')).toBe('super_admin');
    expect(roleAt(as(['staff', 'pine']), 'pine')).toBe('staff');
    expect(roleAt(as(['member', 'pine']), 'pine')).toBeNull();
    expect(roleAt(as(['member', null], ['staff', 'pine']), 'pine')).toBe('staff');
  });

  it('refuses a stranger as having no access and staff as not being the owner', () => {
    expect(refusal(as(['owner', 'pine']), 'pine', 'manage')).toBeNull();
    expect(refusal(as(['owner', 'pine']), 'oak', 'view')).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: CAMPGROUND_ACCESS_DENIED,
    });
    expect(refusal(as(['staff', 'pine']), 'pine', 'manage')).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: OWNER_ONLY_ACTION,
    });
  });

  it('lists the campgrounds owned or staffed, once each', () => {
    expect(
      campgroundIdsOf(as(['owner', 'pine'], ['staff', 'pine'], ['staff', 'oak'], ['member', 'elm'])),
    ).toEqual(['pine', 'oak']);
    expect(campgroundIdsOf(as(['owner', null], ['super_admin', null], ['staff', 'oak']))).toEqual(['oak']);
  });
});
