import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeRole, type Role } from './roles';
import {
  campgroundPageSlug,
  campgroundPath,
  campgroundPreviewPath,
  campgroundPurchasePath,
  dashboardPath,
  gateRoute,
  isInternalPath,
  isPublicAreaPage,
  isServerRenderedPage,
  loginPathForRoles,
  loginTypeForPath,
  logoutPath,
  PASSWORD_RESET_REQUEST_PATH,
  PASSWORD_RESET_SUCCESS_PATH,
  PATHS,
  postLoginPath,
  RESET_COMPLETION_PATHS,
  ROUTE_ROLES,
  redirectForPath,
  SIGN_IN_PATHS,
} from './routing';

const at = { pathname: '/owner-dashboard', search: '?tab=settings', hash: '#logo' };

describe('dashboards (01 §6)', () => {
  it.each([
    [['member'], '/member-dashboard'],
    [['owner'], '/owner-dashboard'],
    [['staff'], '/owner-dashboard'],
    [['superAdmin'], '/super-admin-dashboard'],
    [[], '/member-dashboard'],
  ])('%j → %s', (roles, path) => {
    expect(dashboardPath({ roles })).toBe(path);
  });

  it('gates each dashboard by the roles of the route table', () => {
    expect(ROUTE_ROLES['/member-dashboard']).toEqual(['member']);
    expect(ROUTE_ROLES['/owner-dashboard']).toEqual(['owner', 'staff']);
    expect(ROUTE_ROLES['/super-admin-dashboard']).toEqual(['super_admin']);
  });
});

describe('which login an unauthenticated visitor gets', () => {
  it.each([
    [['member'], '/member-login'],
    [['owner', 'staff'], '/owner-login'],
    [['staff'], '/owner-login'],
    [['super_admin'], '/admin-login'],
    [['owner', 'super_admin'], '/owner-login'],
    [['member', 'owner', 'super_admin'], '/member-login'],
    [[], '/member-login'],
  ] as [Role[], string][])('%j → %s', (roles, login) => {
    expect(loginPathForRoles(roles)).toBe(login);
  });
});

describe('gateRoute (01 §2 Route gating)', () => {
  it('sends a visitor to the matching login and keeps the original location', () => {
    expect(gateRoute({ allowedRoles: ['owner', 'staff'], user: null, location: at })).toEqual({
      kind: 'redirect',
      reason: 'sign-in',
      to: '/owner-login',
      from: at,
    });
    expect(gateRoute({ allowedRoles: ['super_admin'], user: null, location: at })).toMatchObject({
      to: '/admin-login',
    });
  });

  it.each([
    [['owner', 'staff'], ['staff'], { kind: 'allow' }],
    [['owner', 'staff'], ['campground_owner'], { kind: 'allow' }],
    [['owner', 'staff'], ['superAdmin'], { kind: 'allow' }],
    [['member'], ['owner'], { kind: 'allow' }],
    [['member'], [], { kind: 'allow' }],
    [['owner', 'staff'], ['member'], { kind: 'redirect', reason: 'wrong-role', to: '/member-dashboard' }],
    [['member'], ['staff'], { kind: 'redirect', reason: 'wrong-role', to: '/owner-dashboard' }],
    [['super_admin'], ['owner'], { kind: 'access-required' }],
    [['super_admin'], ['member'], { kind: 'access-required' }],
    [
      ['owner', 'super_admin'],
      ['member'],
      { kind: 'redirect', reason: 'wrong-role', to: '/member-dashboard' },
    ],
    [[], ['staff'], { kind: 'allow' }],
  ] as [Role[], string[], object][])('route %j, user %j → %j', (allowedRoles, roles, decision) => {
    expect(gateRoute({ allowedRoles, user: { roles }, location: at })).toEqual(decision);
  });

  it('always returns a decision, and allows whenever the user holds an allowed role', () => {
    const role = fc.constantFrom<Role>('super_admin', 'owner', 'staff', 'member');
    const name = fc.constantFrom(
      'super_admin',
      'superAdmin',
      'owner',
      'campground_owner',
      'staff',
      'member',
      'x',
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(role),
        fc.option(fc.array(name), { nil: null }),
        fc.string(),
        (allowedRoles, roles, pathname) => {
          const user = roles === null ? null : { roles };
          const decision = gateRoute({ allowedRoles, user, location: { pathname } });
          expect(['allow', 'redirect', 'access-required']).toContain(decision.kind);
          if (user === null) expect(decision.kind).toBe('redirect');
          const holdsAllowed = (roles ?? []).some((r) => {
            const held = normalizeRole(r);
            return held !== undefined && allowedRoles.includes(held);
          });
          if (holdsAllowed) expect(decision.kind).toBe('allow');
        },
      ),
    );
  });
});

describe('redirects of a signed-in user (01 §2 Redirect behaviour)', () => {
  it.each(['/', '/login', '/member-login', '/owner-login', '/admin-login'])(
    'a signed-in user on %s goes to their own dashboard',
    (path) => {
      expect(redirectForPath(path, { roles: ['staff'] })).toBe('/owner-dashboard');
    },
  );

  it('sends /login to / and /super-admin to its dashboard; other paths stay', () => {
    expect(redirectForPath('/login', null)).toBe('/');
    expect(redirectForPath('/super-admin', null)).toBe('/super-admin-dashboard');
    expect(redirectForPath('/member-login', null)).toBeUndefined();
    expect(redirectForPath('/terms', { roles: ['member'] })).toBeUndefined();
  });

  it('after sign-in returns to the page the visitor came from, with its query and hash', () => {
    expect(postLoginPath({ loginType: 'owner', user: { roles: ['owner'] }, from: at })).toBe(
      '/owner-dashboard?tab=settings#logo',
    );
  });

  it('otherwise the member login leads to /member-dashboard, the others to the own dashboard', () => {
    expect(postLoginPath({ loginType: 'member', user: { roles: ['owner'] } })).toBe('/member-dashboard');
    expect(postLoginPath({ loginType: 'member', user: { roles: [] }, from: { pathname: '/' } })).toBe(
      '/member-dashboard',
    );
    expect(postLoginPath({ loginType: 'owner', user: { roles: ['staff'] }, from: null })).toBe(
      '/owner-dashboard',
    );
    expect(postLoginPath({ loginType: 'superAdmin', user: { roles: ['superAdmin'] } })).toBe(
      '/super-admin-dashboard',
    );
  });

  it.each([
    [['member'], '/login'],
    [[], '/login'],
    [['owner'], '/owner-login'],
    [['staff'], '/owner-login'],
    [['super_admin'], '/admin-login'],
  ])('logout of %j leads to %s', (roles, path) => {
    expect(logoutPath({ roles })).toBe(path);
  });
});

describe('paths', () => {
  it('names the login type each login page sends', () => {
    expect(loginTypeForPath('/member-login')).toBe('member');
    expect(loginTypeForPath('/owner-login')).toBe('owner');
    expect(loginTypeForPath('/admin-login')).toBe('superAdmin');
  });

  it('links each login to its reset request page', () => {
    expect(PASSWORD_RESET_REQUEST_PATH).toEqual({
      '/member-login': '/member-password-reset',
      '/owner-login': '/owner-password-reset',
      '/admin-login': '/forgot-password',
    });
    expect(PASSWORD_RESET_SUCCESS_PATH).toBe('/member-login?message=password-reset-success');
    expect(RESET_COMPLETION_PATHS).toEqual([
      '/auth/reset-password',
      '/auth/callback',
      '/password-reset-confirm',
    ]);
  });

  it('builds the campground page paths from the slug', () => {
    expect(campgroundPath('pine-lake')).toBe('/campground/pine-lake');
    expect(campgroundPreviewPath('pine-lake')).toBe('/campground/pine-lake/preview');
    expect(campgroundPurchasePath('pine-lake')).toBe('/campground/pine-lake/purchase');
  });
});

describe('post-login redirect stays on this site', () => {
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', ''])(
    'ignores a kept location of %j',
    (pathname) => {
      expect(postLoginPath({ loginType: 'member', user: { roles: ['member'] }, from: { pathname } })).toBe(
        '/member-dashboard',
      );
    },
  );

  it('always leads to a path of this site', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('member', 'owner', 'superAdmin' as const),
        (pathname, search, loginType) => {
          const to = postLoginPath({ loginType, user: { roles: [] }, from: { pathname, search } });
          expect(isInternalPath(to)).toBe(true);
        },
      ),
    );
  });
});

describe('the pages the server renders', () => {
  it("reads the slug of a campground's page and its purchase path, as the address spells it", () => {
    expect(campgroundPageSlug('/campground/pine-valley')).toBe('pine-valley');
    expect(campgroundPageSlug('/campground/pine-valley/')).toBe('pine-valley');
    expect(campgroundPageSlug('/campground/pine%20lake/purchase')).toBe('pine%20lake');
    expect(campgroundPageSlug(campgroundPurchasePath('lake side'))).toBe('lake%20side');
    for (const path of [campgroundPreviewPath('pine'), '/campground/', '/campground/a/b', '/membership'])
      expect(campgroundPageSlug(path), path).toBeNull();
  });

  it('counts the campground pages and the picker as the public area whose data is embedded', () => {
    for (const path of ['/campground/pine', '/campground/pine/purchase', '/membership', '/membership/'])
      expect(isPublicAreaPage(path), path).toBe(true);
    for (const path of [campgroundPreviewPath('pine'), '/', '/privacy', '/member-dashboard'])
      expect(isPublicAreaPage(path), path).toBe(false);
  });

  it('renders the public pages and the sign-in screens, never a page with a token or a session', () => {
    for (const path of [...SIGN_IN_PATHS, '/privacy', '/terms/', '/membership', '/campground/pine'])
      expect(isServerRenderedPage(path), path).toBe(true);
    for (const path of [
      ...RESET_COMPLETION_PATHS,
      PATHS.ownerSetup,
      PATHS.secondStep,
      PATHS.security,
      PATHS.contact,
      PATHS.memberDashboard,
      PATHS.ownerDashboard,
      PATHS.superAdminDashboard,
      campgroundPreviewPath('pine'),
    ])
      expect(isServerRenderedPage(path), path).toBe(false);
  });
});
