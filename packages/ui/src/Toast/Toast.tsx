import { type HTMLAttributes, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../icons';
import { cx } from '../utils/cx';
import { type ToastQueue, toasts } from './toast-queue';

const ICONS = { success: SuccessIcon, error: AlertIcon, warning: AlertIcon, info: InfoIcon } as const;

export interface ToastRegionProps extends HTMLAttributes<HTMLElement> {
  /** The queue to show; defaults to the shared `toasts`. */
  queue?: ToastQueue;
  /** Name of the notifications landmark. */
  'aria-label'?: string;
  dismissLabel?: string;
}

/**
 * Shows the queue's toasts in a polite live region (screen readers finish their sentence first).
 * Render once near the root of the app.
 */
export function ToastRegion({
  queue = toasts,
  'aria-label': ariaLabel = 'Notifications',
  dismissLabel = 'Dismiss',
  className,
  ...rest
}: ToastRegionProps) {
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <section
      {...rest}
      aria-label={ariaLabel}
      className={cx('cp-toast-region', className)}
      onMouseEnter={queue.pause}
      onMouseLeave={queue.resume}
      onFocus={queue.pause}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) queue.resume();
      }}
    >
      <div role="status" aria-live="polite" aria-relevant="additions text">
        <ol className="cp-toast-region__list">
          {items.map((toast) => {
            const Icon = ICONS[toast.kind];
            return (
              <li key={toast.id} className="cp-toast" data-kind={toast.kind}>
                <Icon className="cp-toast__icon" />
                <div className="cp-toast__body">
                  {toast.title != null && <p className="cp-toast__title">{toast.title}</p>}
                  <div className="cp-toast__message">{toast.message}</div>
                </div>
                <Button
                  className="cp-field__icon-button cp-toast__dismiss"
                  aria-label={dismissLabel}
                  onPress={() => queue.remove(toast.id)}
                >
                  <CloseIcon />
                </Button>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
