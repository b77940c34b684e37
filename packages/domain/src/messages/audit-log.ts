import { wordList } from '../shared/word-list';

// The audit log in the product's words (our wording; 03 §2.10 names the recent activity only):
// "Olivia Owner changed Pine Valley's phone and website", each change's field named as people
// know it, and the kinds of action the log can be filtered by.

/** The kinds of action the audit log can be filtered by, with the actions each covers. */
export const AUDIT_ACTION_KINDS = {
  campgrounds: {
    label: 'Campground changes',
    actions: [
      'create-campground',
      'admin-update-campground',
      'campground-crud',
      'admin-delete-campground',
      'upload-campground-logo',
      'remove-campground-logo',
      'upload-campground-terms',
      'remove-campground-terms',
    ],
  },
  owners: {
    label: 'Owners',
    actions: [
      'invite-owner',
      'assign-campground',
      'admin-suspend-owner',
      'admin-reactivate-owner',
      'admin-delete-owner',
    ],
  },
  membershipTypes: {
    label: 'Membership types',
    actions: [
      'create-membership-type',
      'update-membership-type',
      'deactivate-membership-type',
      'delete-membership-type',
    ],
  },
  documents: { label: 'Document reviews', actions: ['review-document'] },
  payments: { label: 'Payments', actions: ['owner-record-payment', 'owner-refund-payment'] },
  messages: { label: 'Messages to members', actions: ['admin-contact-member'] },
} as const satisfies Record<string, { label: string; actions: readonly string[] }>;
export type AuditActionKind = keyof typeof AUDIT_ACTION_KINDS;
export const AUDIT_ACTION_KIND_NAMES = Object.keys(AUDIT_ACTION_KINDS) as AuditActionKind[];

/** The names of the fields a write can change, as people know them (others: their words spelled out). */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  zipCode: 'ZIP code',
  email: 'e-mail',
  bookingUrl: 'booking link',
  productBookingUrl: 'product booking link',
  listingId: 'listing ID',
  adultOnly: 'adults-only setting',
  militaryDiscountEnabled: 'military discount',
  militaryDiscountPercentage: 'military discount percentage',
  operatingSeasonStart: 'season start',
  operatingSeasonEnd: 'season end',
  brandingPrimaryColor: 'primary colour',
  brandingSecondaryColor: 'secondary colour',
  brandingTextColor: 'text colour',
  brandingLogoUrl: 'logo',
  termsConditionsUrl: 'terms PDF',
  ownerId: 'owner',
  publicPageTitle: 'public page title',
  publicPageDescription: 'public page description',
  membershipTypeDesc: 'membership types text',
  informationDesc: 'information text',
  customMembershipTypeDesc: 'own membership types text',
  customInformationDesc: 'own information text',
  timeZone: 'time zone',
  codePrefix: 'code prefix',
  codeSuffix: 'code suffix',
  codeLength: 'code length',
  priceCents: 'price',
  durationDays: 'duration',
  isActive: 'availability',
  isMostPopular: 'Most Popular mark',
  payment_status: 'payment status',
  notes: 'notes',
};

/** A field's name in words: the catalogue's, else its camelCase or snake_case spelled out. */
export const auditFieldWords = (field: string): string =>
  FIELD_WORDS[field] ??
  field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** What an audit entry says, as the sentence builds it. */
export interface AuditSentenceParts {
  readonly action: string;
  /** The actor's name, else their e-mail, else their role. */
  readonly actor: string;
  /** The campground the write was at, when it names one. */
  readonly campground: string | null;
  /** What the write was about in words (a type's name, an owner's e-mail), when known. */
  readonly subject: string | null;
  /** The fields whose value changed, as stored. */
  readonly changedFields: readonly string[];
  /** The status a write set, when it set one (a document review's decision). */
  readonly newStatus: string | null;
}

const possessive = (name: string): string => (name.endsWith('s') ? `${name}’` : `${name}’s`);
const at = (campground: string | null): string => (campground ? ` at ${campground}` : '');
const fields = (changed: readonly string[]): string => wordList(changed.map(auditFieldWords));

/** The campground's thing: "Pine Valley’s logo", or "a campground’s logo" when the campground is gone. */
const campgroundThing = (campground: string | null, thing: string): string =>
  `${campground ? possessive(campground) : 'a campground’s'} ${thing}`;

/**
 * One audit entry as a sentence: "Olivia Owner changed Pine Valley’s phone and website". Every
 * action the core records has its own words; another reads "… made a change".
 */
export const auditSentence = (parts: AuditSentenceParts): string => {
  const { actor, campground, subject, changedFields } = parts;
  const place = campground ?? 'a campground';
  const named = (what: string) => (subject ? `${what} ${subject}` : what);
  switch (parts.action) {
    case 'create-campground':
      return `${actor} created ${place}`;
    case 'admin-update-campground':
    case 'campground-crud':
      return changedFields.length === 0
        ? `${actor} saved ${campgroundThing(campground, 'settings')} without changes`
        : `${actor} changed ${campgroundThing(campground, fields(changedFields))}`;
    case 'admin-delete-campground':
      return `${actor} deleted ${place}`;
    case 'upload-campground-logo':
      return `${actor} uploaded ${campgroundThing(campground, 'logo')}`;
    case 'remove-campground-logo':
      return `${actor} removed ${campgroundThing(campground, 'logo')}`;
    case 'upload-campground-terms':
      return `${actor} uploaded ${campgroundThing(campground, 'terms PDF')}`;
    case 'remove-campground-terms':
      return `${actor} removed ${campgroundThing(campground, 'terms PDF')}`;
    case 'invite-owner':
      return `${actor} invited ${subject ?? 'an owner'} to run ${place}`;
    case 'assign-campground':
      return `${actor} gave ${place} a new owner`;
    case 'admin-suspend-owner':
      return `${actor} suspended ${named('owner')}`;
    case 'admin-reactivate-owner':
      return `${actor} activated ${named('owner')} again`;
    case 'admin-delete-owner':
      return `${actor} deleted ${named('owner')}`;
    case 'create-membership-type':
      return `${actor} added ${named('the membership type')}${at(campground)}`;
    case 'update-membership-type':
      return changedFields.length === 0
        ? `${actor} saved ${named('the membership type')}${at(campground)} without changes`
        : `${actor} changed the ${fields(changedFields)} of ${named('the membership type')}${at(campground)}`;
    case 'deactivate-membership-type':
      return `${actor} stopped offering ${named('the membership type')}${at(campground)}`;
    case 'delete-membership-type':
      return `${actor} deleted ${named('the membership type')}${at(campground)}`;
    case 'review-document':
      return `${actor} ${parts.newStatus === 'approved' ? 'approved' : parts.newStatus === 'rejected' ? 'rejected' : 'reviewed'} a member’s document${at(campground)}`;
    case 'owner-record-payment':
      return `${actor} recorded a payment made at the office${at(campground)}`;
    case 'owner-refund-payment':
      return `${actor} refunded a card payment${at(campground)}`;
    case 'admin-contact-member':
      return `${actor} sent a message to ${subject ?? 'a member'}`;
    default:
      return `${actor} made a change${at(campground)}`;
  }
};

/** The words of the audit log screen (ours). */
export const AUDIT_LOG_WORDS = {
  title: 'Activity Log',
  tab: 'Activity',
  intro: 'Every change made by owners, staff and super admins, newest first.',
  seeAll: 'See all activity',
  actor: 'Who',
  anyone: 'Anyone',
  kind: 'What',
  anyKind: 'All changes',
  campground: 'Campground',
  anyCampground: 'All campgrounds',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  loading: 'Loading activity',
  empty: 'No activity yet',
  noMatch: 'No activity matches these filters',
  noMatchHint: 'Try a wider date range or fewer filters.',
  details: 'Before and after',
  whoPlaceholder: 'Name or e-mail',
  dateRangeInvalid: 'The “From” date must be on or before the “To” date.',
} as const;
