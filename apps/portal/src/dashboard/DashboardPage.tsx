import type { LoginType } from '@camppass/domain';
import { Badge, Button, EmptyState, Link } from '@camppass/ui';
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
 * The three dashboards' frame: header with the user's name and Logout, the area's tabs, and the
 * chosen tab's panel. The tabs' contents arrive with the member, owner and admin areas.
 */
export function DashboardPage({ area }: { area: LoginType }) {
  const { user, api, signOut } = useAuth();
  const { productName } = useRuntimeConfig();
  const [searchParams] = useSearchParams();
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
  const initial = productName.charAt(0).toUpperCase();

  return (
    <div className="portal-dashboard" data-area={area}>
      <header className="portal-dashboard__header">
        <span className="portal-dashboard__logo" aria-hidden="true">
          {initial}
        </span>
        <div className="portal-dashboard__identity">
          <p className="portal-dashboard__product">
            {productName}
            {area === 'owner' && (
              <span className="portal-dashboard__label"> · {DASHBOARD_COPY.ownerLabel}</span>
            )}
          </p>
          {area === 'superAdmin' ? (
            <p className="portal-dashboard__welcome">
              Welcome, {name} <Badge tone="brand">{DASHBOARD_COPY.superAdminBadge}</Badge>
            </p>
          ) : (
            <p className="portal-dashboard__welcome">
              {area === 'owner' ? `${DASHBOARD_COPY.welcomeBack} ` : ''}
              {name}
            </p>
          )}
        </div>
        <Button variant="outline" onPress={logout} isPending={leaving} pendingLabel={COPY.logout}>
          {COPY.logout}
        </Button>
      </header>
      <div className="portal-dashboard__body">
        <nav className="portal-dashboard__nav" aria-label={`${TITLES[area]} sections`}>
          <ul>
            {DASHBOARD_TABS[area].map((item) => (
              <li key={item.id}>
                <Link
                  href={`?tab=${item.id}`}
                  variant="standalone"
                  aria-current={item.id === tab.id ? 'page' : undefined}
                  className="portal-dashboard__tab"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="portal-dashboard__main">
          <h1 className="portal-dashboard__title">{TITLES[area]}</h1>
          <section aria-label={tab.label}>
            <EmptyState
              headingLevel={2}
              title={tab.label}
              description={
                tab.hint ? `${tab.hint}. ${DASHBOARD_COPY.sectionComing}` : DASHBOARD_COPY.sectionComing
              }
            />
          </section>
        </main>
      </div>
    </div>
  );
}
