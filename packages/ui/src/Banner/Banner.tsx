import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../icons';
import { cx } from '../utils/cx';

export type BannerVariant = 'success' | 'error' | 'info';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** `error` is announced at once (role alert); `success` and `info` politely (role status). */
  variant?: BannerVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** An action such as 'Try Again', placed after the message. */
  action?: ReactNode;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

const ICONS = { success: SuccessIcon, error: AlertIcon, info: InfoIcon } as const;

/** A message across the top of a page or form: success after a reset, a load error with Try Again. */
export function Banner({
  variant = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  ...rest
}: BannerProps) {
  const Icon = ICONS[variant];
  return (
    <div
      {...rest}
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      className={cx('cp-banner', className)}
    >
      <Icon className="cp-banner__icon" />
      <div className="cp-banner__body">
        {title != null && <p className="cp-banner__title">{title}</p>}
        {children != null && <div className="cp-banner__message">{children}</div>}
        {action != null && <div className="cp-banner__action">{action}</div>}
      </div>
      {onDismiss && (
        <Button
          className="cp-field__icon-button cp-banner__dismiss"
          aria-label={dismissLabel}
          onPress={onDismiss}
        >
          <CloseIcon />
        </Button>
      )}
    </div>
  );
}
