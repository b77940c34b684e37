import type { CallError, AuthenticatorSetup as Setup } from '@camppass/client';
import { SECURITY_WORDS } from '@camppass/domain';
import { Banner, Button, TextField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';

export interface AuthenticatorSetupProps {
  /** The app is confirmed; the account's first factor comes with its recovery codes. */
  readonly onAdded: (recoveryCodes: readonly string[] | null) => void;
}

/** Scan the QR code (or type the key), then confirm with the app's first code. */
export function AuthenticatorSetup({ onAdded }: AuthenticatorSetupProps) {
  const { api } = useAuth();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    const answer = await api.call('start-authenticator-setup');
    setBusy(false);
    if (!answer.ok) return setError((answer as CallError).message);
    setSetup(answer.value.data);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    setError(null);
    const answer = await api.call('confirm-authenticator-setup', { code });
    setBusy(false);
    if (!answer.ok) return setError((answer as CallError).message);
    onAdded(answer.value.data.recoveryCodes);
  };

  if (!setup) {
    return (
      <>
        {error && <Banner variant="error">{error}</Banner>}
        <Button onPress={start} isPending={busy}>
          {SECURITY_WORDS.setUpAuthenticator}
        </Button>
      </>
    );
  }
  return (
    <form
      className="portal-form"
      onSubmit={confirm}
      noValidate
      aria-label={SECURITY_WORDS.setUpAuthenticator}
    >
      {error && <Banner variant="error">{error}</Banner>}
      <p>{SECURITY_WORDS.scanQr}</p>
      <img
        className="portal-security__qr"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        alt={SECURITY_WORDS.qrAlt}
        width={200}
        height={200}
      />
      <p>
        {SECURITY_WORDS.manualKey} <code data-testid="authenticator-secret">{setup.secret}</code>
      </p>
      <TextField
        label={SECURITY_WORDS.code}
        name="code"
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        isRequired
      />
      <Button
        type="submit"
        isPending={busy}
        pendingLabel={SECURITY_WORDS.confirming}
        isDisabled={!busy && code.trim() === ''}
      >
        {SECURITY_WORDS.confirm}
      </Button>
    </form>
  );
}
