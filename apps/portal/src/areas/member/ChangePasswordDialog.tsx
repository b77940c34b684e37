import { asCallFailure } from '@camppass/client';
import {
  RESET_DIALOG_NO_EMAIL,
  RESET_EMAIL_SENT_TITLE,
  resetRequestErrorMessage,
  CHANGE_PASSWORD_WORDS as WORDS,
} from '@camppass/domain';
import { Banner, Button, Dialog } from '@camppass/ui';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';

type State = 'confirm' | 'sending' | 'sent';

/**
 * Change Password (02 §2): confirm, sending, then success or the error of 02 §8, then close. It sends a
 * reset link to the profile's e-mail through recovery-password, as the reset pages do.
 */
export function ChangePasswordDialog({ email }: { email: string | null }) {
  const { api } = useAuth();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>('confirm');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!email?.trim()) {
      setError(RESET_DIALOG_NO_EMAIL);
      return;
    }
    setError(null);
    setState('sending');
    let message: string | null;
    try {
      const answer = await api.call('recovery-password', { email: email.trim() });
      message = answer.ok ? null : resetRequestErrorMessage(asCallFailure(answer), 'dashboard-dialog');
    } catch {
      // Neither an answer nor a network failure (02 §8's 'otherwise').
      message = resetRequestErrorMessage({ kind: 'unexpected' }, 'dashboard-dialog');
    }
    setState(message === null ? 'sent' : 'confirm');
    setError(message);
  };
  const close = () => {
    setOpen(false);
    setState('confirm');
    setError(null);
  };

  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        {WORDS.open}
      </Button>
      {open && (
        <Dialog title={WORDS.title} isOpen onOpenChange={(isOpen) => !isOpen && close()} size="sm">
          <div className="pm-stack">
            {error && <Banner variant="error">{error}</Banner>}
            {state === 'sent' ? (
              <Banner variant="success" title={RESET_EMAIL_SENT_TITLE}>
                {WORDS.sent(email ?? '')}
              </Banner>
            ) : (
              <p className="pm-text">{email ? WORDS.explain(email) : RESET_DIALOG_NO_EMAIL}</p>
            )}
            <div className="pm-actions">
              {state === 'sent' ? (
                <Button onPress={close}>{WORDS.done}</Button>
              ) : (
                <>
                  <Button variant="outline" onPress={close} isDisabled={state === 'sending'}>
                    {WORDS.cancel}
                  </Button>
                  <Button onPress={send} isPending={state === 'sending'} pendingLabel={WORDS.sending}>
                    {WORDS.send}
                  </Button>
                </>
              )}
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
