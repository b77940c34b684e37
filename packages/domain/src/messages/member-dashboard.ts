import { type CalendarDate, formatMMDDYYYY, parseCalendarDate } from '../dates/calendar-date';
import type { MembershipDisplayStatus } from '../membership/status';
import { wordList } from '../shared/word-list';

/**
 * The member dashboard's screen words (02 §2, §4). The spec names the counters and the empty state;
 * the stat-card labels, panel titles and detail labels it leaves open are ours
 * (docs/decisions/member-area.md#member-dashboard-words-and-the-card-image).
 */
export const MEMBER_DASHBOARD_WORDS = {
  totalMemberships: 'Total Memberships',
  activeMemberships: 'Active Memberships',
  expiringSoon: 'Expiring Soon',
  expiredMemberships: 'Expired Memberships',
  /** The four counters of the memberships tab (02 §2). */
  counterActive: 'Active',
  counterExpiringSoon: 'Expiring Soon (1 Week)',
  counterExpired: 'Expired',
  counterTotal: 'Total',
  noActiveMemberships: 'You have no active memberships.',
  nothingExpiring: 'No memberships expire in the next 7 days.',
  noMembershipsDescription: 'Memberships you buy from a campground appear here.',
  loadingDashboard: 'Loading your dashboard',
  loadingCard: 'Loading membership card',
  tryAgain: 'Try Again',
  viewCard: 'View Card',
  /** The membership's last check-in at the gate, in the campground's time zone (issue 28). */
  lastVisit: (when: string) => `Last visit ${when}`,
  hideCard: 'Hide Card',
  viewDetails: 'View Details',
  hideDetails: 'Hide Details',
  downloadPng: 'Download PNG',
  membershipCode: 'Membership Code',
  campground: 'Campground',
  membershipType: 'Membership Type',
  startDate: 'Start Date',
  endDate: 'End Date',
  duration: 'Duration',
  amountPaid: 'Amount Paid',
  militaryDiscount: 'Military discount applied',
  /** The Payments tab (02 §2). */
  totalSpent: 'Total Spent',
  transactions: 'Transactions',
  successful: 'Successful',
  pending: 'Pending',
  paymentHistory: 'Payment History',
  sortBy: 'Sort by',
  noPayments: 'No Payments Yet',
  noPaymentsDescription: 'Payments for your memberships appear here.',
  loadingPayments: 'Loading payments',
  paymentDetails: 'Payment details',
  transactionId: 'Transaction ID',
  paymentMethod: 'Payment Method',
  status: 'Status',
  refunded: 'Refunded',
  date: 'Date',
  amount: 'Amount',
  /** The Profile tab (02 §2): basic info, address, special requests, account activity. */
  basicInformation: 'Basic Information',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of Birth',
  addressInformation: 'Address',
  streetAddress: 'Street Address',
  city: 'City',
  stateProvince: 'State/Province',
  postalCode: 'Postal Code',
  country: 'Country',
  specialRequests: 'Special Requests',
  noSpecialRequests: 'No special requests.',
  accountActivity: 'Account Activity',
  accountStatus: 'Account Status',
  memberSince: 'Member Since',
  lastUpdated: 'Last Updated',
  notProvided: 'Not provided',
  loadingProfile: 'Loading your profile',
  /** The member's own documents (02 §2, §8). */
  documents: 'My Documents',
  loadingDocuments: 'Loading your documents',
  noDocuments: 'No Documents Yet',
  noDocumentsDescription: 'Documents you upload for a membership appear here.',
  fileSize: 'Size',
  uploaded: 'Uploaded',
  download: 'Download',
  limitedAccess: 'Limited Access',
  limitedAccessAlert: 'This document cannot be opened right now. Please contact support.',
  urlUnavailable: 'The document URL is unavailable. Please refresh the page.',
  refreshingLink: 'Refreshing the download link',
} as const;

const KB = 1024;
const MB = 1024 * KB;
const sizeNumber = (value: number, decimals: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/**
 * A file size in words: MB with 2 decimals from 1 MB (02 §9), KB with 1 decimal below it, bytes
 * below 1 KB, so a 4 KB signature reads '4.0 KB', not '0.00 MB'
 * (docs/decisions/member-area.md#file-sizes-in-bytes-kb-or-mb).
 */
export const formatFileSize = (bytes: number): string => {
  if (bytes >= MB) return `${sizeNumber(bytes / MB, 2)} MB`;
  if (bytes >= KB) return `${sizeNumber(bytes / KB, 1)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
};

/** The names of the member's document types (02 §2). */
export const MEMBER_DOCUMENT_TYPE_NAMES: Readonly<Record<string, string>> = {
  selfie_id: 'Photo ID',
  military_document: 'Military Document',
  signature: 'Signature',
  profile_id: 'Profile ID Photo',
  profile_military: 'Profile Military Document',
};

/** The Payments tab's sort options (02 §2), in order, with the server sort each asks for. */
export const MEMBER_PAYMENT_SORTS = [
  { label: 'Date (Newest First)', field: 'date', direction: 'desc' },
  { label: 'Date (Oldest First)', field: 'date', direction: 'asc' },
  { label: 'Amount (High to Low)', field: 'amount', direction: 'desc' },
  { label: 'Amount (Low to High)', field: 'amount', direction: 'asc' },
  { label: 'Status', field: 'status', direction: 'asc' },
] as const;

/** The days left of a membership: 0 is its last day. */
export const daysLeftLabel = (days: number): string => {
  if (days < 0) return 'Expired';
  if (days === 0) return 'Ends today';
  return days === 1 ? '1 day left' : `${days} days left`;
};

/**
 * A membership whose first day is later (status `upcoming`), wherever its status is shown: the
 * member's badge, the card image, the owner's list and the status page
 * (docs/decisions/member-area.md#a-membership-that-has-not-started-reads-starts-on-its-date).
 */
export const startsOnLabel = (startDate: CalendarDate): string => `Starts on ${formatMMDDYYYY(startDate)}`;

/** The member's badge of a membership: when it starts while upcoming, else its days left. */
export const membershipBadgeLabel = (membership: {
  readonly displayStatus: MembershipDisplayStatus;
  /** `YYYY-MM-DD`, as the contract carries it. */
  readonly startDate: string;
  readonly daysUntilExpiration: number;
}): string => {
  const startDate = parseCalendarDate(membership.startDate);
  return membership.displayStatus === 'upcoming' && startDate
    ? startsOnLabel(startDate)
    : daysLeftLabel(membership.daysUntilExpiration);
};

/** The memberships tab's warning banner (02 §2): how many end within the 7-day window. */
export const expiringBannerMessage = (count: number): string =>
  count === 1 ? '1 membership expires within 7 days.' : `${count} memberships expire within 7 days.`;

/** The alternative text of the digital card image. */
export const membershipCardAlt = (code: string): string => `Digital membership card ${code}`;

/** The file name of the downloaded card (02 §2). */
export const membershipCardFileName = (code: string): string => `membership-card-${code}.png`;

/** The words the server draws on the digital card image (ours, as the dashboard's detail labels). */
export const MEMBERSHIP_CARD_WORDS = {
  validFrom: 'Valid from',
  validTo: 'Valid to',
  status: 'Status',
  footer: 'Scan to check this membership today',
  statuses: {
    active: 'Active',
    expiring: 'Active (expiring soon)',
    expired: 'Expired',
    pending: 'Pending',
    cancelled: 'Cancelled',
  } satisfies Readonly<Record<Exclude<MembershipDisplayStatus, 'upcoming'>, string>>,
} as const;

/** The card image's status line: the status, or when an upcoming membership starts. */
export const membershipCardStatus = (status: MembershipDisplayStatus, startDate: CalendarDate): string =>
  status === 'upcoming' ? startsOnLabel(startDate) : MEMBERSHIP_CARD_WORDS.statuses[status];

/** The Profile tab's Change Password dialog (02 §2): our words around 02 §8's messages. */
export const CHANGE_PASSWORD_WORDS = {
  open: 'Change Password',
  title: 'Change Password',
  explain: (email: string) => `We will e-mail a link to set a new password to ${email}.`,
  send: 'Send Reset Link',
  sending: 'Sending',
  sent: (email: string) => `A password reset link was sent to ${email}. It works once and expires soon.`,
  cancel: 'Cancel',
  done: 'Done',
} as const;

/**
 * The profile-edit modal (02 §2): its sections, labels and buttons. The spec names the sections, the
 * fields, Save Changes and Saving...; the button that opens it and the two notes are ours.
 */
export const PROFILE_EDIT_WORDS = {
  open: 'Edit Profile',
  title: 'Edit Profile',
  loading: 'Loading your profile',
  personalInformation: 'Personal Information',
  addressInformation: 'Address Information',
  additionalInformation: 'Additional Information',
  firstName: 'First Name',
  lastName: 'Last Name',
  fullName: 'Full Name',
  fullNameNote: 'Made from your first and last name.',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of Birth',
  dateOfBirthNote: 'YYYY-MM-DD',
  streetAddress: 'Street Address',
  city: 'City',
  stateProvince: 'State/Province',
  postalCode: 'Postal Code',
  country: 'Country',
  specialRequests: 'Special Requests',
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving...',
} as const;

/** The profile-edit form's fields that a save can change, as the form names them. */
export type ProfileEditField =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'dateOfBirth'
  | 'streetAddress'
  | 'city'
  | 'stateProvince'
  | 'postalCode'
  | 'country'
  | 'specialRequests';

/**
 * The toast after a profile save: the fields that changed, named as the form names them
 * ('Profile updated: Phone and City.'), or that nothing changed.
 */
export const profileChangesSavedMessage = (fields: readonly ProfileEditField[]): string =>
  fields.length === 0
    ? 'Profile saved. Nothing was changed.'
    : `Profile updated: ${wordList(fields.map((field) => PROFILE_EDIT_WORDS[field]))}.`;
