import {
  UNSAVED_CHANGES_LEAVE,
  UNSAVED_CHANGES_STAY,
  UNSAVED_CHANGES_TEXT,
  UNSAVED_CHANGES_TITLE,
} from '@camppass/domain';
import { AlertDialog } from '@camppass/ui';

/** The question asked before leaving a form with unsaved changes: Stay, or Discard Changes and leave. */
export function UnsavedChangesDialog({
  onStay,
  onLeave,
}: {
  readonly onStay: () => void;
  readonly onLeave: () => void;
}) {
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => !open && onStay()}
      title={UNSAVED_CHANGES_TITLE}
      variant="destructive"
      cancelLabel={UNSAVED_CHANGES_STAY}
      confirmLabel={UNSAVED_CHANGES_LEAVE}
      onConfirm={onLeave}
    >
      {UNSAVED_CHANGES_TEXT}
    </AlertDialog>
  );
}
