import { PATHS, ROUTE_ROLES } from '@camppass/domain';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, type RouteObject, useHref, useNavigate } from 'react-router';
import { AuthProvider } from './auth/AuthProvider';
import { RequireRole } from './auth/RequireRole';
import { DashboardPage } from './dashboard/DashboardPage';
import { ErrorScreen } from './pages/ErrorScreen';
import { LoginPage } from './pages/LoginPage';
import { OwnerSetupPage } from './pages/OwnerSetupPage';
import { ResetCompletionPage } from './pages/ResetCompletionPage';
import { ResetRequestPage } from './pages/ResetRequestPage';
import { ContactPage, NotFoundPage, PrivacyPage, TermsPage } from './pages/StaticPages';
import { publicRoutes } from './public/routes';

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

/** The route table of 01 §2, with the public campground page's routes of 04 §2. */
export const createRoutes = (options: RouteOptions = {}): RouteObject[] => [
  {
    element: <Root {...options} />,
    errorElement: <ErrorScreen />,
    children: [
      { path: PATHS.home, element: <LoginPage loginType="member" /> },
      { path: PATHS.memberLogin, element: <LoginPage loginType="member" /> },
      { path: PATHS.ownerLogin, element: <LoginPage loginType="owner" /> },
      { path: PATHS.adminLogin, element: <LoginPage loginType="superAdmin" /> },
      { path: PATHS.login, element: <Navigate to={PATHS.home} replace /> },
      { path: PATHS.memberPasswordReset, element: <ResetRequestPage audience="member" /> },
      { path: PATHS.ownerPasswordReset, element: <ResetRequestPage audience="owner" /> },
      { path: PATHS.forgotPassword, element: <ResetRequestPage audience="superAdmin" /> },
      { path: PATHS.resetPassword, element: <ResetCompletionPage /> },
      { path: PATHS.authCallback, element: <ResetCompletionPage /> },
      { path: PATHS.passwordResetConfirm, element: <ResetCompletionPage /> },
      { path: PATHS.ownerSetup, element: <OwnerSetupPage /> },
      { path: PATHS.privacy, element: <PrivacyPage /> },
      { path: PATHS.terms, element: <TermsPage /> },
      { path: PATHS.contact, element: <ContactPage /> },
      {
        path: PATHS.memberDashboard,
        element: (
          <RequireRole roles={ROUTE_ROLES[PATHS.memberDashboard]}>
            <DashboardPage area="member" />
          </RequireRole>
        ),
      },
      {
        path: PATHS.ownerDashboard,
        element: (
          <RequireRole roles={ROUTE_ROLES[PATHS.ownerDashboard]}>
            <DashboardPage area="owner" />
          </RequireRole>
        ),
      },
      {
        path: PATHS.superAdminDashboard,
        element: (
          <RequireRole roles={ROUTE_ROLES[PATHS.superAdminDashboard]}>
            <DashboardPage area="superAdmin" />
          </RequireRole>
        ),
      },
      { path: PATHS.superAdmin, element: <Navigate to={PATHS.superAdminDashboard} replace /> },
      ...publicRoutes,
      { path: PATHS.notFound, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
