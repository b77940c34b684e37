import { asCallFailure } from '@camppass/client';
import {
  CONFLICT_TITLES,
  conflictTitle,
  GO_TO_LOGIN_LABEL,
  REMINDER_CLOSE_MS,
  REMINDER_SENT,
  reminderErrorMessage,
  validateReminderEmail,
} from '@camppass/domain';
import { Banner, Button, Modal, TextField } from '@camppass/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { usePublicServices } from '../PublicServices';
import { DIALOG_COPY } from './copy';

export interface EmailIssue {
  readonly code: string;
  readonly message: string;
  readonly loginUrl?: string | null;
}

/** The e-mail issue dialog (04 §4, §8): title by code, the message, an optional login link. */
export function EmailIssueDialog({ issue, onChangeEmail }: { issue: EmailIssue; onChangeEmail: () => void }) {
  return (
    <Modal
      title={conflictTitle(issue.code)}
      role="alertdialog"
      isOpen
      onClose={onChangeEmail}
      footer={
        <>
          {issue.loginUrl && (
            <a className="cp-button pp-button-link" data-variant="outline" href={issue.loginUrl}>
              {GO_TO_LOGIN_LABEL}
            </a>
          )}
          <Button onPress={onChangeEmail}>
            {issue.loginUrl ? DIALOG_COPY.changeEmailWithLogin : DIALOG_COPY.tryDifferentEmail}
          </Button>
        </>
      }
    >
      <p>{issue.message}</p>
    </Modal>
  );
}

/** 'Active Membership Found' (04 §4): send a reminder, just close, or cancel the purchase. */
export function ActiveMembershipDialog({
  message,
  onSendReminder,
  onClose,
  onCancelPurchase,
}: {
  message: string;
  onSendReminder: () => void;
  onClose: () => void;
  onCancelPurchase: () => void;
}) {
  return (
    <Modal
      title={CONFLICT_TITLES.ACTIVE_MEMBERSHIP}
      role="alertdialog"
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onPress={onCancelPurchase}>
            {DIALOG_COPY.cancelPurchase}
          </Button>
          <Button variant="outline" onPress={onClose}>
            {DIALOG_COPY.justClose}
          </Button>
          <Button onPress={onSendReminder}>{DIALOG_COPY.sendReminder}</Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}

/** The reminder modal (04 §4, §8): prefilled e-mail; closes 3 s after a successful send. */
export function ReminderModal({
  initialEmail,
  campgroundSlug,
  onClose,
}: {
  initialEmail: string;
  campgroundSlug: string;
  onClose: () => void;
}) {
  const { api } = usePublicServices();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => closeRef.current(), REMINDER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || sent) return;
    const checked = validateReminderEmail(email);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setPending(true);
    setError(null);
    const answer = await api.call('send-membership-email', { email: checked.value, campgroundSlug });
    setPending(false);
    if (answer.ok) setSent(true);
    else setError(reminderErrorMessage(asCallFailure(answer)));
  };

  return (
    <Modal
      title={DIALOG_COPY.reminderTitle}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onPress={onClose}>
            {DIALOG_COPY.close}
          </Button>
          <Button
            isDisabled={email.trim() === '' || sent}
            isPending={pending}
            pendingLabel={DIALOG_COPY.sending}
            onPress={() => submit()}
          >
            {DIALOG_COPY.sendReminder}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <p>{DIALOG_COPY.reminderText}</p>
        <TextField
          label={DIALOG_COPY.reminderEmail}
          type="email"
          value={email}
          onChange={setEmail}
          isRequired
          autoComplete="email"
        />
      </form>
      {sent && <Banner variant="success">{REMINDER_SENT}</Banner>}
      {error && <Banner variant="error">{error}</Banner>}
    </Modal>
  );
}
