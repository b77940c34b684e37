// Passkeys (WebAuthn): the server's answers and the words of the Security page and the second step.

export const PASSKEY_INVALID = 'That passkey could not be verified. Please try again.';
export const PASSKEY_ALREADY_REGISTERED = 'That passkey is already registered.';
export const PASSKEY_NAME_INVALID = 'Give the passkey a name of at most 60 characters.';
export const PASSKEY_NONE = 'This account has no passkey. Use a code instead.';
/** A sign-in with a passkey alone that did not verify (unknown, replayed, expired, not verified by the person). */
export const PASSKEY_SIGN_IN_FAILED =
  'That passkey could not sign you in. Try again, or sign in with your e-mail and password.';
/** The name a passkey gets when none is given. */
export const PASSKEY_DEFAULT_LABEL = 'Passkey';
export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_WORDS = {
  heading: 'Passkeys',
  intro: 'A passkey signs you in with your fingerprint, face, screen lock or security key.',
  nameLabel: 'Passkey name',
  namePlaceholder: 'e.g. Work laptop',
  add: 'Add a passkey',
  adding: 'Waiting for your passkey…',
  added: 'Passkey added.',
  cancelled: 'The passkey was not added.',
  unsupported: 'This browser does not support passkeys.',
  useInstead: 'Use a passkey',
  using: 'Waiting for your passkey…',
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey…',
  signInCancelled: 'No passkey was used. Try again, or sign in with your e-mail and password.',
  orDivider: 'or',
  confirmWith: 'Confirm with a passkey',
} as const;
