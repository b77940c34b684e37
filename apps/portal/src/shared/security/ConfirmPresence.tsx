import { SECURITY_WORDS } from '@camppass/domain';
import { Banner, Button, PasswordField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';

/** The proof the server asks again: six digits are the authenticator's code, anything else the password. */
export type Proof = { readonly code: string } | { readonly password: string };
const proofOf = (typed: string): Proof =>
  /^\d{6}$/.test(typed.trim()) ? { code: typed.trim() } : { password: typed };

export interface ConfirmPresenceProps {
  /** What is being confirmed ("Remove Authenticator app"), the form's name and its button's. */
  readonly action: string;
  /** Sends the proof; answers the server's refusal, or null when done. */
  readonly onConfirm: (proof: Proof) => Promise<string | null>;
  readonly onCancel: () => void;
}

/** Before removing a factor or making new recovery codes: the current password or a current code again. */
export function ConfirmPresence({ action, onConfirm, onCancel }: ConfirmPresenceProps) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || typed === '') return;
    setBusy(true);
    setError(null);
    const refused = await onConfirm(proofOf(typed));
    setBusy(false);
    if (refused) setError(refused);
  };

  return (
    <form className="portal-form" onSubmit={submit} noValidate aria-label={action}>
      <p>{SECURITY_WORDS.confirmPresenceIntro}</p>
      {error && <Banner variant="error">{error}</Banner>}
      <PasswordField
        label={SECURITY_WORDS.confirmPresenceField}
        name="proof"
        value={typed}
        onChange={setTyped}
        autoFocus
        isRequired
      />
      <Button type="submit" isPending={busy} isDisabled={!busy && typed === ''}>
        {action}
      </Button>
      <Button variant="outline" onPress={onCancel} isDisabled={busy}>
        {SECURITY_WORDS.cancel}
      </Button>
    </form>
  );
}
