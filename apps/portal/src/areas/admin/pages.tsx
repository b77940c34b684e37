import { AUDIT_LOG_WORDS } from '@camppass/domain';
import { ComingTab, DashboardPage } from '../../shared/dashboard/DashboardPage';
import type { DashboardTab } from '../../shared/dashboard/dashboard-tabs';
import { ActivityTab } from './ActivityTab';
import { CampgroundsTab } from './CampgroundsTab';
import { LogosTab } from './LogosTab';
import { MembersTab } from './MembersTab';
import { OverviewTab } from './OverviewTab';
import { OwnersTab } from './OwnersTab';
import { SystemTab } from './SystemTab';
import { UsersTab } from './UsersTab';
import './admin.css';

/** The super admin dashboard's tabs, in order (03 §2.10). */
const ADMIN_TABS: readonly DashboardTab[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'activity', label: AUDIT_LOG_WORDS.tab },
  { id: 'campgrounds', label: 'Campgrounds' },
  { id: 'logos', label: 'Logo Management' },
  { id: 'owners', label: 'Owners Management' },
  { id: 'members', label: 'Members' },
  { id: 'users', label: 'Users' },
  { id: 'system', label: 'System' },
];

function AdminTab({ tab }: { readonly tab: DashboardTab }) {
  switch (tab.id) {
    case 'overview':
      return <OverviewTab />;
    case 'activity':
      return <ActivityTab />;
    case 'campgrounds':
      return <CampgroundsTab />;
    case 'members':
      return <MembersTab />;
    case 'logos':
      return <LogosTab />;
    case 'owners':
      return <OwnersTab />;
    case 'users':
      return <UsersTab />;
    case 'system':
      return <SystemTab />;
    default:
      return <ComingTab tab={tab} />;
  }
}

export const adminPages = {
  dashboard: (
    <DashboardPage area="superAdmin" tabs={ADMIN_TABS}>
      {(tab) => <AdminTab tab={tab} />}
    </DashboardPage>
  ),
};
