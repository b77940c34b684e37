// The super admin dashboard's words (03 §2.10, §3, §8). Where 03 names a thing without its words,
// the constant says so and gives ours.

export const ADMIN_STAT_LABELS = {
  totalCampgrounds: 'Total Campgrounds',
  totalOwners: 'Total Owners',
  totalMembers: 'Total Members',
  activeMemberships: 'Active Memberships',
} as const;
export const ADMIN_SYSTEM_HEALTH = 'System Health';
export const ADMIN_PENDING_VERIFICATIONS = 'Pending Verifications';
export const ADMIN_REFRESH = 'Refresh';
/** 03 §8: admin loading failures show their message with Retry. */
export const ADMIN_RETRY = 'Retry';
/** 03 §2.10 names the recent-activity panel; the words are ours. */
export const ADMIN_RECENT_ACTIVITY = 'Recent Activity';
export const ADMIN_NO_RECENT_ACTIVITY = 'No recent activity';

/** Our wording for the Users tab (03 §2.10 had only 'Coming Soon'). */
export const ADMIN_USERS_TITLE = 'All Users';
export const ADMIN_USERS_SEARCH = 'Search by name or email...';
export const ADMIN_NO_USERS_FOUND = 'No users found';
export const ADMIN_NO_USERS_MATCH = 'Try adjusting your search or filter criteria';

/** Our wording for the System tab's panels (03 §2.10 system view, made real). */
export const ADMIN_HEALTH_CHECKS = 'Health Checks';
export const ADMIN_MIGRATIONS = 'Migrations';
export const ADMIN_TABLE_ROWS = 'Table Row Counts';
export const ADMIN_TOKEN_CLAIMS = 'Your Token Claims';
export const ADMIN_MIGRATION_NOT_APPLIED = 'Not applied';
export const ADMIN_NO_MIGRATIONS = 'No migrations found';

/** The overview's authentication status panel (03 §2.10); the title is ours. */
export const ADMIN_AUTH_STATUS = 'Authentication Status';
export const ADMIN_AUTH_LABELS = {
  email: 'Email',
  role: 'Role',
  authenticated: 'Authenticated',
  adminAccess: 'Admin Access',
} as const;

/**
 * The Owners tab (03 §2.10 had an invite form and a table whose buttons did nothing); the actions,
 * their confirmations and their feedback are ours. The invitation's success, failure and field
 * errors are 03 §5/§8's (OWNER_INVITATION_SENT, OWNER_INVITE_FAILED, INVITE_*_REQUIRED).
 */
export const ADMIN_OWNERS_TITLE = 'All Owners';
export const ADMIN_NO_OWNERS_FOUND = 'No owners found';
export const ADMIN_INVITE_OWNER_TITLE = 'Invite Owner';
export const ADMIN_INVITE_OWNER_SUBMIT = 'Send Invitation';
export const ADMIN_NO_OPEN_CAMPGROUNDS = 'Every campground already has an owner.';
export const ADMIN_OWNER_UNASSIGNED = 'No campground';
export const ADMIN_OWNER_ACTIONS = {
  suspend: {
    label: 'Suspend',
    confirm: 'They are signed out at once and cannot sign in until they are activated again.',
    done: 'Owner suspended',
    failed: 'Failed to suspend owner',
  },
  activate: {
    label: 'Activate',
    confirm: 'They can sign in again with their password.',
    done: 'Owner activated',
    failed: 'Failed to activate owner',
  },
  delete: {
    label: 'Delete',
    confirm:
      'They stop being an owner and their campgrounds are left without one, ready for a new invitation. Their account, memberships and payments stay.',
    done: 'Owner deleted',
    failed: 'Failed to delete owner',
  },
} as const;
export type AdminOwnerAction = keyof typeof ADMIN_OWNER_ACTIONS;
/** 'Suspend Olive Owner?' */
export const adminOwnerActionTitle = (action: AdminOwnerAction, name: string): string =>
  `${ADMIN_OWNER_ACTIONS[action].label} ${name}?`;
/** 'Failed to suspend owner: {message}', the shape of 03 §8's action alerts. */
export const adminOwnerActionFailed = (action: AdminOwnerAction, message: string): string =>
  `${ADMIN_OWNER_ACTIONS[action].failed}: ${message}`;

/**
 * The Campgrounds tab (03 §2.10: info banner, create form, table, edit modal). The create and update
 * alerts are 03 §8's (CAMPGROUND_CREATED, CAMPGROUND_UPDATED, CAMPGROUND_CREATE_FAILED,
 * CAMPGROUND_UPDATE_FAILED); the banner, titles and Delete's words are ours.
 */
export const ADMIN_CAMPGROUNDS_INFO_TITLE = 'Public campground pages';
export const ADMIN_CAMPGROUNDS_INFO =
  'Every active campground has its own public page at /campground/{slug}, where people buy and renew memberships. The slug is the page address: lowercase letters, numbers and hyphens, unique. Inactive, pending and suspended campgrounds have no public page.';
export const ADMIN_CREATE_CAMPGROUND_TITLE = 'Create Campground';
export const ADMIN_CREATE_CAMPGROUND_SUBMIT = 'Create Campground';
export const ADMIN_GENERATE_SLUG = 'Generate from name';
export const ADMIN_CAMPGROUNDS_TITLE = 'All Campgrounds';
export const ADMIN_NO_CAMPGROUNDS_FOUND = 'No campgrounds found';
export const ADMIN_STATUS_FILTER = 'Status';
export const ADMIN_ALL_STATUSES = 'All statuses';
export const ADMIN_EDIT_CAMPGROUND_TITLE = 'Edit Campground';
export const ADMIN_SAVE_CHANGES = 'Save Changes';
export const ADMIN_CANCEL = 'Cancel';
export const ADMIN_PHONE_HINT = 'International format, e.g. +1 555 123 4567 (US when no country is given)';
export const ADMIN_SEASON_HINT = 'Month 1-12; a season may run across the new year (11 to 3)';
export const ADMIN_DELETE_CAMPGROUND_CONFIRM =
  'It leaves its public page and every list at once, and its owner and staff lose their access to it. Its memberships, payments, documents and history are kept for accounting. This cannot be undone here.';
export const ADMIN_CAMPGROUND_DELETED = 'Campground deleted';
export const ADMIN_CAMPGROUND_DELETE_FAILED = 'Failed to delete campground';
/** 'Delete Pine Lake?' */
export const adminDeleteCampgroundTitle = (name: string): string => `Delete ${name}?`;

/**
 * The Members tab (03 §2.10: table, details modal, contact modal). 'Failed to load member details'
 * (MEMBER_DETAILS_LOAD_FAILED) and 'Please enter a subject and a message' (CONTACT_MESSAGE_REQUIRED)
 * are in the owner-admin catalogue; the rest is ours.
 */
export const ADMIN_MEMBERS_TITLE = 'All Members';
export const ADMIN_NO_MEMBERS_FOUND = 'No members found';
export const ADMIN_MEMBER_DETAILS_TITLE = 'Member Details';
export const ADMIN_CONTACT_MEMBER_TITLE = 'Contact Member';
export const ADMIN_CONTACT_SEND = 'Send Message';
export const ADMIN_MESSAGE_SENT = 'Message sent';
export const ADMIN_MESSAGE_FAILED = 'Failed to send message';
export const ADMIN_NO_EMERGENCY_CONTACT = 'No emergency contact';
export const ADMIN_NO_MILITARY_STATUS = 'Not stated';
/** 03 §3: the membership type defaults to 'standard', shown 'Standard'. */
export const adminMembershipTypeLabel = (type: string | null | undefined): string => {
  const text = (type ?? '').trim() || 'standard';
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The Owners tab's resend and assign (ours: 03 §7 names the calls without their words). */
export const ADMIN_RESEND_INVITATION = 'Resend invitation';
export const ADMIN_RESEND_INVITATION_CONFIRM =
  'A fresh link, valid for 7 days, is e-mailed to the invited person; the earlier link stops working.';
export const ADMIN_INVITATION_RESENT = 'Invitation sent again';
export const ADMIN_INVITATION_RESEND_FAILED = 'Failed to resend invitation';
export const ADMIN_ASSIGN_CAMPGROUND = 'Assign campground';
export const ADMIN_ASSIGN_CAMPGROUND_CONFIRM =
  'They become its owner and can manage it from their dashboard.';
export const ADMIN_PENDING_INVITATIONS = 'Campgrounds Awaiting an Owner';

/** The recent activity's before and after of each write (ours). */
export const ADMIN_CHANGE_FIELD = 'Field';
export const ADMIN_CHANGE_BEFORE = 'Before';
export const ADMIN_CHANGE_AFTER = 'After';
/** The before-and-after table's caption: 'Changes: Olivia Owner changed Pine Valley’s phone'. */
export const adminChangesCaption = (sentence: string): string => `Changes: ${sentence}`;
export const adminMoreChanges = (count: number): string => `and ${count} more`;
export const ADMIN_NO_PENDING_INVITATION = 'No invitation pending';
/** 'Invited nina@camppass.test, link valid until Feb 1, 2026, 12:00 PM' */
export const adminInvitationPending = (email: string, until: string): string =>
  `Invited ${email}, link valid until ${until}`;

/** The super admin's logo page (03 §2.9). */
export const LOGOS_TITLE = 'Manage Campground Logos';
export const LOGOS_SUBTITLE = 'Upload and manage logos for all campgrounds';
export const LOGOS_SEARCH = 'Search by name, city, or state...';
export const LOGOS_NONE_FOUND = 'No campgrounds found';
export const LOGOS_NONE_YET = 'No campgrounds have been created yet';
export const logosCount = (shown: number, total: number): string => `${shown} of ${total} campgrounds`;
