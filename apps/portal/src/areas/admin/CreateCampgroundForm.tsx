import {
  ADMIN_CREATE_CAMPGROUND_SUBMIT,
  ADMIN_CREATE_CAMPGROUND_TITLE,
  CAMPGROUND_CREATE_FAILED,
  CAMPGROUND_CREATED,
} from '@camppass/domain';
import { Button, Form } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { useUnsavedChanges } from '../../shared/leave-guard/LeaveGuard';
import { type Feedback, FeedbackBanner } from './AdminFeedback';
import { useAdminWrites } from './admin-queries';
import { CampgroundFields, campgroundRequest, EMPTY_CAMPGROUND_FORM } from './CampgroundForm';

/** The admin's create-campground form (03 §5, §7): checked first, then create-campground. */
export function CreateCampgroundForm() {
  const { api, refresh } = useAdminWrites();
  const [form, setForm] = useState(EMPTY_CAMPGROUND_FORM);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [sending, setSending] = useState(false);
  useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(EMPTY_CAMPGROUND_FORM));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFeedback(null);
    const checked = campgroundRequest(form);
    if (!checked.ok) {
      setErrors(checked.fieldErrors ?? {});
      return;
    }
    setErrors({});
    setSending(true);
    const created = await api.call('create-campground', checked.value);
    setSending(false);
    if (!created.ok) {
      setErrors(created.fieldErrors ?? {});
      setFeedback({ variant: 'error', text: `${CAMPGROUND_CREATE_FAILED}: ${created.message}` });
      return;
    }
    setForm(EMPTY_CAMPGROUND_FORM);
    setFeedback({ variant: 'success', text: `${CAMPGROUND_CREATED} /campground/${created.value.data.slug}` });
    await refresh();
  };

  return (
    <section className="admin-panel" aria-labelledby="create-campground-title">
      <h2 id="create-campground-title">{ADMIN_CREATE_CAMPGROUND_TITLE}</h2>
      <FeedbackBanner feedback={feedback} onDismiss={() => setFeedback(null)} />
      <Form onSubmit={submit} aria-labelledby="create-campground-title" className="admin-panel">
        <CampgroundFields
          form={form}
          errors={errors}
          onChange={(next) => {
            setForm(next);
            setErrors({});
          }}
        />
        <div className="admin-actions">
          <Button type="submit" isPending={sending}>
            {ADMIN_CREATE_CAMPGROUND_SUBMIT}
          </Button>
        </div>
      </Form>
    </section>
  );
}
