import { GATE_WORDS } from '@camppass/domain';
import { lazy, Suspense } from 'react';
import { ComingTab } from '../../shared/dashboard/DashboardPage';
import type { DashboardTab } from '../../shared/dashboard/dashboard-tabs';
import { CampgroundsTab } from './CampgroundsTab';
import { DocumentVerificationTab } from './DocumentVerificationTab';
import { MembershipTypesTab } from './MembershipTypesTab';
import { MembersTab } from './MembersTab';
import { OverviewTab } from './OverviewTab';
import { OwnerDashboard } from './OwnerDashboard';
import { PublicPageTab } from './PublicPageTab';
import { SettingsTab } from './SettingsTab';

/** Home's Earnings card and Payouts panel, fetched after Home shows. */
const HomeMoney = lazy(() => import('./HomeMoney').then((module) => ({ default: module.HomeMoney })));

/** The gate scanner, fetched when its tab opens. */
const CheckInTab = lazy(() => import('./gate/CheckInTab').then((module) => ({ default: module.CheckInTab })));
/** The check-in log and the card key's rotation, below the scanner. */
const CheckInLog = lazy(() => import('./gate/CheckInLog').then((module) => ({ default: module.CheckInLog })));
const RotateCardKey = lazy(() =>
  import('./gate/RotateCardKey').then((module) => ({ default: module.RotateCardKey })),
);

/** The owner dashboard's tabs, in order, with 03 §2.1's tooltips. */
const OWNER_TABS: readonly DashboardTab[] = [
  { id: 'overview', label: 'Home', hint: 'View overview and key metrics' },
  { id: 'campgrounds', label: 'My Campground', hint: 'Manage campground settings and information' },
  { id: 'settings', label: 'Settings', hint: 'Configure settings, branding, features' },
  { id: 'members', label: 'Members', hint: 'Search and manage members' },
  { id: 'membership-types', label: 'Membership Types', hint: 'Create and manage membership options' },
  { id: 'public-page', label: 'Public Page', hint: 'Configure public membership page' },
  {
    id: 'military-verification',
    label: 'Document Verification',
    hint: 'Manage military documents and selfie ID verifications',
  },
  { id: 'check-in', label: GATE_WORDS.title, hint: GATE_WORDS.intro },
];

/** The chosen tab's content: one case per tab. */
function OwnerTab({ tab }: { readonly tab: DashboardTab }) {
  switch (tab.id) {
    case 'overview':
      return (
        <OverviewTab
          money={
            <Suspense fallback={null}>
              <HomeMoney />
            </Suspense>
          }
        />
      );
    case 'campgrounds':
      return <CampgroundsTab />;
    case 'public-page':
      return <PublicPageTab />;
    case 'membership-types':
      return <MembershipTypesTab />;
    case 'settings':
      return <SettingsTab />;
    case 'members':
      return <MembersTab />;
    case 'military-verification':
      return <DocumentVerificationTab />;
    case 'check-in':
      return (
        <Suspense fallback={null}>
          <CheckInTab />
          <CheckInLog />
          <RotateCardKey />
        </Suspense>
      );
    default:
      return <ComingTab tab={tab} />;
  }
}

export const ownerPages = {
  dashboard: <OwnerDashboard tabs={OWNER_TABS}>{(tab) => <OwnerTab tab={tab} />}</OwnerDashboard>,
};
