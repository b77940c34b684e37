import { PATHS } from '@camppass/domain';
import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router';
import { AuthProvider } from './shared/auth/AuthProvider';
import { LeaveGuardProvider, useGuardedLeave } from './shared/leave-guard/LeaveGuard';
import { RouteErrorBoundary } from './shared/pages/RouteErrorBoundary';
import { ContactPage, NotFoundPage, PrivacyPage, TermsPage } from './shared/pages/StaticPages';

export interface RouteOptions {
  /** The server's origin; '' when the portal is served by the server itself. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

/** Router hrefs for paths of this site; mailto: and other absolute addresses stay as they are. */
function useAppHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : routed;
}

function Root({ baseUrl, fetch }: RouteOptions) {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <LeaveGuardProvider>
        <RoutedLinks>
          <AuthProvider baseUrl={baseUrl ?? ''} {...(fetch ? { fetch } : {})}>
            {/* An area's screen shows once its chunk is here; a navigation keeps the last screen till then. */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </AuthProvider>
        </RoutedLinks>
      </LeaveGuardProvider>
    </RouteErrorBoundary>
  );
}

/**
 * The components' links navigate through the router instead of reloading the page, and ask first
 * while a form holds unsaved changes.
 */
function RoutedLinks({ children }: { readonly children: ReactElement }) {
  const navigate = useNavigate();
  const leave = useGuardedLeave();
  return (
    <AriaRouterProvider navigate={(to) => leave(() => navigate(to))} useHref={useAppHref}>
      {children}
    </AriaRouterProvider>
  );
}

/**
 * What a route of an area carries: `load` fetches the area's chunk (see preloadRoute); `queries`,
 * whether its screens read data through the query cache.
 */
interface AreaHandle {
  readonly load: () => Promise<unknown>;
  readonly queries: boolean;
}

/** A screen of an area: its element once its chunk is here, and the lazy component that waits for it. */
interface AreaScreen {
  /** Tells screens apart where one route's screen takes another's place. */
  readonly id: string;
  readonly shown: () => ReactElement | undefined;
  readonly Lazy: ComponentType;
}

/**
 * An area's screen. Once its chunk is here it renders at once rather than suspending first: a page
 * the server rendered is then hydrated in one pass (main.tsx waits for the chunk), so no update (the
 * session read) can reach the screen while it is still the server's HTML, which React would throw
 * away and render again, losing what was typed into it.
 */
function Screen({ screen }: { readonly screen: AreaScreen }) {
  // Chosen once for the screen's life: switching from the lazy one to the element would remount it.
  const [ready] = useState(() => screen.shown());
  return ready ?? <screen.Lazy />;
}

let screenCount = 0;

/**
 * An area's screens, fetched the first time one of its routes is visited. Areas that fetch data get
 * the query cache (fetched with them); the sign-in screens do without it. One component per screen,
 * so that two routes showing the same screen (the campground page and its purchase path) keep it.
 */
const area = <P extends Record<string, ReactElement>>(load: () => Promise<P>, { queries = true } = {}) => {
  const screens = new Map<keyof P, { screen: AreaScreen; handle: AreaHandle }>();
  const screenOf = (page: keyof P) => {
    let shown: ReactElement | undefined;
    const loadPage = async (): Promise<{ default: ComponentType }> => {
      const [pages, AreaQueries] = await Promise.all([
        load(),
        queries ? import('./shared/AreaQueries').then((m) => m.AreaQueries) : null,
      ]);
      const element = AreaQueries ? <AreaQueries>{pages[page]}</AreaQueries> : pages[page];
      shown = element;
      return { default: () => element };
    };
    screenCount += 1;
    const id = `screen-${screenCount}`;
    return { screen: { id, shown: () => shown, Lazy: lazy(loadPage) }, handle: { load: loadPage, queries } };
  };
  return (page: keyof P): Pick<RouteObject, 'element' | 'handle'> => {
    const known = screens.get(page) ?? screenOf(page);
    screens.set(page, known);
    return { element: <Screen key={known.screen.id} screen={known.screen} />, handle: known.handle };
  };
};

const auth = area(() => import('./areas/auth/pages').then((m) => m.authPages), { queries: false });
const publicArea = area(() => import('./areas/public/pages').then((m) => m.publicPages));
const member = area(() => import('./areas/member/pages').then((m) => m.memberPages));
const owner = area(() => import('./areas/owner/pages').then((m) => m.ownerPages));
const admin = area(() => import('./areas/admin/pages').then((m) => m.adminPages));
const security = area(() => import('./shared/security/security-pages').then((m) => m.securityPages), {
  queries: false,
});

/** The route table of 01 §2, with the public campground page's routes of 04 §2. */
export const createRoutes = (options: RouteOptions = {}): RouteObject[] => [
  {
    element: <Root {...options} />,
    children: [
      { path: PATHS.home, ...auth('memberLogin') },
      { path: PATHS.memberLogin, ...auth('memberLogin') },
      { path: PATHS.ownerLogin, ...auth('ownerLogin') },
      { path: PATHS.adminLogin, ...auth('adminLogin') },
      { path: PATHS.login, element: <Navigate to={PATHS.home} replace /> },
      { path: PATHS.memberPasswordReset, ...auth('memberReset') },
      { path: PATHS.ownerPasswordReset, ...auth('ownerReset') },
      { path: PATHS.forgotPassword, ...auth('adminReset') },
      { path: PATHS.resetPassword, ...auth('resetCompletion') },
      { path: PATHS.authCallback, ...auth('resetCompletion') },
      { path: PATHS.passwordResetConfirm, ...auth('resetCompletion') },
      { path: PATHS.ownerSetup, ...auth('ownerSetup') },
      { path: PATHS.privacy, element: <PrivacyPage /> },
      { path: PATHS.terms, element: <TermsPage /> },
      { path: PATHS.contact, element: <ContactPage /> },
      { path: PATHS.memberDashboard, ...member('dashboard') },
      { path: PATHS.ownerDashboard, ...owner('dashboard') },
      { path: PATHS.superAdminDashboard, ...admin('dashboard') },
      { path: PATHS.superAdmin, element: <Navigate to={PATHS.superAdminDashboard} replace /> },
      { path: PATHS.security, ...security('security') },
      { path: PATHS.secondStep, ...security('secondStep') },
      { path: PATHS.membership, ...publicArea('membership') },
      { path: '/campground/:slug', ...publicArea('campground') },
      { path: '/campground/:slug/preview', ...publicArea('preview') },
      { path: '/campground/:slug/purchase', ...publicArea('campground') },
      { path: PATHS.notFound, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Whether the screen at `pathname` reads data through the query cache (a server-rendered one then
 * has its data primed before it is hydrated, main.tsx); the sign-in screens and static pages do not.
 */
export const routeReadsData = (routes: RouteObject[], pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some(
    ({ route }) => (route.handle as AreaHandle | undefined)?.queries,
  );

/**
 * Starts fetching the chunk of the area that shows `pathname`, so that it travels while the runtime
 * configuration does (main.tsx); resolves once it is here, or failed.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
      (route.handle as AreaHandle | undefined)?.load().catch(() => {
        // The route's own load reports the failure through the error boundary.
      }),
    ),
  );
}
