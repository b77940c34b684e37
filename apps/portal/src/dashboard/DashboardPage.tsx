import type { LoginType } from '@camppass/domain';
import { Badge, DashboardShell, EmptyState } from '@camppass/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { COPY, DASHBOARD_COPY } from '../copy';
import { usePageTitle } from '../layout/PageLayout';
import { DASHBOARD_TABS, selectedTab } from './dashboard-tabs';

const TITLES: Record<LoginType, string> = {
  member: 'Member Dashboard',
  owner: DASHBOARD_COPY.ownerLabel,
  superAdmin: 'Super Admin Dashboard',
};

/**
 * The three dashboards in the DashboardShell: the user's name and Logout in the header, the area's
 * tabs in the navigation, the chosen tab in the main region. The tabs' contents arrive with the
 * member, owner and admin areas.
 */
export function DashboardPage({ area }: { area: LoginType }) {
  const { user, api, signOut } = useAuth();
  const { productName } = useRuntimeConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const tab = selectedTab(area, searchParams.get('tab'));
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

  const logout = () => {
    setLeaving(true);
    void signOut();
  };

  const name = user?.name.trim() || user?.email || (area === 'owner' ? 'Owner' : '');
  return (
    <DashboardShell
      title={productName}
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
      navItems={DASHBOARD_TABS[area].map((item) => ({
        id: item.id,
        label: item.label,
        ...(item.hint ? { description: item.hint } : {}),
      }))}
      selectedId={tab.id}
      onSelect={(id) => setSearchParams({ tab: id })}
      navLabel={`${TITLES[area]} sections`}
    >
      <section aria-label={tab.label} className="portal-dashboard__section">
        <EmptyState headingLevel={2} title={tab.label} description={DASHBOARD_COPY.sectionComing} />
      </section>
    </DashboardShell>
  );
}
