/**
 * The owner dashboard's screen words (03 §2.1-§2.3, §2.7). The spec names the titles, states and
 * buttons quoted here; labels it leaves open (stat-card captions, field labels, the public page
 * panel's captions) are ours (docs/decisions/owner-area.md#owner-dashboard-shell).
 */
export const OWNER_DASHBOARD_WORDS = {
  /** 03 §2.1 error state. */
  tryAgain: 'Try Again',
  tips: ['Check your internet connection', 'Refresh the page', 'Contact support if the problem persists'],
  tipsTitle: 'Things to try',
  /** 03 §2.2. */
  totalCampgrounds: 'Total Campgrounds',
  activeMemberships: 'Active Memberships',
  expiringSoon: 'Expiring Soon',
  yourCampgrounds: 'Your Campgrounds',
  refreshData: 'Refresh Data',
  noCampgroundsYetText: 'Campgrounds you own or staff appear here once they are assigned to you.',
  quickActions: 'Quick Actions',
  viewAllMembers: 'View All Members',
  createMembershipType: 'Create Membership Type',
  /** 03 §2.3. */
  myCampgrounds: 'My Campgrounds',
  searchCampgrounds: 'Search campgrounds',
  searchPlaceholder: 'Search by name, city, or state...',
  statusFilter: 'Status',
  statusOptions: [
    { id: 'all', label: 'All' },
    { id: 'active', label: 'Active' },
    { id: 'inactive', label: 'Inactive' },
    { id: 'pending', label: 'Pending' },
  ],
  refresh: 'Refresh',
  noCampgroundsFound: 'No campgrounds found',
  noCampgroundsFoundText: 'Try adjusting your search or filter criteria.',
  noCampgroundsYet: 'No campgrounds yet',
  militaryDiscount: 'Military Discount',
  adultOnly: 'Adult Only',
  publicPageAvailable: 'Public Page Available',
  created: 'Created',
  settings: 'Settings',
  memberships: 'Memberships',
  members: 'Members',
  viewPublicPage: 'View Public Page',
  opensInNewTab: '(opens in a new tab)',
  /** 03 §2.7. */
  publicPage: 'Public Page',
  campground: 'Campground',
  chooseCampground: 'Choose a campground',
  chooseCampgroundText: 'Pick a campground to see its public membership page.',
  publicUrl: 'Public URL',
  copyUrl: 'Copy URL',
  urlCopied: 'Public URL copied to clipboard!',
  copyFailed: 'The URL could not be copied; select it and copy it by hand.',
  pageTitle: 'Title',
  pageDescription: 'Description',
  noDescription: 'No description set',
  brandingColor: 'Branding colour',
  logo: 'Logo',
  logoUploaded: 'Logo uploaded',
  noLogo: 'No logo uploaded',
  configurePage: 'Configure Page',
  viewLivePage: 'View Live Page',
  preview: 'Preview',
  pageNotLive: 'This page is not live: only active campgrounds show their public page.',
  allPublicPages: 'All Public Pages',
} as const;

/** The window event that chooses a section of the owner dashboard; its detail is the tab id. */
export const OWNER_SECTION_EVENT = 'owner-dashboard:section';

/** The Public Page tab's card of the chosen campground (our wording). */
export const publicPageOf = (campgroundName: string): string => `Public page of ${campgroundName}`;
