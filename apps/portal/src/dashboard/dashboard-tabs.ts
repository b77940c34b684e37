import type { LoginType } from '@camppass/domain';

export interface DashboardTab {
  readonly id: string;
  readonly label: string;
  /** What the tab is for (03 §2.1's tooltips). */
  readonly hint?: string;
}

/** The tabs of each dashboard, in order: 02 §2, 03 §2.1 and 03 §2.10. The first is the default. */
export const DASHBOARD_TABS: Readonly<Record<LoginType, readonly DashboardTab[]>> = {
  member: [
    { id: 'overview', label: 'Overview' },
    { id: 'memberships', label: 'My Memberships' },
    { id: 'payments', label: 'Payments' },
    { id: 'profile', label: 'Profile' },
  ],
  owner: [
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
  ],
  superAdmin: [
    { id: 'overview', label: 'Overview' },
    { id: 'campgrounds', label: 'Campgrounds' },
    { id: 'logos', label: 'Logo Management' },
    { id: 'owners', label: 'Owners Management' },
    { id: 'members', label: 'Members' },
    { id: 'users', label: 'Users' },
    { id: 'system', label: 'System' },
  ],
};

/** The tab to show: the one named, else the first (an unknown tab falls back to overview, 03 §2.1). */
export const selectedTab = (area: LoginType, id: string | null): DashboardTab => {
  const tabs = DASHBOARD_TABS[area];
  return tabs.find((tab) => tab.id === id) ?? (tabs[0] as DashboardTab);
};
