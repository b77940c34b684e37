/**
 * The owner Members tab's screen words (03 §2.5). The spec names the summary cards, the panels, the
 * sort buttons, the filters and the modal's sections; where it names a thing without its words, the
 * words here are ours. Its messages (load failure, empty states, contact) are in owner-admin.ts, the
 * status labels, attention reasons and export file name in owner-members.ts.
 */
const wholeNumber = new Intl.NumberFormat('en-US');

export const OWNER_MEMBERS_WORDS = {
  /** The title for staff and super admins; an owner sees OWNER_MEMBERS_TITLE. */
  title: 'Campground Members',
  search: 'Search members',
  searchPlaceholder: 'Search by name, email, code or phone...',
  campground: 'Campground',
  allCampgrounds: 'All Campgrounds',
  status: 'Status',
  all: 'All',
  active: 'Active',
  upcoming: 'Not started',
  expired: 'Expired',
  pageSize: 'Members per page',
  refresh: 'Refresh',
  sortBy: 'Sort by',
  joinDate: 'Join Date',
  name: 'Name',
  expiration: 'Expiration',
  descending: 'descending',
  ascending: 'ascending',
  sortedBy: (what: string, direction: string): string => `Sorted by ${what}, ${direction}`,
  /**
   * What each count counts (docs/decisions/owner-area.md#members-are-people-memberships-are-memberships):
   * members are people, each once; the list, its total and the panels count memberships.
   */
  totalMembers: 'Members',
  totalMembersDescription: 'People, each counted once',
  totalMemberships: 'Memberships',
  listTotal: (count: number): string =>
    count === 1 ? '1 membership' : `${wholeNumber.format(count)} memberships`,
  activeMembers: 'Active',
  expiringSoon: 'Expiring Soon',
  expiringSoonDescription: 'Within 30 days',
  membersList: 'Members',
  loadingMembers: 'Loading members',
  loadingMember: 'Loading member profile',
  tryAgain: 'Try Again',
  noMembersFoundDescription: 'Try adjusting your search or filter criteria',
  noMembersYetDescription: 'Members appear here once they buy a membership.',
  viewProfile: 'View Profile',
  contact: 'Contact',
  code: 'Code',
  type: 'Type',
  joined: 'Joined',
  starts: 'Starts',
  ends: 'Ends',
  military: 'Military',
  idPhoto: 'ID photo',
  expiresInDays: (days: number): string => (days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`),
  exportList: 'Export Member List',
  exporting: 'Exporting member list',
  exportFailed: 'The member list could not be exported. Please try again.',
  exported: 'Member list downloaded.',
  /** The export's progress: rows received of the list's total, or rows alone while the total is unknown. */
  exportProgress: (rows: number, total: number | null): string =>
    total === null || total <= 0
      ? `Exporting… ${wholeNumber.format(rows)} members`
      : `Exporting… ${wholeNumber.format(rows)} of ${wholeNumber.format(total)}`,
  cancelExport: 'Cancel Export',
  exportCancelled: 'Export cancelled.',
  membersByCampground: 'Memberships by Campground',
  membershipTypes: 'Membership Types',
  typesTable: 'Members per membership type',
  typeTotal: 'Total',
  typeActive: 'Active',
  typeExpired: 'Expired',
  typePending: 'Pending',
  noTypes: 'No memberships yet',
  shareOfMembers: (count: number, total: number): string =>
    `${count} of ${total} memberships (${total === 0 ? 0 : Math.round((count / total) * 100)}%)`,
  /** The profile modal (03 §2.5). */
  profileTitle: (name: string): string => `Member Profile: ${name}`,
  personalInfo: 'Personal Information',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of Birth',
  idNumber: 'ID Number',
  address: 'Address',
  membershipDetails: 'Membership Details',
  membershipType: 'Membership Type',
  membershipCode: 'Membership Code',
  copy: 'Copy',
  copyCode: 'Copy membership code',
  codeCopied: 'Membership code copied',
  copyFailed: 'The code could not be copied; select it and copy it by hand.',
  duration: 'Duration',
  days: (days: number): string => (days === 1 ? '1 day' : `${days} days`),
  timeline: 'Timeline',
  purchased: 'Purchased',
  startDate: 'Start Date',
  endDate: 'End Date',
  autoRenewal: 'Auto-renewal',
  on: 'On',
  off: 'Off',
  paymentInfo: 'Payment Information',
  paymentStatus: 'Payment Status',
  paymentBadge: (status: string): string => `Payment ${status}`,
  /**
   * The two amounts of the payment box, each named for what it is
   * (docs/decisions/owner-area.md#the-member-modal-names-its-two-amounts): what the membership's
   * checkouts charged (purchase, renewals, extensions), and the payment records linked to it, net of
   * refunds (none for a membership whose payment was never recorded against it).
   */
  amountPaid: 'Charged for this membership',
  totalPaid: 'Payments on record, less refunds',
  noPaymentsOnRecord: 'None on record',
  payments: 'Payments',
  refunded: 'refunded',
  militaryInfo: 'Military Information',
  militaryMember: 'Military member',
  militaryStatus: 'Military Status',
  militaryDocument: 'Military document',
  militaryDiscount: 'Military discount',
  /** The discount its payment applied, as that payment recorded it; never today's setting. */
  appliedDiscount: (percentage: number, amount: string): string => `${percentage}% (${amount} off)`,
  discountNotRecorded: 'Not recorded with the payment',
  onFile: 'On file',
  missing: 'Missing',
  yes: 'Yes',
  no: 'No',
  specialRequests: 'Special Requests',
  sendEmail: 'Send Email',
  processPayment: 'Process Payment',
  /**
   * Our wording: staff see the button but only the owner records a payment
   * (docs/decisions/owner-area.md#process-payment-records-a-payment-made-at-the-office).
   */
  processPaymentUnavailable: 'Only the owner of this campground can record a payment.',
  notProvided: 'Not provided',
  close: 'Close',
} as const;
