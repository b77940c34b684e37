import type { AdminOwnerView } from '@camppass/client';
import {
  ADMIN_ASSIGN_CAMPGROUND,
  ADMIN_ASSIGN_CAMPGROUND_CONFIRM,
  ADMIN_NO_OPEN_CAMPGROUNDS,
  CAMPGROUND_ASSIGN_FAILED,
  INVITE_CAMPGROUND_REQUIRED,
} from '@camppass/domain';
import { Banner, Form, Modal, Select, SelectItem, Skeleton } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { FormModalFooter } from './AdminFeedback';
import { AdminLoadError } from './AdminLoadError';
import { useAdminWrites, useOpenCampgrounds } from './admin-queries';

/**
 * Assign campground (assign_campground_secure of 03 §7): one of the campgrounds without an owner
 * is given to this owner once the admin confirms it in the modal.
 */
export function AssignCampgroundModal({
  owner,
  ownerName,
  onClose,
  onDone,
}: {
  readonly owner: AdminOwnerView;
  readonly ownerName: string;
  readonly onClose: () => void;
  readonly onDone: (result: { readonly text: string }) => void;
}) {
  const campgrounds = useOpenCampgrounds();
  const { api, refresh } = useAdminWrites();
  const [campgroundId, setCampgroundId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const open = campgrounds.data?.data ?? [];
  const formId = `assign-campground-${owner.id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!campgroundId) {
      setProblem(INVITE_CAMPGROUND_REQUIRED);
      return;
    }
    setSending(true);
    const done = await api.call('assign-campground', { p_campground_id: campgroundId, p_owner_id: owner.id });
    setSending(false);
    if (!done.ok) {
      setProblem(`${CAMPGROUND_ASSIGN_FAILED}: ${done.message}`);
      return;
    }
    const name = open.find((campground) => campground.id === campgroundId)?.name ?? '';
    onDone({ text: `${done.value.message}: ${name} → ${ownerName}` });
    onClose();
    await refresh();
  };

  return (
    <Modal
      isOpen
      title={`${ADMIN_ASSIGN_CAMPGROUND}: ${ownerName}`}
      onClose={onClose}
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={ADMIN_ASSIGN_CAMPGROUND}
          isPending={sending}
          onCancel={onClose}
        />
      }
    >
      <p>{ADMIN_ASSIGN_CAMPGROUND_CONFIRM}</p>
      {campgrounds.error ? (
        <AdminLoadError what="campgrounds" error={campgrounds.error} onRetry={campgrounds.retry} />
      ) : campgrounds.loading ? (
        <Skeleton lines={1} />
      ) : open.length === 0 ? (
        <p>{ADMIN_NO_OPEN_CAMPGROUNDS}</p>
      ) : (
        <Form id={formId} onSubmit={submit} aria-label={ADMIN_ASSIGN_CAMPGROUND}>
          <Select
            label="Campground"
            isRequired
            items={open}
            selectedKey={campgroundId || null}
            onSelectionChange={(key) => {
              setCampgroundId(key == null ? '' : String(key));
              setProblem(null);
            }}
            errorMessage={problem && !campgroundId ? problem : undefined}
          >
            {(campground) => <SelectItem id={campground.id}>{campground.name}</SelectItem>}
          </Select>
        </Form>
      )}
      {problem && campgroundId && <Banner variant="error">{problem}</Banner>}
    </Modal>
  );
}
