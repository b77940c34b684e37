// A second factor for super admins, owners and staff: authenticator codes, recovery codes,
// remembered devices. The server's answers, the e-mails and the Security page's words.

export const SECOND_FACTOR_CODE_INVALID = 'That code did not work. Check the code and try again.';
export const SECOND_STEP_EXPIRED = 'This sign-in has expired or was already completed. Please sign in again.';
export const SECOND_FACTOR_LAST_REQUIRED = 'A super administrator must keep at least one second factor.';
export const AUTHENTICATOR_ALREADY_SET_UP =
  'An authenticator app is already set up. Remove it to set up another.';
export const AUTHENTICATOR_NOT_STARTED = 'Start setting up the authenticator app again.';
export const SECOND_FACTOR_NOT_FOUND = 'That second factor was not found.';
export const REMEMBERED_DEVICE_NOT_FOUND = 'That remembered device was not found.';
export const RECOVERY_CODES_NEED_FACTOR = 'Set up a second factor before asking for recovery codes.';
/** Every function but the Security page's, to an account that must set up a second factor first. */
export const SECOND_FACTOR_SETUP_NEEDED =
  'Your account requires a second factor. Set one up on the Security page before continuing.';
/** Removing a factor or making new recovery codes without the password or a current code. */
export const REAUTHENTICATION_FAILED =
  'Confirm it is you: enter your current password, a current code from your authenticator app, or use one of your passkeys.';
export const SECOND_FACTOR_NOT_FOR_MEMBERS = 'Authenticator apps are for owners, staff and administrators.';

/** What each event's e-mail says to the account (subject and one sentence). */
export const SECOND_FACTOR_EMAILS = {
  factorAdded: {
    subject: (product: string) => `A second factor was added to your ${product} account`,
    body: (what: string) => `${what} was added as a second factor to your account.`,
  },
  factorRemoved: {
    subject: (product: string) => `A second factor was removed from your ${product} account`,
    body: (what: string) => `${what} was removed from the second factors of your account.`,
  },
  recoveryCodeUsed: {
    subject: (product: string) => `A recovery code was used on your ${product} account`,
    body: (left: number) =>
      `A recovery code was used to sign in to your account. ${left} unused recovery code${left === 1 ? '' : 's'} left.`,
  },
  deviceRemembered: {
    subject: (product: string) => `A device was remembered for your ${product} account`,
    body: (device: string) => `${device} will not be asked for a second factor for 30 days.`,
  },
  notYou: 'If this was not you, change your password and review your second factors on the Security page.',
} as const;

/** The name of an authenticator app factor as the Security page and the e-mails show it. */
export const AUTHENTICATOR_APP_LABEL = 'Authenticator app';

/** The Security page, the second step of sign-in and the forced set-up. */
export const SECURITY_WORDS = {
  pageTitle: 'Security',
  headerLink: 'Security',
  intro: 'A second factor keeps your account safe even if your password is known to someone else.',
  requiredNotice: 'Your account requires a second factor. Set up an authenticator app to continue.',
  factorsHeading: 'Second factors',
  noFactors: 'No second factor yet.',
  addedOn: (date: string) => `Added ${date}`,
  remove: 'Remove',
  removeFactor: (label: string) => `Remove ${label}`,
  setUpAuthenticator: 'Set up an authenticator app',
  scanQr: 'Scan this QR code with your authenticator app, then enter the six-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manualKey: 'Or enter this key by hand:',
  code: 'Code',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  authenticatorAdded: 'Authenticator app added.',
  recoveryHeading: 'Recovery codes',
  recoveryIntro:
    'Each recovery code signs you in once if you lose your authenticator. Keep them somewhere safe: they are shown only now.',
  recoveryLeft: (left: number) => `${left} unused recovery code${left === 1 ? '' : 's'} left.`,
  regenerate: 'Make new recovery codes',
  regenerateNote: 'New codes replace the old ones, which stop working.',
  devicesHeading: 'Remembered devices',
  noDevices: 'No remembered device.',
  rememberedUntil: (date: string) => `Until ${date}`,
  forgetDevice: (label: string) => `Forget ${label}`,
  loading: 'Loading security settings…',
  loadError: 'Security settings could not be loaded.',
  retry: 'Try again',
  backToDashboard: 'Back to dashboard',
  staffRequirement: 'Require a second factor of staff',
  staffRequirementHelp: 'Staff without a second factor are asked to set one up before their dashboard.',
  secondStepTitle: 'Second step',
  secondStepIntro: 'Enter the six-digit code from your authenticator app, or one of your recovery codes.',
  useRecoveryCode: 'Use a recovery code instead',
  useAuthenticator: 'Use the authenticator app instead',
  recoveryCode: 'Recovery code',
  rememberDevice: 'Remember this device for 30 days',
  verify: 'Verify',
  verifying: 'Verifying…',
  confirmPresenceIntro:
    'Confirm it is you: enter your current password or a code from your authenticator app.',
  confirmPresenceField: 'Current password or authenticator code',
  cancel: 'Cancel',
} as const;

export const STAFF_REQUIREMENT_OWNER_ONLY =
  'Only the owner of this campground can change what its staff must use.';
