import { PASSKEY_WORDS, REAUTHENTICATION_FAILED, SECURITY_WORDS } from '@camppass/domain';
import { Banner, Button, PasswordField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { askPasskey } from './ask-passkey';

/**
 * The proof the server asks again: six digits are the authenticator's code, anything else the
 * password; or the answer of one of the account's passkeys.
 */
export type Proof =
  | { readonly code: string }
  | { readonly password: string }
  | { readonly passkey: Record<string, unknown> };
const proofOf = (typed: string): Proof =>
  /^\d{6}$/.test(typed.trim()) ? { code: typed.trim() } : { password: typed };

export interface ConfirmPresenceProps {
  /** What is being confirmed ("Remove Authenticator app"), the form's name and its button's. */
  readonly action: string;
  /** Sends the proof; answers the server's refusal, or null when done. */
  readonly onConfirm: (proof: Proof) => Promise<string | null>;
  readonly onCancel: () => void;
  /** The account has a passkey: it may confirm with one. */
  readonly withPasskey?: boolean;
}

/** Before removing a factor or making new recovery codes: the current password, a current code or a passkey again. */
export function ConfirmPresence({ action, onConfirm, onCancel, withPasskey = false }: ConfirmPresenceProps) {
  const { api } = useAuth();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<'typed' | 'passkey' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (how: 'typed' | 'passkey', proof: () => Promise<Proof | string>) => {
    if (busy) return;
    setBusy(how);
    setError(null);
    const given = await proof();
    const refused = typeof given === 'string' ? given : await onConfirm(given);
    setBusy(null);
    if (refused) setError(refused);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed !== '') await confirm('typed', async () => proofOf(typed));
  };
  const withAPasskey = () =>
    confirm('passkey', async () => {
      const answer = await askPasskey(() => api.call('start-passkey-presence'), REAUTHENTICATION_FAILED);
      return answer.ok ? { passkey: answer.response } : answer.message;
    });

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
      <Button
        type="submit"
        isPending={busy === 'typed'}
        isDisabled={busy === 'passkey' || (busy === null && typed === '')}
      >
        {action}
      </Button>
      {withPasskey && (
        <Button
          variant="outline"
          isPending={busy === 'passkey'}
          pendingLabel={PASSKEY_WORDS.using}
          isDisabled={busy === 'typed'}
          onPress={() => void withAPasskey()}
        >
          {PASSKEY_WORDS.confirmWith}
        </Button>
      )}
      <Button variant="outline" onPress={onCancel} isDisabled={busy !== null}>
        {SECURITY_WORDS.cancel}
      </Button>
    </form>
  );
}
