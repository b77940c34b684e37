import { Banner, Button, Modal } from '@camppass/ui';
import type { ReactNode } from 'react';

/**
 * The frame of the owner's payment dialogs (Process Payment, Refund): a small modal that stays open
 * while the request runs, Cancel and the confirming button at its foot, and the server's refusal
 * either under the fields (`errorAt="body"`) or beside the buttons (`errorAt="footer"`).
 */
export function PaymentDialogFrame({
  title,
  pending,
  error,
  errorAt,
  cancelLabel,
  confirmLabel,
  confirmVariant,
  isConfirmDisabled = false,
  onConfirm,
  onClose,
  children,
}: {
  readonly title: string;
  /** The request is running: the dialog cannot be dismissed and Cancel is disabled. */
  readonly pending: boolean;
  /** The server's refusal, if any. */
  readonly error: string | undefined;
  readonly errorAt: 'body' | 'footer';
  readonly cancelLabel: string;
  readonly confirmLabel: string;
  readonly confirmVariant: 'primary' | 'danger';
  readonly isConfirmDisabled?: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const refusal = error && <Banner variant="error">{error}</Banner>;
  const buttons = (
    <>
      <Button variant="outline" onPress={onClose} isDisabled={pending}>
        {cancelLabel}
      </Button>
      <Button variant={confirmVariant} onPress={onConfirm} isPending={pending} isDisabled={isConfirmDisabled}>
        {confirmLabel}
      </Button>
    </>
  );
  return (
    <Modal
      isOpen
      size="sm"
      title={title}
      onClose={onClose}
      isDismissable={!pending}
      footer={
        errorAt === 'footer' ? (
          <div className="om-modal-actions">
            {refusal}
            {buttons}
          </div>
        ) : (
          buttons
        )
      }
    >
      {children}
      {errorAt === 'body' && refusal}
    </Modal>
  );
}
