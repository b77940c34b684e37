import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Button,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseIcon } from '../icons';
import { cx } from '../utils/cx';
import { useFocusKeptInside } from '../utils/use-focus-kept-inside';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

export interface DialogProps extends Omit<AriaDialogProps, 'children' | 'className'> {
  /** Heading that names the dialog. */
  title: ReactNode;
  /** Content, or a function receiving `close`. */
  children: ReactNode | ((options: { close: () => void }) => ReactNode);
  /** Buttons along the bottom, or a function receiving `close`. */
  footer?: ReactNode | ((options: { close: () => void }) => ReactNode);
  /** Controlled open state; leave unset inside a `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closes on a click outside (Escape always closes). */
  isDismissable?: ModalOverlayProps['isDismissable'];
  /** Hide the close button for dialogs that must be answered. */
  hideCloseButton?: boolean;
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A modal dialog: focus moves in and stays until it closes (even when the focused control gives way
 * to the next step), then returns to the trigger.
 */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  hideCloseButton,
  closeLabel = 'Close',
  size = 'md',
  className,
  role,
  ...rest
}: DialogProps) {
  // Unset props must stay absent so a surrounding DialogTrigger keeps control of the state.
  const state = isOpen === undefined ? {} : { isOpen, onOpenChange };
  const dialogRef = useFocusKeptInside();
  return (
    <ModalOverlay
      {...state}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={role === 'alertdialog' && !isDismissable}
      className="cp-modal-overlay"
    >
      <Modal className="cp-modal" data-size={size}>
        <AriaDialog {...rest} ref={dialogRef} role={role} className={cx('cp-dialog', className)}>
          {({ close }) => (
            <>
              <header className="cp-dialog__header">
                <Heading slot="title" className="cp-dialog__title">
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <Button className="cp-field__icon-button" aria-label={closeLabel} onPress={close}>
                    <CloseIcon />
                  </Button>
                )}
              </header>
              <div className="cp-dialog__body">
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer != null && (
                <footer className="cp-dialog__footer">
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </footer>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
