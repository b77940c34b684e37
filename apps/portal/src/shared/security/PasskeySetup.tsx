import type { CallError } from '@camppass/client';
import { PASSKEY_WORDS } from '@camppass/domain';
import { Banner, Button, TextField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { webauthnBrowser } from './ask-passkey';

export interface PasskeySetupProps {
  /** The passkey is registered; the account's first factor comes with its recovery codes. */
  readonly onAdded: (recoveryCodes: readonly string[] | null) => void;
}

/** Name the passkey, then let the browser create it for the server's options. */
export function PasskeySetup({ onAdded }: PasskeySetupProps) {
  const { api } = useAuth();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const browser = await webauthnBrowser();
      if (!browser.browserSupportsWebAuthn()) return setError(PASSKEY_WORDS.unsupported);
      const started = await api.call('start-passkey-registration');
      if (!started.ok) return setError((started as CallError).message);
      const optionsJSON = started.value.data.options as unknown as Parameters<
        typeof browser.startRegistration
      >[0]['optionsJSON'];
      const response = await browser.startRegistration({ optionsJSON });
      const finished = await api.call('finish-passkey-registration', {
        name,
        response: response as unknown as Record<string, unknown>,
      });
      if (!finished.ok) return setError((finished as CallError).message);
      setName('');
      onAdded(finished.value.data.recoveryCodes);
    } catch {
      setError(PASSKEY_WORDS.cancelled);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="portal-form" onSubmit={add} noValidate aria-label={PASSKEY_WORDS.add}>
      <h3>{PASSKEY_WORDS.heading}</h3>
      <p>{PASSKEY_WORDS.intro}</p>
      {error && <Banner variant="error">{error}</Banner>}
      <TextField
        label={PASSKEY_WORDS.nameLabel}
        name="passkey-name"
        value={name}
        onChange={setName}
        placeholder={PASSKEY_WORDS.namePlaceholder}
      />
      <Button type="submit" isPending={busy} pendingLabel={PASSKEY_WORDS.adding}>
        {PASSKEY_WORDS.add}
      </Button>
    </form>
  );
}
