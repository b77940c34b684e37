import type { ReactNode } from 'react';
import { Modal as AriaModal, Button, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../icons';
import { useThemeBrand } from '../Theme';
import { brandStyle } from '../theme/brand';
import { useFocusKeptInside } from '../utils/use-focus-kept-inside';

export interface ModalProps {
  /** The dialog's heading; it names the dialog for screen readers. */
  title: ReactNode;
  isOpen: boolean;
  /** Called on Escape, on a click outside and on the close button, while `isDismissable`. */
  onClose: () => void;
  /** Off while something must finish first (a payment): Escape and outside clicks do nothing. */
  isDismissable?: boolean;
  /** `alertdialog` for questions that need an answer: no close button, no click outside. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A controlled modal dialog for steps and questions: focus moves in, stays in from step to step and
 * returns on close; its content is stacked, and it takes the brand colours of the nearest Theme. Unlike Dialog, Escape can be
 * turned off, which a purchase needs while money moves.
 */
export function Modal({
  title,
  isOpen,
  onClose,
  isDismissable = true,
  role = 'dialog',
  size = 'md',
  closeLabel = 'Close',
  children,
  footer,
}: ModalProps) {
  const brand = useThemeBrand();
  const closable = isDismissable && role === 'dialog';
  const dialogRef = useFocusKeptInside();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={closable}
      isKeyboardDismissDisabled={!isDismissable}
      className="cp-modal-overlay"
    >
      <AriaModal className="cp-modal cp-modal--stacked" data-size={size} style={brandStyle(brand)}>
        <Dialog ref={dialogRef} role={role} className="cp-dialog">
          <header className="cp-dialog__header">
            <Heading slot="title" className="cp-dialog__title">
              {title}
            </Heading>
            {closable && (
              <Button className="cp-field__icon-button" aria-label={closeLabel} onPress={onClose}>
                <CloseIcon />
              </Button>
            )}
          </header>
          <div className="cp-dialog__body">{children}</div>
          {footer != null && <footer className="cp-dialog__footer">{footer}</footer>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
