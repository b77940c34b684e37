import type { z } from 'zod';
import {
  adminCampgroundResponseSchema,
  adminCampgroundsRequestSchema,
  adminCampgroundsResponseSchema,
  adminContactMemberRequestSchema,
  adminContactMemberResponseSchema,
  adminDeleteCampgroundRequestSchema,
  adminDeleteCampgroundResponseSchema,
  adminDeleteOwnerResponseSchema,
  adminMemberDetailsRequestSchema,
  adminMemberDetailsResponseSchema,
  adminMembersRequestSchema,
  adminMembersResponseSchema,
  adminOwnerActionRequestSchema,
  adminOwnerStatusResponseSchema,
  adminOwnersRequestSchema,
  adminOwnersResponseSchema,
  adminRecentActivityRequestSchema,
  adminRecentActivityResponseSchema,
  adminResendInvitationRequestSchema,
  adminResendInvitationResponseSchema,
  adminSystemHealthResponseSchema,
  adminSystemSchemaResponseSchema,
  adminSystemStatsResponseSchema,
  adminTokenClaimsResponseSchema,
  adminUpdateCampgroundRequestSchema,
  adminUsersRequestSchema,
  adminUsersResponseSchema,
  assignCampgroundRequestSchema,
  assignCampgroundResponseSchema,
  createCampgroundRequestSchema,
} from './admin';
import {
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  listApiKeysQuerySchema,
  listApiKeysResponseSchema,
  partnerValidateMembershipRequestSchema,
  partnerValidateMembershipResponseSchema,
  revokeApiKeyRequestSchema,
  revokeApiKeyResponseSchema,
} from './api-keys';
import {
  authLoginRequestSchema,
  authLoginResponseSchema,
  authLogoutResponseSchema,
  authRefreshRequestSchema,
  authRefreshResponseSchema,
  getUserProfileResponseSchema,
  recoveryPasswordRequestSchema,
  recoveryPasswordResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from './auth';
import {
  completeOwnerSetupRequestSchema,
  completeOwnerSetupResponseSchema,
  inviteOwnerRequestSchema,
  inviteOwnerResponseSchema,
  validateInvitationRequestSchema,
  validateInvitationResponseSchema,
} from './invitations';
import {
  memberDashboardResponseSchema,
  memberPaymentsQuerySchema,
  memberPaymentsResponseSchema,
  membershipCardResponseSchema,
  membershipIdQuerySchema,
  membershipIdRequestSchema,
  membershipStatusQuerySchema,
  membershipStatusResponseSchema,
  ownUserQuerySchema,
  readProfileResponseSchema,
  statusLinkResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  userDocumentsResponseSchema,
  userMembershipsResponseSchema,
} from './member';
import {
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  getCampgroundQuerySchema,
  getCampgroundResponseSchema,
  listCampgroundsResponseSchema,
  paymentsWebhookResponseSchema,
  purchaseMembershipRequestSchema,
  purchaseMembershipResponseSchema,
  sendMembershipEmailRequestSchema,
  sendMembershipEmailResponseSchema,
  simulatedCardConfirmRequestSchema,
  simulatedCardConfirmResponseSchema,
  uploadDocumentResponseSchema,
  validateMembershipRequestSchema,
  validateMembershipResponseSchema,
} from './public';

/**
 * How a function is reached: public calls need no token, `bearer` calls the user's access token,
 * `apiKey` calls a campground's partner API key (also sent as `Authorization: Bearer <key>`).
 */
export type FunctionAccess = 'public' | 'bearer' | 'apiKey';

export interface FunctionContract {
  readonly method: 'GET' | 'POST' | 'PATCH';
  /**
   * The name in the URL when it is not the entry's own: two methods of one function (GET and PATCH
   * update-profile) are two entries of the table.
   */
  readonly path?: string;
  readonly access: FunctionAccess;
  readonly summary: string;
  /** The JSON body (POST) or query (GET); absent when the call carries none. */
  readonly request?: z.ZodType;
  readonly response: z.ZodType;
  /** The media type of a success that is not JSON (a file); failures are always the JSON envelope. */
  readonly answers?: string;
}

/** Every function of `/functions/v1/{name}`, keyed by the name the specs give it. */
export const FUNCTIONS = {
  'auth-login': {
    method: 'POST',
    access: 'public',
    summary: 'Sign in with e-mail and password through one of the three logins.',
    request: authLoginRequestSchema,
    response: authLoginResponseSchema,
  },
  'auth-logout': {
    method: 'POST',
    access: 'bearer',
    summary: 'End the session of the access token.',
    response: authLogoutResponseSchema,
  },
  'auth-refresh': {
    method: 'POST',
    access: 'public',
    summary: 'Trade a refresh token for a new access and refresh token.',
    request: authRefreshRequestSchema,
    response: authRefreshResponseSchema,
  },
  'get-user-profile': {
    method: 'GET',
    access: 'bearer',
    summary: 'The signed-in user; an OK answer means the access token is valid.',
    response: getUserProfileResponseSchema,
  },
  'recovery-password': {
    method: 'POST',
    access: 'public',
    summary: 'E-mail a password-reset link (same answer for unknown addresses).',
    request: recoveryPasswordRequestSchema,
    response: recoveryPasswordResponseSchema,
  },
  'reset-password': {
    method: 'POST',
    access: 'public',
    summary: 'Set a new password with the code of a reset link.',
    request: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
  },
  'invite-owner': {
    method: 'POST',
    access: 'bearer',
    summary: 'Invite an owner to a campground by a single-use e-mailed link (super admin).',
    request: inviteOwnerRequestSchema,
    response: inviteOwnerResponseSchema,
  },
  'validate-invitation': {
    method: 'POST',
    access: 'public',
    summary: 'Check an owner invitation link and read who it was sent to.',
    request: validateInvitationRequestSchema,
    response: validateInvitationResponseSchema,
  },
  'complete-owner-setup': {
    method: 'POST',
    access: 'public',
    summary: 'Set the invited owner password and activate the account.',
    request: completeOwnerSetupRequestSchema,
    response: completeOwnerSetupResponseSchema,
  },
  'get-campground': {
    method: 'GET',
    access: 'public',
    summary: 'A public campground by id or slug, its active plans and public settings.',
    request: getCampgroundQuerySchema,
    response: getCampgroundResponseSchema,
  },
  'list-campgrounds': {
    method: 'GET',
    access: 'public',
    summary: 'Active campgrounds by name (the /membership picker).',
    response: listCampgroundsResponseSchema,
  },
  'check-email': {
    method: 'POST',
    access: 'public',
    summary: 'May this e-mail buy this plan here (conflict dialog codes).',
    request: checkEmailRequestSchema,
    response: checkEmailResponseSchema,
  },
  // The file is the raw body, not JSON, so the request has no schema here.
  'upload-document': {
    method: 'POST',
    access: 'public',
    summary:
      'Store a selfie, military document or signature privately (raw body, ?kind=selfie|military-document|signature, 10 MB; 413, 415 otherwise); answers its uploadId.',
    response: uploadDocumentResponseSchema,
  },
  'create-payment-intent': {
    method: 'POST',
    access: 'public',
    summary: 'Validate the purchase, price it on the server and start the card payment.',
    request: createPaymentIntentRequestSchema,
    response: createPaymentIntentResponseSchema,
  },
  'purchase-membership': {
    method: 'POST',
    access: 'public',
    summary: 'Create the membership of a succeeded payment, once per payment id (402 while unpaid).',
    request: purchaseMembershipRequestSchema,
    response: purchaseMembershipResponseSchema,
  },
  // Verified on the raw body against its signature, so the request has no schema here.
  'payments-webhook': {
    method: 'POST',
    access: 'public',
    summary: "The payment gateway's signed events (Stripe-Signature on the raw body).",
    response: paymentsWebhookResponseSchema,
  },
  'simulated-card-confirm': {
    method: 'POST',
    access: 'public',
    summary: 'Development only: confirm a payment with a Stripe test card number (402 when declined).',
    request: simulatedCardConfirmRequestSchema,
    response: simulatedCardConfirmResponseSchema,
  },
  'validate-membership': {
    method: 'POST',
    access: 'public',
    summary: 'Is a membership code valid for these stays (valid, code, message).',
    request: validateMembershipRequestSchema,
    response: validateMembershipResponseSchema,
  },
  'send-membership-email': {
    method: 'POST',
    access: 'public',
    summary: "E-mail the address's active memberships at the campground.",
    request: sendMembershipEmailRequestSchema,
    response: sendMembershipEmailResponseSchema,
  },
  'list-api-keys': {
    method: 'GET',
    access: 'bearer',
    summary: "The partner API keys of the caller's campground, with their use (owner only).",
    request: listApiKeysQuerySchema,
    response: listApiKeysResponseSchema,
  },
  'create-api-key': {
    method: 'POST',
    access: 'bearer',
    summary: 'Create a named partner API key; the answer is the only time the key is shown (owner only).',
    request: createApiKeyRequestSchema,
    response: createApiKeyResponseSchema,
  },
  'revoke-api-key': {
    method: 'POST',
    access: 'bearer',
    summary: 'Revoke a partner API key; it is refused from the next call on (owner only).',
    request: revokeApiKeyRequestSchema,
    response: revokeApiKeyResponseSchema,
  },
  'partner-validate-membership': {
    method: 'POST',
    access: 'apiKey',
    summary:
      "Partner API: is a code, for an e-mail, valid for these stays at the key's campground. Authorization: Bearer <API key>; the answer and its precedence are validate-membership's; 401 for a missing, unknown or revoked key, 403 for another campground, 429 with Retry-After past the key's limit.",
    request: partnerValidateMembershipRequestSchema,
    response: partnerValidateMembershipResponseSchema,
  },
  'admin-recent-activity': {
    method: 'POST',
    access: 'bearer',
    summary: 'The audit log of writes by owners, staff and super admins, newest first (super admin).',
    request: adminRecentActivityRequestSchema,
    response: adminRecentActivityResponseSchema,
  },
  'admin-system-stats': {
    method: 'GET',
    access: 'bearer',
    summary:
      'Counts of campgrounds, owners, members, active memberships and pending verifications (super admin).',
    response: adminSystemStatsResponseSchema,
  },
  'create-campground': {
    method: 'POST',
    access: 'bearer',
    summary: 'Create a campground; the slug is generated from the name when left empty (super admin).',
    request: createCampgroundRequestSchema,
    response: adminCampgroundResponseSchema,
  },
  'admin-campgrounds': {
    method: 'POST',
    access: 'bearer',
    summary: 'Every campground by name, with status filter and search, 50 a page (super admin).',
    request: adminCampgroundsRequestSchema,
    response: adminCampgroundsResponseSchema,
  },
  'admin-update-campground': {
    method: 'POST',
    access: 'bearer',
    summary: "Save the edit modal's fields of a campground, status included (super admin).",
    request: adminUpdateCampgroundRequestSchema,
    response: adminCampgroundResponseSchema,
  },
  'admin-delete-campground': {
    method: 'POST',
    access: 'bearer',
    summary: 'Remove a campground from the public page and every list, keeping its records (super admin).',
    request: adminDeleteCampgroundRequestSchema,
    response: adminDeleteCampgroundResponseSchema,
  },
  'admin-owners': {
    method: 'POST',
    access: 'bearer',
    summary: 'Accounts holding the owner role with their campgrounds, 50 a page (super admin).',
    request: adminOwnersRequestSchema,
    response: adminOwnersResponseSchema,
  },
  'admin-resend-invitation': {
    method: 'POST',
    access: 'bearer',
    summary: "Send a fresh link for a campground's pending owner invitation (super admin).",
    request: adminResendInvitationRequestSchema,
    response: adminResendInvitationResponseSchema,
  },
  'assign-campground': {
    method: 'POST',
    access: 'bearer',
    summary: 'Make an owner the owner of a campground (super admin).',
    request: assignCampgroundRequestSchema,
    response: assignCampgroundResponseSchema,
  },
  'admin-suspend-owner': {
    method: 'POST',
    access: 'bearer',
    summary: 'Suspend an owner: sign-in refused, sessions and refresh tokens ended at once (super admin).',
    request: adminOwnerActionRequestSchema,
    response: adminOwnerStatusResponseSchema,
  },
  'admin-reactivate-owner': {
    method: 'POST',
    access: 'bearer',
    summary: 'Let a suspended owner sign in again (super admin).',
    request: adminOwnerActionRequestSchema,
    response: adminOwnerStatusResponseSchema,
  },
  'admin-delete-owner': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Remove the owner role and campground assignments of an account, keeping the account (super admin).',
    request: adminOwnerActionRequestSchema,
    response: adminDeleteOwnerResponseSchema,
  },
  'admin-users': {
    method: 'POST',
    access: 'bearer',
    summary: 'Every account with its roles, searched and paged (super admin).',
    request: adminUsersRequestSchema,
    response: adminUsersResponseSchema,
  },
  'admin-members': {
    method: 'POST',
    access: 'bearer',
    summary: 'Member accounts with their newest membership, searched and paged (super admin).',
    request: adminMembersRequestSchema,
    response: adminMembersResponseSchema,
  },
  'admin-member-details': {
    method: 'POST',
    access: 'bearer',
    summary: "A member's profile and every membership (super admin).",
    request: adminMemberDetailsRequestSchema,
    response: adminMemberDetailsResponseSchema,
  },
  'admin-contact-member': {
    method: 'POST',
    access: 'bearer',
    summary: 'E-mail a member through the mailer, rate limited (super admin).',
    request: adminContactMemberRequestSchema,
    response: adminContactMemberResponseSchema,
  },
  'admin-system-health': {
    method: 'GET',
    access: 'bearer',
    summary:
      'Health from real checks: database, migrations, e-mail outbox, checkouts, reconciliation (super admin).',
    response: adminSystemHealthResponseSchema,
  },
  'admin-system-schema': {
    method: 'GET',
    access: 'bearer',
    summary: 'The migrations and every table row count (super admin).',
    response: adminSystemSchemaResponseSchema,
  },
  'admin-token-claims': {
    method: 'GET',
    access: 'bearer',
    summary: "What the caller's access token stands for, without secrets (super admin).",
    response: adminTokenClaimsResponseSchema,
  },
  'get-member-dashboard': {
    method: 'GET',
    access: 'bearer',
    summary: 'The member dashboard data: profile, summary, memberships by status, payments (member).',
    response: memberDashboardResponseSchema,
  },
  'user-memberships': {
    method: 'GET',
    access: 'bearer',
    summary: "The caller's memberships, newest first (member; userId, if given, must be the caller's).",
    request: ownUserQuerySchema,
    response: userMembershipsResponseSchema,
  },
  'member-payments': {
    method: 'GET',
    access: 'bearer',
    summary: "The caller's payments, sorted by date, amount or status and paged (member).",
    request: memberPaymentsQuerySchema,
    response: memberPaymentsResponseSchema,
  },
  'read-profile': {
    method: 'GET',
    path: 'update-profile',
    access: 'bearer',
    summary: "GET update-profile: the caller's profile in the backend's names (member).",
    response: readProfileResponseSchema,
  },
  'update-profile': {
    method: 'PATCH',
    access: 'bearer',
    summary: "Update the caller's profile: blanks dropped, the e-mail never changed; answers updatedFields.",
    request: updateProfileRequestSchema,
    response: updateProfileResponseSchema,
  },
  'get-user-documents': {
    method: 'GET',
    access: 'bearer',
    summary: "The caller's identity documents with signed links that expire (member).",
    request: ownUserQuerySchema,
    response: userDocumentsResponseSchema,
  },
  'get-membership-card': {
    method: 'GET',
    access: 'bearer',
    summary: "The digital card of one of the caller's memberships as an 800x1200 PNG (image/png).",
    request: membershipIdQuerySchema,
    response: membershipCardResponseSchema,
    answers: 'image/png',
  },
  'get-membership-status-link': {
    method: 'GET',
    access: 'bearer',
    summary: "The public status link of one of the caller's memberships (what the card's QR opens).",
    request: membershipIdQuerySchema,
    response: statusLinkResponseSchema,
  },
  'replace-membership-status-link': {
    method: 'POST',
    access: 'bearer',
    summary: 'A new status link for the membership; the old link stops working.',
    request: membershipIdRequestSchema,
    response: statusLinkResponseSchema,
  },
  'membership-status': {
    method: 'GET',
    access: 'public',
    summary: 'The public status of a membership by its status token: valid today or not (no sign-in).',
    request: membershipStatusQuerySchema,
    response: membershipStatusResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;

export type FunctionName = keyof typeof FUNCTIONS;

/** The path of a function under the server's origin. */
export const functionPath = (name: FunctionName): string =>
  `/functions/v1/${(FUNCTIONS[name] as FunctionContract).path ?? name}`;
