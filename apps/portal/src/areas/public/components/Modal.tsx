import { brandStyle } from '@camppass/ui';
import { type ReactNode, useContext } from 'react';
import { Modal as AriaModal, Button, Dialog, Heading, ModalOverlay } from 'react-aria-components';

import { BrandContext } from './BrandContext';

export { BrandContext };

export interface ModalProps {
  /** The dialog's heading; it names the dialog for screen readers. */
  title: ReactNode;
  isOpen: boolean;
  /** Called on Escape, on a click outside and on the close button, while `isDismissable`. */
  onClose: () => void;
  /** Off while something must finish first (a payment): Escape and outside clicks do nothing. */
  isDismissable?: boolean;
  /** `alertdialog` for questions that need an answer (21+, military). */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal dialog in the component package's look: focus moves in and returns on close. Unlike the
 * package's Dialog, Escape can be turned off, which the purchase needs while money moves.
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
  const brand = useContext(BrandContext);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable && role === 'dialog'}
      isKeyboardDismissDisabled={!isDismissable}
      className="cp-modal-overlay"
    >
      <AriaModal className="cp-modal pp-modal" data-size={size} style={brandStyle(brand)}>
        <Dialog role={role} className="cp-dialog">
          <header className="cp-dialog__header">
            <Heading slot="title" className="cp-dialog__title">
              {title}
            </Heading>
            {isDismissable && role === 'dialog' && (
              <Button className="cp-field__icon-button" aria-label={closeLabel} onPress={onClose}>
                <span aria-hidden="true">×</span>
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
