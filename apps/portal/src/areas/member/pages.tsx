import { ToastRegion } from '@camppass/ui';
import { ComingTab, DashboardPage } from '../../shared/dashboard/DashboardPage';
import type { DashboardTab } from '../../shared/dashboard/dashboard-tabs';
import { MembershipsTab } from './MembershipsTab';
import { OverviewTab } from './OverviewTab';
import { PaymentsTab } from './PaymentsTab';
import { ProfileTab } from './ProfileTab';
import './member.css';

/** The member dashboard's tabs, in order (02 §2). */
const MEMBER_TABS: readonly DashboardTab[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'memberships', label: 'My Memberships' },
  { id: 'payments', label: 'Payments' },
  { id: 'profile', label: 'Profile' },
];

function MemberTab({ tab }: { tab: DashboardTab }) {
  switch (tab.id) {
    case 'overview':
      return <OverviewTab />;
    case 'memberships':
      return <MembershipsTab />;
    case 'payments':
      return <PaymentsTab />;
    case 'profile':
      return <ProfileTab />;
    default:
      return <ComingTab tab={tab} />;
  }
}

export const memberPages = {
  dashboard: (
    <>
      <DashboardPage area="member" tabs={MEMBER_TABS}>
        {(tab) => <MemberTab tab={tab} />}
      </DashboardPage>
      <ToastRegion />
    </>
  ),
};
