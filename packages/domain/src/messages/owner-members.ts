/**
 * The owner Members tab's words that the spec leaves open (03 §2.5): the status labels of a member
 * record and the reasons of the profile modal's 'Attention Required' box
 * (docs/decisions/owner-area.md#member-stats-are-their-own-function).
 */
export const OWNER_MEMBER_STATUS_LABELS = {
  active: 'Active',
  expiringSoon: 'Expiring Soon',
  expired: 'Expired',
  pending: 'Pending',
  cancelled: 'Cancelled',
} as const;

export type OwnerMemberAttentionReason =
  | 'payment_pending'
  | 'payment_failed'
  | 'expiring_soon'
  | 'expired'
  | 'military_document_pending'
  | 'military_document_missing'
  | 'id_photo_missing';

export const OWNER_MEMBER_ATTENTION_MESSAGES: Readonly<Record<OwnerMemberAttentionReason, string>> = {
  payment_pending: 'Payment is pending.',
  payment_failed: 'The last payment failed.',
  expiring_soon: 'The membership expires within 30 days.',
  expired: 'The membership has expired.',
  military_document_pending: 'A military document is waiting for review.',
  military_document_missing: 'Military discount without a military document on file.',
  id_photo_missing: 'No selfie with ID on file.',
};

/** The Attention Required box's title (03 §2.5). */
export const MEMBER_ATTENTION_REQUIRED = 'Attention Required';

/** The name of the CSV an export downloads: members-{campground slug or 'all'}-{YYYY-MM-DD}.csv. */
export const memberExportFileName = (scope: string, today: string): string =>
  `members-${
    scope
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'all'
  }-${today}.csv`;

/** A yes-or-no cell of the member export (Military Member, Has ID Photo). */
export const MEMBER_EXPORT_YES_NO = { yes: 'Yes', no: 'No' } as const;

/** The CSV columns of a member export (03 §9), in order. */
export const MEMBER_EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Campground',
  'Membership Type',
  'Status',
  'Start Date',
  'End Date',
  'Payment Status',
  'Amount Paid',
  'Membership Code',
  'Military Member',
  'Has ID Photo',
  'City',
  'State',
] as const;
