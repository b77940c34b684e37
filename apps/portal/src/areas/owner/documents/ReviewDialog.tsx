import {
  DOCUMENT_REJECT_NOTES_REQUIRED,
  DOCUMENT_REVIEW_CANCEL,
  DOCUMENT_REVIEW_CONFIRM,
  DOCUMENT_REVIEW_NOTES_HINT,
  DOCUMENT_REVIEW_NOTES_LABEL,
  DOCUMENT_REVIEW_NOTES_MAX,
  DOCUMENT_REVIEW_NOTES_TOO_LONG,
} from '@camppass/domain';
import { Banner, Button, Modal, TextArea } from '@camppass/ui';
import { useState } from 'react';

export type ReviewChoice = 'approve' | 'reject';

/**
 * The question before a review: the decision on whose document, with a note (required to reject).
 * The server keeps the note in the document's trail.
 */
export function ReviewDialog({
  decision,
  memberName,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  readonly decision: ReviewChoice;
  readonly memberName: string;
  readonly pending: boolean;
  readonly error: string | null;
  readonly onConfirm: (notes: string) => void;
  readonly onClose: () => void;
}) {
  const [notes, setNotes] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const confirm = () => {
    const trimmed = notes.trim();
    if (decision === 'reject' && trimmed === '') return setInvalid(DOCUMENT_REJECT_NOTES_REQUIRED);
    if (trimmed.length > DOCUMENT_REVIEW_NOTES_MAX) return setInvalid(DOCUMENT_REVIEW_NOTES_TOO_LONG);
    setInvalid(null);
    onConfirm(trimmed);
  };
  return (
    <Modal
      isOpen
      title={`${DOCUMENT_REVIEW_CONFIRM[decision]}: ${memberName}`}
      onClose={onClose}
      isDismissable={!pending}
      footer={
        <>
          <Button variant="outline" onPress={onClose} isDisabled={pending}>
            {DOCUMENT_REVIEW_CANCEL}
          </Button>
          <Button
            variant={decision === 'reject' ? 'danger' : 'primary'}
            onPress={confirm}
            isPending={pending}
          >
            {DOCUMENT_REVIEW_CONFIRM[decision]}
          </Button>
        </>
      }
    >
      <TextArea
        label={DOCUMENT_REVIEW_NOTES_LABEL}
        description={DOCUMENT_REVIEW_NOTES_HINT}
        value={notes}
        onChange={setNotes}
        isRequired={decision === 'reject'}
        errorMessage={invalid ?? undefined}
        isInvalid={invalid !== null}
        autoFocus
      />
      {error && <Banner variant="error">{error}</Banner>}
    </Modal>
  );
}
