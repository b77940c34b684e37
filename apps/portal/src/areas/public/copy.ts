import { PUBLIC_PAGE_SHARING } from '@camppass/domain';

/**
 * Labels and headings of the public page (04 §2, §4). Messages of the specs' catalogues come from
 * @camppass/domain; these are the screen's own words.
 */
export const PUBLIC_COPY = {
  goHome: 'Go Home',
  loadingPurchase: 'Loading the purchase',
  tryAgain: 'Try Again',
  needHelp: 'Need Help?',
  contactSupport: 'Contact Support',
  country: 'United States',
  welcomeTitle: (name: string) => `Welcome to ${name}`,
  defaultWelcome: PUBLIC_PAGE_SHARING.defaultWelcome,
  chooseMembership: 'Choose Your Membership',
  mostPopular: 'MOST POPULAR',
  purchase: 'Purchase',
  purchasePlan: (plan: string) => `Purchase ${plan}`,
  noMembershipsText: 'Please contact the campground for membership options.',
  previous: 'Previous plans',
  next: 'Next plans',
  plansLabel: 'Membership plans',
  verifyTitle: 'Verify Your Membership',
  verifyIntro: 'Check that a membership code is valid for your stay dates.',
  membershipCode: 'Membership Code',
  emailAddress: 'Email Address',
  checkIn: 'Check-in Date',
  checkOut: 'Check-out Date',
  verify: 'Verify',
  verifying: 'Verifying',
  verifyAdvice: 'Please check your membership code and email address, or contact support for help.',
  status: 'Status',
  validFrom: 'Membership dates',
  goBooking: 'Go Booking',
  opensNewTab: '(opens in a new tab)',
  getInTouch: 'Get In Touch',
  phone: 'Phone',
  address: 'Address',
  email: 'Email',
  poweredBy: 'Powered by',
  selectCampgroundIntro: 'Choose the campground whose memberships you want to see.',
  campgrounds: 'Campgrounds',
} as const;
