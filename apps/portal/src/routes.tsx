import { PATHS } from '@camppass/domain';
import type { ReactElement } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, type RouteObject, useHref, useNavigate } from 'react-router';
import { AuthProvider } from './shared/auth/AuthProvider';
import { ErrorScreen } from './shared/pages/ErrorScreen';
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
  const navigate = useNavigate();
  return (
    // The components' links navigate through the router instead of reloading the page.
    <AriaRouterProvider navigate={(to) => navigate(to)} useHref={useAppHref}>
      <AuthProvider baseUrl={baseUrl ?? ''} {...(fetch ? { fetch } : {})}>
        <Outlet />
      </AuthProvider>
    </AriaRouterProvider>
  );
}

/**
 * An area's screens, fetched the first time one of its routes is visited. Areas that fetch data get
 * the query cache (fetched with them); the sign-in screens do without it.
 */
const area =
  <P extends Record<string, ReactElement>>(load: () => Promise<P>, { queries = true } = {}) =>
  (page: keyof P): RouteObject['lazy'] =>
  async () => {
    const [pages, AreaQueries] = await Promise.all([
      load(),
      queries ? import('./shared/AreaQueries').then((m) => m.AreaQueries) : null,
    ]);
    return { element: AreaQueries ? <AreaQueries>{pages[page]}</AreaQueries> : pages[page] };
  };

const auth = area(() => import('./areas/auth/pages').then((m) => m.authPages), { queries: false });
const publicArea = area(() => import('./areas/public/pages').then((m) => m.publicPages));
const member = area(() => import('./areas/member/pages').then((m) => m.memberPages));
const owner = area(() => import('./areas/owner/pages').then((m) => m.ownerPages));
const admin = area(() => import('./areas/admin/pages').then((m) => m.adminPages));

/** The route table of 01 §2, with the public campground page's routes of 04 §2. */
export const createRoutes = (options: RouteOptions = {}): RouteObject[] => [
  {
    element: <Root {...options} />,
    errorElement: <ErrorScreen />,
    children: [
      { path: PATHS.home, lazy: auth('memberLogin') },
      { path: PATHS.memberLogin, lazy: auth('memberLogin') },
      { path: PATHS.ownerLogin, lazy: auth('ownerLogin') },
      { path: PATHS.adminLogin, lazy: auth('adminLogin') },
      { path: PATHS.login, element: <Navigate to={PATHS.home} replace /> },
      { path: PATHS.memberPasswordReset, lazy: auth('memberReset') },
      { path: PATHS.ownerPasswordReset, lazy: auth('ownerReset') },
      { path: PATHS.forgotPassword, lazy: auth('adminReset') },
      { path: PATHS.resetPassword, lazy: auth('resetCompletion') },
      { path: PATHS.authCallback, lazy: auth('resetCompletion') },
      { path: PATHS.passwordResetConfirm, lazy: auth('resetCompletion') },
      { path: PATHS.ownerSetup, lazy: auth('ownerSetup') },
      { path: PATHS.privacy, element: <PrivacyPage /> },
      { path: PATHS.terms, element: <TermsPage /> },
      { path: PATHS.contact, element: <ContactPage /> },
      { path: PATHS.memberDashboard, lazy: member('dashboard') },
      { path: PATHS.ownerDashboard, lazy: owner('dashboard') },
      { path: PATHS.superAdminDashboard, lazy: admin('dashboard') },
      { path: PATHS.superAdmin, element: <Navigate to={PATHS.superAdminDashboard} replace /> },
      { path: PATHS.membership, lazy: publicArea('membership') },
      { path: '/campground/:slug', lazy: publicArea('campground') },
      { path: '/campground/:slug/preview', lazy: publicArea('preview') },
      { path: '/campground/:slug/purchase', lazy: publicArea('campground') },
      { path: PATHS.notFound, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
