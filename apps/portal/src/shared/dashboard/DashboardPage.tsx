import { type LoginType, PATHS, ROUTE_ROLES, SECURITY_WORDS } from '@camppass/domain';
import { Badge, DashboardShell, EmptyState, Link } from '@camppass/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { RequireRole } from '../auth/RequireRole';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { COPY, DASHBOARD_COPY } from '../copy';
import { usePageTitle } from '../layout/PageLayout';
import { useGuardedLeave } from '../leave-guard/LeaveGuard';
import { type DashboardTab, selectedTab } from './dashboard-tabs';

const TITLES: Record<LoginType, string> = {
  member: 'Member Dashboard',
  owner: DASHBOARD_COPY.ownerLabel,
  superAdmin: 'Super Admin Dashboard',
};

export interface DashboardPageProps {
  readonly area: LoginType;
  /** The area's tabs in order; the first is the default. */
  readonly tabs: readonly DashboardTab[];
  /** The chosen tab's content, given by the area. */
  readonly children: (tab: DashboardTab) => ReactNode;
  /** The header's name in place of the product's (the owner's campground, 03 §2.1). */
  readonly title?: string;
  /** The header's logo; without one the title's initial stands in. */
  readonly logoUrl?: string | null;
}

/** A tab whose content has not arrived yet: its name and a note. */
export function ComingTab({ tab }: { tab: DashboardTab }) {
  return <EmptyState headingLevel={2} title={tab.label} description={DASHBOARD_COPY.sectionComing} />;
}

const ROUTES: Record<LoginType, keyof typeof ROUTE_ROLES> = {
  member: PATHS.memberDashboard,
  owner: PATHS.ownerDashboard,
  superAdmin: PATHS.superAdminDashboard,
};

/**
 * The three dashboards in the DashboardShell, each behind its route's roles (01 §2): the user's
 * name and Logout in the header, the area's tabs in the navigation, the chosen tab in the main region.
 */
export function DashboardPage(props: DashboardPageProps) {
  return (
    <RequireRole roles={ROUTE_ROLES[ROUTES[props.area]]}>
      <Dashboard {...props} />
    </RequireRole>
  );
}

function Dashboard({ area, tabs, children, title, logoUrl }: DashboardPageProps) {
  const { user, api, signOut } = useAuth();
  const { productName } = useRuntimeConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const leave = useGuardedLeave();
  const tab = selectedTab(tabs, searchParams.get('tab'));
  usePageTitle(`${tab.label} · ${TITLES[area]}`);

  // The profile call checks the session: a 401 that no refresh cures logs the user out to / (01 §4).
  useQuery({
    queryKey: ['user-profile', user?.id],
    queryFn: async () => {
      const answer = await api.call('get-user-profile');
      if (!answer.ok) throw new Error(answer.message);
      return answer.value.user;
    },
    enabled: Boolean(user),
    retry: false,
  });

  const logout = () =>
    leave(() => {
      setLeaving(true);
      void signOut();
    });

  // An account that must hold a second factor sets one up before its dashboard.
  if (user?.secondFactorSetupRequired) return <Navigate to={PATHS.security} replace />;
  const name = user?.name.trim() || user?.email || (area === 'owner' ? 'Owner' : '');
  return (
    <DashboardShell
      headerActions={
        <Link href={PATHS.security} variant="standalone">
          {SECURITY_WORDS.headerLink}
        </Link>
      }
      title={title || productName}
      logoUrl={logoUrl ?? null}
      subtitle={TITLES[area]}
      titleAccessory={
        area === 'superAdmin' ? (
          <>
            {' '}
            <Badge tone="brand">{DASHBOARD_COPY.superAdminBadge}</Badge>
          </>
        ) : undefined
      }
      greeting={
        area === 'owner' ? DASHBOARD_COPY.welcomeBack : area === 'superAdmin' ? 'Welcome,' : undefined
      }
      userName={name}
      onLogout={logout}
      logoutLabel={COPY.logout}
      isLoggingOut={leaving}
      navItems={tabs.map((item) => ({
        id: item.id,
        label: item.label,
        ...(item.hint ? { description: item.hint } : {}),
      }))}
      selectedId={tab.id}
      onSelect={(id) => leave(() => setSearchParams({ tab: id }))}
      navLabel={`${TITLES[area]} sections`}
    >
      <section aria-label={tab.label} className="portal-dashboard__section">
        {children(tab)}
      </section>
    </DashboardShell>
  );
}
