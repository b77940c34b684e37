import { describe, expect, it } from 'vitest';
import { ADMIN_FUNCTIONS, inviteOwnerRequestSchema } from './admin';
import { ADMIN_ACCOUNT_FUNCTIONS } from './admin-accounts';
import {
  AUTH_FUNCTIONS,
  authLoginRequestSchema,
  authLoginResponseSchema,
  authRefreshRequestSchema,
  completeOwnerSetupRequestSchema,
  getUserProfileResponseSchema,
  recoveryPasswordRequestSchema,
  resetPasswordRequestSchema,
  validateInvitationRequestSchema,
  validateInvitationResponseSchema,
} from './auth';
import { errorEnvelopeSchema, MAX_PASSWORD_LENGTH } from './envelope';
import { FUNCTIONS, functionPath } from './functions';
import { MEMBER_FUNCTIONS } from './member';
import { MEMBERSHIP_CHANGE_FUNCTIONS } from './membership-change';
import { OWNER_FUNCTIONS } from './owner';
import { PUBLIC_FUNCTIONS } from './public';
import { PUBLIC_PAGE_FUNCTIONS } from './public-page';

const aUser = (overrides: Record<string, unknown> = {}) => ({
  id: 'u-1',
  name: 'Olivia Owner',
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'owner@camppass.test',
  role: 'owner',
  roles: [{ role_name: 'owner', campground_id: 'c-1' }],
  permissions: { canAccessOwner: true, canAccessMember: true, isAdmin: false, list: ['owner', 'member'] },
  campgroundId: 'c-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('auth-login', () => {
  it('accepts the payload of 01 §7', () => {
    const parsed = authLoginRequestSchema.parse({
      email: 'member@camppass.test',
      password: 'secret',
      loginType: 'member',
      recaptchaToken: 'dev-ok',
    });
    expect(parsed.loginType).toBe('member');
  });

  it('reads missing e-mail, password and captcha token as empty so the server answers in the spec words', () => {
    expect(authLoginRequestSchema.parse({ loginType: 'owner' })).toEqual({
      email: '',
      password: '',
      loginType: 'owner',
      recaptchaToken: '',
    });
  });

  it('knows only the three login types', () => {
    expect(authLoginRequestSchema.safeParse({ loginType: 'admin' }).success).toBe(false);
    expect(authLoginRequestSchema.safeParse({ loginType: 'superAdmin' }).success).toBe(true);
  });

  it('refuses oversized passwords and non-text fields', () => {
    const long = 'a'.repeat(MAX_PASSWORD_LENGTH + 1);
    expect(authLoginRequestSchema.safeParse({ loginType: 'member', password: long }).success).toBe(false);
    expect(authLoginRequestSchema.safeParse({ loginType: 'member', email: 42 }).success).toBe(false);
  });

  it('describes the answer with user and tokens', () => {
    const answer = {
      success: true,
      user: aUser(),
      tokens: { accessToken: 'a', refreshToken: 'r', expiresAt: '2026-01-01T01:00:00.000Z' },
    };
    expect(authLoginResponseSchema.parse(answer)).toEqual(answer);
    expect(authLoginResponseSchema.safeParse({ ...answer, tokens: undefined }).success).toBe(false);
    expect(authLoginResponseSchema.safeParse({ ...answer, user: aUser({ role: 'admin' }) }).success).toBe(
      false,
    );
  });
});

describe('the other auth functions', () => {
  it('auth-refresh needs a refresh token', () => {
    expect(authRefreshRequestSchema.safeParse({}).success).toBe(false);
    expect(authRefreshRequestSchema.safeParse({ refreshToken: '' }).success).toBe(false);
    expect(authRefreshRequestSchema.parse({ refreshToken: 'r' })).toEqual({ refreshToken: 'r' });
  });

  it('get-user-profile answers the user', () => {
    expect(
      getUserProfileResponseSchema.safeParse({ success: true, user: aUser({ campgroundId: null }) }).success,
    ).toBe(true);
  });

  it('recovery-password reads a missing e-mail as empty (MISSING_EMAIL comes from the server)', () => {
    expect(recoveryPasswordRequestSchema.parse({})).toEqual({ email: '' });
  });

  it('reset-password carries the code and the new password', () => {
    expect(resetPasswordRequestSchema.parse({ code: 'c', password: 'p' })).toEqual({
      code: 'c',
      password: 'p',
    });
  });
});

describe('invitations', () => {
  it('invite-owner takes the payload of 03 §7', () => {
    const payload = {
      email: 'new@camppass.test',
      firstName: 'New',
      lastName: 'Owner',
      name: 'New Owner',
      campgroundId: 'c-2',
    };
    expect(inviteOwnerRequestSchema.parse(payload)).toEqual(payload);
  });

  it('validate-invitation answers profile and role in the spec field names', () => {
    expect(validateInvitationRequestSchema.parse({ token: 't' })).toEqual({ token: 't', email: '' });
    const answer = {
      success: true,
      data: {
        profile: { firstName: 'New', lastName: 'Owner', email: 'new@camppass.test' },
        role: { role: 'owner' },
      },
    };
    expect(validateInvitationResponseSchema.parse(answer)).toEqual(answer);
  });

  it('complete-owner-setup carries token, e-mail, password and names', () => {
    expect(completeOwnerSetupRequestSchema.parse({ token: 't', email: 'e', password: 'p' })).toMatchObject({
      firstName: '',
      lastName: '',
    });
  });
});

describe('the function table', () => {
  it('lists every function of this contract under /functions/v1', () => {
    expect(Object.keys(FUNCTIONS).sort()).toEqual([
      'admin-campgrounds',
      'admin-contact-member',
      'admin-delete-campground',
      'admin-delete-owner',
      'admin-member-details',
      'admin-members',
      'admin-owners',
      'admin-reactivate-owner',
      'admin-recent-activity',
      'admin-resend-invitation',
      'admin-suspend-owner',
      'admin-system-health',
      'admin-system-schema',
      'admin-system-stats',
      'admin-token-claims',
      'admin-update-campground',
      'admin-users',
      'assign-campground',
      'auth-login',
      'auth-logout',
      'auth-refresh',
      'auth-second-step',
      'campground-crud',
      'campground-crud-update',
      'cancel-member-import',
      'check-email',
      'check-membership-code',
      'complete-owner-setup',
      'confirm-authenticator-setup',
      'confirm-renewal-payment',
      'create-api-key',
      'create-campground',
      'create-membership-payment-intent',
      'create-membership-type',
      'create-payment-intent',
      'create-webhook-endpoint',
      'delete-membership-type',
      'delete-webhook-endpoint',
      'export-check-ins',
      'export-members',
      'extend-membership',
      'finish-card-update',
      'finish-passkey-registration',
      'forget-remembered-device',
      'get-auto-renewals',
      'get-campground',
      'get-campground-member',
      'get-campground-member-stats',
      'get-campground-members',
      'get-card-pass-keys',
      'get-card-revocations',
      'get-member-dashboard',
      'get-member-import',
      'get-member-import-mapping',
      'get-membership-apple-pass',
      'get-membership-card',
      'get-membership-google-pass',
      'get-membership-status-link',
      'get-military-users-with-membership',
      'get-renewal-payment',
      'get-security-settings',
      'get-selfie-documents',
      'get-user-documents',
      'get-user-profile',
      'import-members',
      'invite-owner',
      'list-api-keys',
      'list-campgrounds',
      'list-check-ins',
      'list-webhook-deliveries',
      'list-webhook-endpoints',
      'manage-membership-types',
      'member-import-dry-run',
      'member-payments',
      'membership-status',
      'owner-campgrounds',
      'owner-connect-payouts',
      'owner-earnings',
      'owner-payout-account',
      'owner-payouts',
      'owner-payouts-dashboard-link',
      'owner-record-payment',
      'owner-refund-payment',
      'partner-validate-membership',
      'passkey-sign-in',
      'payments-webhook',
      'purchase-membership',
      'quote-membership-change',
      'read-profile',
      'record-check-in',
      'recovery-password',
      'regenerate-recovery-codes',
      'remove-campground-logo',
      'remove-campground-terms',
      'remove-second-factor',
      'renew-membership',
      'replace-membership-status-link',
      'resend-webhook-delivery',
      'reset-password',
      'review-document',
      'revoke-api-key',
      'rotate-card-signing-key',
      'rotate-webhook-secret',
      'send-import-claim-emails',
      'send-membership-email',
      'send-test-webhook',
      'set-auto-renewal',
      'set-staff-second-factor',
      'set-webhook-endpoint-enabled',
      'simulated-card-confirm',
      'simulated-setup-confirm',
      'start-authenticator-setup',
      'start-card-update',
      'start-passkey-presence',
      'start-passkey-registration',
      'start-passkey-second-step',
      'start-passkey-sign-in',
      'update-membership-type',
      'update-profile',
      'upload-campground-logo',
      'upload-campground-terms',
      'upload-document',
      'user-memberships',
      'user-signature',
      'validate-invitation',
      'validate-membership',
    ]);
    expect(functionPath('auth-login')).toBe('/functions/v1/auth-login');
    // GET and PATCH update-profile are two entries of one URL.
    expect(functionPath('read-profile')).toBe('/functions/v1/update-profile');
    expect(functionPath('update-profile')).toBe('/functions/v1/update-profile');
    // GET, POST and PATCH manage-membership-types likewise
    // (docs/decisions/owner-area.md#membership-types-are-four-calls).
    expect(functionPath('create-membership-type')).toBe('/functions/v1/manage-membership-types');
    expect(functionPath('update-membership-type')).toBe('/functions/v1/manage-membership-types');
  });

  it("is the union of the areas' tables, each function in exactly one of them", () => {
    const areas = [AUTH_FUNCTIONS, PUBLIC_FUNCTIONS, MEMBER_FUNCTIONS, OWNER_FUNCTIONS, ADMIN_FUNCTIONS];
    const names = areas.flatMap((table) => Object.keys(table));
    expect(names.length).toBe(new Set(names).size);
    expect(names.sort()).toEqual(Object.keys(FUNCTIONS).sort());
    for (const table of areas) {
      for (const [name, contract] of Object.entries(table)) {
        expect(FUNCTIONS[name as keyof typeof FUNCTIONS]).toBe(contract);
      }
    }
    // The sub-tables of an area are spread into its table, once each.
    expect(MEMBER_FUNCTIONS).toMatchObject(MEMBERSHIP_CHANGE_FUNCTIONS);
    expect(PUBLIC_FUNCTIONS).toMatchObject(PUBLIC_PAGE_FUNCTIONS);
    expect(ADMIN_FUNCTIONS).toMatchObject(ADMIN_ACCOUNT_FUNCTIONS);
  });

  it('every failure has the same envelope', () => {
    expect(
      errorEnvelopeSchema.parse({
        success: false,
        error: 'Invalid credentials',
        code: 'INVALID_CREDENTIALS',
      }),
    ).toEqual({ success: false, error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    expect(errorEnvelopeSchema.safeParse({ success: false, error: 'x' }).success).toBe(false);
  });
});
