import type { CallError } from '@camppass/client';
import { type LoginType, PASSKEY_WORDS } from '@camppass/domain';
import { Banner, Button } from '@camppass/ui';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { askPasskey } from '../../shared/security/ask-passkey';

export interface PasskeySignInProps {
  readonly loginType: LoginType;
  /** Called as the passkey is sent, and with `false` when it did not sign in. */
  readonly onSigningIn: (signingIn: boolean) => void;
}

/**
 * "Sign in with a passkey" under a login form: no e-mail, the browser offers the passkeys it keeps
 * for the site, the server finds the account by the one chosen and signs it in fully.
 */
export function PasskeySignIn({ loginType, onSigningIn }: PasskeySignInProps) {
  const { api, acceptSession } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refuse = (message: string) => {
    onSigningIn(false);
    setBusy(false);
    setError(message);
  };

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const answer = await askPasskey(() => api.call('start-passkey-sign-in'), PASSKEY_WORDS.signInCancelled);
    if (!answer.ok) return refuse(answer.message);
    onSigningIn(true);
    const signed = await api.call('passkey-sign-in', { response: answer.response, loginType });
    if (!signed.ok) return refuse((signed as CallError).message);
    const accepted = acceptSession(loginType, signed.value);
    if (!accepted.ok) refuse(accepted.message);
  };

  return (
    <div className="portal-form">
      <p className="portal-or" aria-hidden="true">
        {PASSKEY_WORDS.orDivider}
      </p>
      {error && <Banner variant="error">{error}</Banner>}
      <Button
        variant="outline"
        fullWidth
        isPending={busy}
        pendingLabel={PASSKEY_WORDS.signingIn}
        onPress={() => void signIn()}
      >
        {PASSKEY_WORDS.signIn}
      </Button>
    </div>
  );
}
