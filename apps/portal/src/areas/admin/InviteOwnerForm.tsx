import type { AdminCampgroundView } from '@camppass/client';
import {
  ADMIN_INVITE_OWNER_SUBMIT,
  ADMIN_INVITE_OWNER_TITLE,
  ADMIN_NO_OPEN_CAMPGROUNDS,
  OWNER_INVITATION_SENT,
  OWNER_INVITE_FAILED,
  validateInviteOwner,
} from '@camppass/domain';
import { Button, Form, Select, SelectItem, Skeleton, TextField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { useUnsavedChanges } from '../../shared/leave-guard/LeaveGuard';
import { type Feedback, FeedbackBanner } from './AdminFeedback';
import { AdminLoadError } from './AdminLoadError';
import { useAdminWrites, useOpenCampgrounds } from './admin-queries';

const EMPTY = { email: '', firstName: '', lastName: '', campgroundId: '' };

/** Invites an owner by e-mail to one of the campgrounds that has none yet (03 §5, §7). */
export function InviteOwnerForm() {
  const campgrounds = useOpenCampgrounds();
  const { api, refresh } = useAdminWrites();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [sending, setSending] = useState(false);
  useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(EMPTY));
  const open: AdminCampgroundView[] = campgrounds.data?.data ?? [];

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFeedback(null);
    const checked = validateInviteOwner(form);
    if (!checked.ok) {
      setErrors(checked.fieldErrors ?? {});
      return;
    }
    setSending(true);
    const sent = await api.call('invite-owner', checked.value);
    setSending(false);
    if (!sent.ok) {
      setFeedback({ variant: 'error', text: `${OWNER_INVITE_FAILED}: ${sent.message}` });
      return;
    }
    setForm(EMPTY);
    setFeedback({ variant: 'success', text: OWNER_INVITATION_SENT });
    await refresh();
  };

  return (
    <section className="admin-panel" aria-labelledby="invite-owner-title">
      <h2 id="invite-owner-title">{ADMIN_INVITE_OWNER_TITLE}</h2>
      <FeedbackBanner feedback={feedback} onDismiss={() => setFeedback(null)} />
      {campgrounds.error ? (
        <AdminLoadError what="campgrounds" error={campgrounds.error} onRetry={campgrounds.retry} />
      ) : campgrounds.loading ? (
        <Skeleton lines={2} />
      ) : open.length === 0 ? (
        <p>{ADMIN_NO_OPEN_CAMPGROUNDS}</p>
      ) : (
        <Form className="admin-invite" onSubmit={submit} aria-labelledby="invite-owner-title">
          <TextField
            label="Email"
            name="email"
            type="email"
            isRequired
            value={form.email}
            onChange={set('email')}
            errorMessage={errors.email}
          />
          <TextField label="First Name" name="firstName" value={form.firstName} onChange={set('firstName')} />
          <TextField label="Last Name" name="lastName" value={form.lastName} onChange={set('lastName')} />
          <Select
            label="Campground"
            isRequired
            items={open}
            selectedKey={form.campgroundId || null}
            onSelectionChange={(key) => set('campgroundId')(key == null ? '' : String(key))}
            errorMessage={errors.campgroundId}
          >
            {(campground) => <SelectItem id={campground.id}>{campground.name}</SelectItem>}
          </Select>
          <Button type="submit" isPending={sending}>
            {ADMIN_INVITE_OWNER_SUBMIT}
          </Button>
        </Form>
      )}
    </section>
  );
}
