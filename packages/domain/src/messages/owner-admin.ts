const CAMPGROUND_API_INVALID_JSON = 'Invalid JSON response';
const CAMPGROUND_API_OPERATION_FAILED = 'Operation failed';
const CAMPGROUND_API_NO_DATA = 'No data returned from server';

/** How a campground-crud call failed, as the client saw it (03 §8). */
export type CampgroundApiFailure =
  | { readonly kind: 'invalid-json' }
  | {
      readonly kind: 'http';
      readonly status: number;
      readonly statusText: string;
      readonly error?: string | null;
    }
  | { readonly kind: 'unsuccessful'; readonly error?: string | null }
  | { readonly kind: 'no-data' };

export const campgroundApiErrorMessage = (failure: CampgroundApiFailure): string => {
  switch (failure.kind) {
    case 'invalid-json':
      return CAMPGROUND_API_INVALID_JSON;
    case 'http':
      return failure.error?.trim() || `HTTP ${failure.status}: ${failure.statusText}`;
    case 'unsuccessful':
      return failure.error?.trim() || CAMPGROUND_API_OPERATION_FAILED;
    case 'no-data':
      return CAMPGROUND_API_NO_DATA;
  }
};

const SETTINGS_LOAD_FAILED = 'Failed to load campground settings';
export const settingsLoadFailedMessage = (reason: string): string => `${SETTINGS_LOAD_FAILED}: ${reason}`;
export const CAMPGROUND_UPDATE_FAILED = 'Failed to update campground';
export const SETTINGS_SAVED = 'Campground settings updated successfully!';

export const TERMS_UPLOAD_FAILED = 'Failed to upload terms and conditions';
export const TERMS_REMOVE_FAILED = 'Failed to remove terms and conditions';
/** 03 §8 gives only 'uploaded successfully' and 'removed successfully'; the subject is completed. */
export const TERMS_UPLOADED = 'Terms and conditions uploaded successfully!';
export const TERMS_REMOVED = 'Terms and conditions removed successfully!';
export const TERMS_URL_COPIED = 'Terms URL copied to clipboard!';

export const MEMBERS_LOAD_FAILED = 'Failed to load members data. Please try again.';
/** 03 §8 says only that the alert tells contact information is not available. */
export const MEMBER_CONTACT_UNAVAILABLE = 'Contact information is not available for this member.';
export const NO_MEMBERS_FOUND = 'No members found';
export const NO_MEMBERS_YET = 'No members yet';
export const OWNER_MEMBERS_TITLE = 'My Campground Members';
export const MEMBER_OTHER_CAMPGROUND = 'Access denied: Member belongs to different campground';

export const DASHBOARD_LOADING_TITLE = 'Loading Your Dashboard';
export const DASHBOARD_LOADING_TEXT = 'Please wait while we fetch your campground data...';
export const DASHBOARD_ERROR_TITLE = 'Oops! Something went wrong';
export const DASHBOARD_REFRESHED = 'Dashboard data refreshed successfully!';
export const dashboardLoadFailedMessage = (message: string): string =>
  `Failed to load dashboard data: ${message}`;
export const OWNER_MEMBERSHIP_TYPES_LOAD_ERROR = 'Error loading membership types';
export const NO_CAMPGROUNDS_YET_TITLE = 'No Campgrounds Yet';

export const MEMBERSHIP_TYPE_SAVE_FAILED = 'Error saving membership type. Please try again.';
export const MEMBERSHIP_TYPE_STATUS_FAILED = 'Failed to update membership type status. Please try again.';

export const databaseErrorMessage = (message: string): string => `Database error: ${message}`;
export const edgeFunctionErrorMessage = (status: number, body: string): string =>
  `Edge function error: ${status} - ${body}`;
export const invitationFailedMessage = (status: number, body: string): string =>
  `Invitation failed: ${status} - ${body}`;
export const CAMPGROUND_ASSIGN_FAILED = 'Failed to assign campground';
export const MEMBER_NOT_FOUND = 'Member not found';
/** 'Failed to load ...: {message}' of the admin lists (03 §8), e.g. what = 'campgrounds'. */
export const adminLoadFailedMessage = (what: string, message: string): string =>
  `Failed to load ${what}: ${message}`;
/** 03 §8 names these successes without their words. */
export const CAMPGROUND_CREATED = 'Campground created successfully!';
export const CAMPGROUND_UPDATED = 'Campground updated successfully!';
export const OWNER_INVITATION_SENT = 'Owner invitation sent successfully!';
export const CAMPGROUND_CREATE_FAILED = 'Failed to create campground';
export const OWNER_INVITE_FAILED = 'Failed to invite owner';
export const MEMBER_DETAILS_LOAD_FAILED = 'Failed to load member details';

export const LOGO_PAGE_UNAUTHORIZED =
  'Unauthorized Access: You need SuperAdmin privileges to access this page';

export const activationValidationFailedMessage = (status: number, text: string): string =>
  `Validation failed: ${status} - ${text}`;
export const INVALID_INVITATION = 'Invalid invitation';
/** 03 §8 gives 'Setup failed: ...'; the reason follows the colon. */
export const activationSetupFailedMessage = (reason: string): string => `Setup failed: ${reason}`;
export const ACTIVATION_SUCCESS = 'Account activated successfully! Redirecting to dashboard...';

/** Our wording: 03 names no message for an owner the admin's action cannot find. */
export const OWNER_NOT_FOUND = 'Owner not found';
/** Our wording: resending needs an invitation that was sent and not yet accepted. */
export const NO_PENDING_INVITATION = 'This campground has no pending owner invitation to resend.';
/** Our wording: the contact modal's subject and message are both needed. */
export const CONTACT_MESSAGE_REQUIRED = 'Please enter a subject and a message';
/** 'Failed to assign campground' (03 §8) is the portal's; the server says why. */
export const SUPER_ADMIN_NOT_AN_OWNER = 'A super admin account cannot be suspended or deleted as an owner.';
/** Our wording: assign_campground_secure answers a message on success (03 §7). */
export const CAMPGROUND_ASSIGNED = 'Campground assigned successfully';

/**
 * Refusals of the owner area's server policy
 * (docs/decisions/owner-area.md#staff-versus-owner-in-the-owner-area).
 */
export const CAMPGROUND_ACCESS_DENIED = "Access denied. You don't have access to this campground.";
export const OWNER_ONLY_ACTION = 'Only the owner of this campground can make this change.';
/** Our wording: the owner area's functions refuse a caller who neither owns nor staffs a campground. */
export const OWNER_AREA_ONLY = 'This area is for campground owners and staff.';

/** Our wording: a type that memberships use is kept, deactivated, so their records stay whole. */
export const MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD =
  'This membership type has members, so it was deactivated instead of deleted.';
export const MEMBERSHIP_TYPE_DELETED = 'Membership type deleted.';
/** Our wording: the internal name (from the display name) is unique per campground. */
export const MEMBERSHIP_TYPE_NAME_TAKEN =
  'This campground already has a membership type with this name. Please choose another name.';
/** The name the Most Popular refusal gives when the type that won a race cannot be read back. */
export const MOST_POPULAR_UNKNOWN_TYPE = 'Another type';

/** The Membership Types tab's words (03 §2.6); its messages are the ones above and of validation/membership-type. */
export const MEMBERSHIP_TYPES_WORDS = {
  title: 'Membership Types',
  add: 'Add Membership Type',
  createTitle: 'Create Membership Type',
  editTitle: 'Edit Membership Type',
  search: 'Search membership types',
  campground: 'Campground',
  refresh: 'Refresh',
  name: 'Display Name',
  description: 'Description',
  price: 'Price ($)',
  duration: 'Duration',
  dayPass: 'Day pass',
  active: 'Active',
  mostPopular: 'Most Popular',
  sortOrder: 'Sort Order',
  benefits: 'Benefits',
  benefitInput: 'New benefit',
  addBenefit: 'Add Benefit',
  removeBenefit: 'Remove',
  maxMembers: 'Max Members',
  maxMembersHint: 'Leave empty for no limit',
  military: 'Eligible for military discount',
  save: 'Save Membership Type',
  update: 'Update Membership Type',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  inactive: 'Inactive',
  militaryEligible: 'Military Discount',
  emptyTitle: 'No membership types yet',
  emptyText: 'Create the first membership type your members can buy.',
  noMatchTitle: 'No membership types found',
  noMatchText: 'Try adjusting your search.',
  readOnly: 'Only the campground owner can change membership types.',
  saved: 'Membership type saved.',
  tryAgain: 'Try Again',
  loading: 'Loading membership types',
} as const;

/** A card's benefits beyond the first three (03 §2.6). */
export const moreBenefitsLabel = (count: number): string => `+${count} more`;

/** Settings tab (03 §2.4). */
export const LOGO_RECOMMENDATION = 'Recommended: square, at least 200x200 px';
export const ADULT_ONLY_LABEL = 'Adult Only (adults 21+)';
/** Our wording: 03 §4 has a logo removed but names no message. */
export const LOGO_REMOVED = 'Logo removed successfully!';
export const LOGO_UPLOADED = 'Logo uploaded successfully!';
export const LOGO_UPLOAD_FAILED = 'Failed to upload logo';
export const PUBLIC_URL_COPIED = 'Public page URL copied to clipboard!';

/** The server's answers for owner invitations (invite, open, complete). */
export const SUPER_ADMIN_REQUIRED = 'Only a super admin can invite owners.';
export const CAMPGROUND_HAS_OWNER = 'This campground already has an owner.';
export const INVITATION_NOT_FOUND = 'Invitation not found. Please ask for a new invitation.';
export const INVITATION_EXPIRED = 'This invitation has expired. Please ask for a new invitation.';
export const INVITATION_USED = 'This invitation has already been used.';
export const INVITATION_SEND_ERROR = 'Unable to send the invitation email. Please try again later.';
