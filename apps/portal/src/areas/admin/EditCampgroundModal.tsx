import type { AdminCampgroundView } from '@camppass/client';
import {
  ADMIN_EDIT_CAMPGROUND_TITLE,
  ADMIN_SAVE_CHANGES,
  CAMPGROUND_UPDATE_FAILED,
  CAMPGROUND_UPDATED,
} from '@camppass/domain';
import { Banner, Form, Modal } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { FormModalFooter } from './AdminFeedback';
import { useAdminWrites } from './admin-queries';
import { CampgroundFields, campgroundRequest, formOfCampground } from './CampgroundForm';

/** The edit modal (03 §2.10): the whole form with the status free to change; saved at once. */
export function EditCampgroundModal({
  campground,
  onClose,
  onSaved,
}: {
  readonly campground: AdminCampgroundView;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}) {
  const { api, refresh } = useAdminWrites();
  const [form, setForm] = useState(() => formOfCampground(campground));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = `edit-campground-${campground.id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = campgroundRequest(form);
    if (!checked.ok) {
      setErrors(checked.fieldErrors ?? {});
      return;
    }
    setSaving(true);
    const saved = await api.call('admin-update-campground', {
      ...checked.value,
      campground_id: campground.id,
    });
    setSaving(false);
    if (!saved.ok) {
      setErrors(saved.fieldErrors ?? {});
      setFailure(`${CAMPGROUND_UPDATE_FAILED}: ${saved.message}`);
      return;
    }
    onSaved(CAMPGROUND_UPDATED);
    onClose();
    await refresh();
  };

  return (
    <Modal
      isOpen
      title={`${ADMIN_EDIT_CAMPGROUND_TITLE}: ${campground.name}`}
      onClose={onClose}
      size="lg"
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={ADMIN_SAVE_CHANGES}
          isPending={saving}
          onCancel={onClose}
        />
      }
    >
      {failure && <Banner variant="error">{failure}</Banner>}
      <Form id={formId} onSubmit={submit} aria-label={ADMIN_EDIT_CAMPGROUND_TITLE}>
        <CampgroundFields
          form={form}
          errors={errors}
          withStatus
          onChange={(next) => {
            setForm(next);
            setErrors({});
          }}
        />
      </Form>
    </Modal>
  );
}
