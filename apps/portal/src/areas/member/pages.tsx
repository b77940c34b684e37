import { ComingTab, DashboardPage } from '../../shared/dashboard/DashboardPage';
import type { DashboardTab } from '../../shared/dashboard/dashboard-tabs';

/** The member dashboard's tabs, in order (02 §2). */
export const MEMBER_TABS: readonly DashboardTab[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'memberships', label: 'My Memberships' },
  { id: 'payments', label: 'Payments' },
  { id: 'profile', label: 'Profile' },
];

export const memberPages = {
  dashboard: (
    <DashboardPage area="member" tabs={MEMBER_TABS}>
      {(tab) => <ComingTab tab={tab} />}
    </DashboardPage>
  ),
};
