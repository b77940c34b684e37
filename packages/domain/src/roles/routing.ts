import { effectiveRoles, primaryRole, type Role, type RoleHolder } from './roles';

/** The paths of the route table (01 §2) that rules refer to. */
export const PATHS = {
  home: '/',
  login: '/login',
  memberLogin: '/member-login',
  ownerLogin: '/owner-login',
  adminLogin: '/admin-login',
  /** Second factors and remembered devices, linked from every dashboard's header and the e-mails. */
  security: '/security',
  /** The second step of a sign-in whose account has a second factor. */
  secondStep: '/sign-in/second-step',
  forgotPassword: '/forgot-password',
  memberPasswordReset: '/member-password-reset',
  ownerPasswordReset: '/owner-password-reset',
  resetPassword: '/auth/reset-password',
  authCallback: '/auth/callback',
  passwordResetConfirm: '/password-reset-confirm',
  membership: '/membership',
  privacy: '/privacy',
  terms: '/terms',
  ownerSetup: '/owner/setup',
  memberDashboard: '/member-dashboard',
  ownerDashboard: '/owner-dashboard',
  superAdminDashboard: '/super-admin-dashboard',
  superAdmin: '/super-admin',
  contact: '/contact',
  notFound: '/404',
} as const;

/** The three screens that complete a password reset (01 §2). */
export const RESET_COMPLETION_PATHS: readonly string[] = [
  PATHS.resetPassword,
  PATHS.authCallback,
  PATHS.passwordResetConfirm,
];

/** Where the member login sends a visitor after a successful reset (01 §2). */
export const PASSWORD_RESET_SUCCESS_PATH = `${PATHS.memberLogin}?message=password-reset-success`;

/** The query value of `message` that shows the green banner on the member login. */
export const PASSWORD_RESET_SUCCESS_PARAM = 'password-reset-success';

export const campgroundPath = (slug: string): string => `/campground/${encodeURIComponent(slug)}`;
/**
 * The slug of the address of a campground's public page or its purchase path (not its preview), as
 * it stands in the address (still percent-encoded), else null.
 */
export const campgroundPageSlug = (pathname: string): string | null => {
  const match = /^\/campground\/([^/]+)(?:\/purchase)?\/?$/.exec(pathname);
  return match?.[1] ?? null;
};

/**
 * The public area's pages whose data the server reads first and embeds: a campground's public page
 * (and purchase path) and the campground picker, /membership.
 */
export const isPublicAreaPage = (pathname: string): boolean =>
  campgroundPageSlug(pathname) !== null || withoutTrailingSlash(pathname) === PATHS.membership;

const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;

/** The sign-in screens a visitor reaches by address: the three logins and their reset requests. */
export const SIGN_IN_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.memberLogin,
  PATHS.ownerLogin,
  PATHS.adminLogin,
  PATHS.memberPasswordReset,
  PATHS.ownerPasswordReset,
  PATHS.forgotPassword,
];

const RENDERED_PATHS = new Set<string>([...SIGN_IN_PATHS, PATHS.membership, PATHS.privacy, PATHS.terms]);

/**
 * The pages the server renders, the same for every visitor: a campground's public page and its
 * purchase path, /membership, privacy, terms and the sign-in screens
 * (docs/decisions/public-page.md#every-public-page-is-rendered-on-the-server).
 */
export const isServerRenderedPage = (pathname: string): boolean => {
  return isPublicAreaPage(pathname) || RENDERED_PATHS.has(withoutTrailingSlash(pathname));
};

export const campgroundPreviewPath = (slug: string): string => `${campgroundPath(slug)}/preview`;
export const campgroundPurchasePath = (slug: string): string => `${campgroundPath(slug)}/purchase`;

export type LoginPath = typeof PATHS.memberLogin | typeof PATHS.ownerLogin | typeof PATHS.adminLogin;
export type DashboardPath =
  | typeof PATHS.memberDashboard
  | typeof PATHS.ownerDashboard
  | typeof PATHS.superAdminDashboard;

/** Paths that are a login page; a signed-in visitor on one of them goes to their dashboard (01 §2). */
const LOGIN_PAGE_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.login,
  PATHS.memberLogin,
  PATHS.ownerLogin,
  PATHS.adminLogin,
];

const DASHBOARD_OF: Readonly<Record<Role, DashboardPath>> = {
  super_admin: PATHS.superAdminDashboard,
  owner: PATHS.ownerDashboard,
  staff: PATHS.ownerDashboard,
  member: PATHS.memberDashboard,
};

/** The dashboard of a role (01 §6): staff land on the owner dashboard. */
const dashboardPathForRole = (role: Role): DashboardPath => DASHBOARD_OF[role];

/** A user's own dashboard, chosen by the role of highest precedence. */
export const dashboardPath = (holder: RoleHolder): DashboardPath => dashboardPathForRole(primaryRole(holder));

/** The roles each protected route allows (01 §2, 02 §2, 03 §2). */
export const ROUTE_ROLES: Readonly<Record<DashboardPath, readonly Role[]>> = {
  [PATHS.memberDashboard]: ['member'],
  [PATHS.ownerDashboard]: ['owner', 'staff'],
  [PATHS.superAdminDashboard]: ['super_admin'],
};

/**
 * The login an unauthenticated visitor is sent to, chosen by the least privileged role the route
 * allows: member login when members may enter, owner login when owners or staff may, admin login
 * only for routes reserved to the super admin.
 */
export const loginPathForRoles = (allowedRoles: readonly Role[]): LoginPath => {
  if (allowedRoles.length === 0 || allowedRoles.includes('member')) return PATHS.memberLogin;
  if (allowedRoles.includes('owner') || allowedRoles.includes('staff')) return PATHS.ownerLogin;
  return PATHS.adminLogin;
};

/** A route requires super admin when that is the only role it allows. */
const requiresSuperAdmin = (allowedRoles: readonly Role[]): boolean =>
  allowedRoles.length > 0 && allowedRoles.every((role) => role === 'super_admin');

/** A location as the router reports it; kept whole so the visitor returns to it after signing in. */
export interface RouteLocation {
  readonly pathname: string;
  readonly search?: string;
  readonly hash?: string;
}

export type GateDecision =
  | { readonly kind: 'allow' }
  | {
      readonly kind: 'redirect';
      readonly reason: 'sign-in';
      readonly to: LoginPath;
      readonly from: RouteLocation;
    }
  | { readonly kind: 'redirect'; readonly reason: 'wrong-role'; readonly to: DashboardPath }
  | { readonly kind: 'access-required' };

export interface GateInput {
  /** The roles the route allows; an empty list admits any signed-in user. */
  readonly allowedRoles: readonly Role[];
  /** The signed-in user, or null for a visitor. */
  readonly user: RoleHolder | null;
  readonly location: RouteLocation;
}

/**
 * The route-gating decision of 01 §2: allow; send a visitor to the matching login keeping the
 * original location; send a signed-in user with the wrong role to their own dashboard; or, for a
 * route reserved to the super admin, show the 'Acceso Requerido' screen instead of redirecting.
 */
export const gateRoute = ({ allowedRoles, user, location }: GateInput): GateDecision => {
  if (user === null) {
    return { kind: 'redirect', reason: 'sign-in', to: loginPathForRoles(allowedRoles), from: location };
  }
  const roles = effectiveRoles(user);
  if (allowedRoles.length === 0 || allowedRoles.some((role) => roles.includes(role)))
    return { kind: 'allow' };
  if (requiresSuperAdmin(allowedRoles)) return { kind: 'access-required' };
  return { kind: 'redirect', reason: 'wrong-role', to: dashboardPath(user) };
};

/** The path, query and hash of a location as one string. */
const locationHref = (location: RouteLocation): string =>
  `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;

/**
 * Where a signed-in user who opens a path goes instead, or undefined to stay: a login page or /
 * sends them to their own dashboard (01 §2); /login and /super-admin are plain redirects.
 */
export const redirectForPath = (pathname: string, user: RoleHolder | null): string | undefined => {
  if (user !== null && LOGIN_PAGE_PATHS.includes(pathname)) return dashboardPath(user);
  if (pathname === PATHS.login) return PATHS.home;
  if (pathname === PATHS.superAdmin) return PATHS.superAdminDashboard;
  return undefined;
};

export type LoginType = 'member' | 'owner' | 'superAdmin';

/** The login type a login page sends to auth-login (01 §7). */
export const loginTypeForPath = (loginPath: LoginPath): LoginType =>
  loginPath === PATHS.adminLogin ? 'superAdmin' : loginPath === PATHS.ownerLogin ? 'owner' : 'member';

/** A path of this site: one leading slash, so a kept location can never send the user elsewhere. */
export const isInternalPath = (pathname: string): boolean => /^\/(?![/\\])/.test(pathname);

/**
 * Where a successful sign-in leads (01 §2): back to the page the visitor came from, unless that
 * was itself a login page or not a path of this site; otherwise the member login leads to /member-dashboard and the owner and
 * admin logins to the user's own dashboard (staff land on the owner dashboard).
 */
export const postLoginPath = (input: {
  readonly loginType: LoginType;
  readonly user: RoleHolder;
  readonly from?: RouteLocation | null;
}): string => {
  const { loginType, user, from } = input;
  if (from && isInternalPath(from.pathname) && !LOGIN_PAGE_PATHS.includes(from.pathname)) {
    return locationHref(from);
  }
  return loginType === 'member' ? PATHS.memberDashboard : dashboardPath(user);
};

/**
 * Where logout leads (01 §2): a member to /login (which redirects to /), an owner or staff to
 * /owner-login even when the logout call fails. The super admin's destination is not specified;
 * the admin login is the matching one.
 */
export const logoutPath = (holder: RoleHolder): string => {
  const role = primaryRole(holder);
  if (role === 'super_admin') return PATHS.adminLogin;
  if (role === 'owner' || role === 'staff') return PATHS.ownerLogin;
  return PATHS.login;
};

/** Where a member goes when the profile call answers 401 (01 §4, 02 §2). */
export const SESSION_EXPIRED_PATH = PATHS.home;

/** The reset-request page and the login each login's links lead to (01 §2). */
export const PASSWORD_RESET_REQUEST_PATH: Readonly<Record<LoginPath, string>> = {
  [PATHS.memberLogin]: PATHS.memberPasswordReset,
  [PATHS.ownerLogin]: PATHS.ownerPasswordReset,
  [PATHS.adminLogin]: PATHS.forgotPassword,
};
