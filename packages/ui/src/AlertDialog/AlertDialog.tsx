import { type ReactNode, useState } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface AlertDialogProps {
  title: ReactNode;
  /** The question or warning. */
  children: ReactNode;
  /** `destructive` paints the confirm button red (Delete). */
  variant?: 'info' | 'destructive';
  confirmLabel: string;
  cancelLabel?: string;
  /** Runs on confirm; a returned promise keeps the dialog open and pending until it settles. */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** Controlled open state; leave unset inside a `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A confirmation that must be answered (Are you sure you want to delete this membership type?). */
export function AlertDialog({
  title,
  children,
  variant = 'info',
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  isOpen,
  onOpenChange,
}: AlertDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      hideCloseButton
      size="sm"
      footer={({ close }) => (
        <>
          <Button
            variant="outline"
            isDisabled={pending}
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'destructive' ? 'danger' : 'primary'}
            isPending={pending}
            autoFocus
            onPress={async () => {
              const result = onConfirm();
              if (result instanceof Promise) {
                setPending(true);
                try {
                  await result;
                } finally {
                  setPending(false);
                }
              }
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
