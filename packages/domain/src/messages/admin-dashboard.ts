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
