import type { Migration } from './migration';

/**
 * Signing in with a passkey alone (docs/decisions/auth-and-sessions.md#signing-in-with-a-passkey-alone):
 * its challenge is handed out before anyone is known, so it belongs to no account until the
 * passkey that answers it names one.
 */
export const passkeySignIn: Migration = {
  version: 43,
  name: 'passkey-sign-in',
  sql: /* sql */ `
alter table webauthn_challenges alter column user_id drop not null;
alter table webauthn_challenges drop constraint webauthn_challenges_purpose_check;
alter table webauthn_challenges add constraint webauthn_challenges_purpose_check
  check (purpose in ('register', 'authenticate', 'sign-in'));
`,
};
