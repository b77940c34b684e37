import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { cx } from '../utils/cx';

export interface SpinnerProps
  extends Omit<AriaProgressBarProps, 'isIndeterminate' | 'value' | 'children' | 'className'> {
  /** Announced name of the activity. */
  'aria-label'?: string;
  /** Diameter: `sm` 16 px (inside buttons), `md` 24 px, `lg` 40 px. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Indeterminate busy indicator, exposed as a progress bar without a value. */
export function Spinner({
  size = 'md',
  className,
  'aria-label': ariaLabel = 'Loading',
  ...rest
}: SpinnerProps) {
  return (
    <AriaProgressBar
      {...rest}
      aria-label={ariaLabel}
      isIndeterminate
      data-size={size}
      className={cx('cp-spinner', className)}
    >
      <svg className="cp-spinner__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" strokeWidth="3" className="cp-spinner__track" />
        <path d="M12 2a10 10 0 0 1 10 10" fill="none" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </AriaProgressBar>
  );
}
