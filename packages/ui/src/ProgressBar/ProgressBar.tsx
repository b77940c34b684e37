import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import { cx } from '../utils/cx';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children' | 'className'> {
  /** Visible label naming the task (Uploading logo). */
  label?: ReactNode;
  /** Show the formatted value (42%) beside the label. */
  showValueLabel?: boolean;
  className?: string;
}

/** Determinate progress of a task such as an upload; without a value it is indeterminate. */
export function ProgressBar({ label, showValueLabel = true, className, ...rest }: ProgressBarProps) {
  return (
    <AriaProgressBar {...rest} className={cx('cp-progress', className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label != null || showValueLabel) && (
            <div className="cp-progress__labels">
              {label != null && <Label className="cp-field__label">{label}</Label>}
              {showValueLabel && !isIndeterminate && <span className="cp-progress__value">{valueText}</span>}
            </div>
          )}
          <div className="cp-progress__track">
            <div
              className="cp-progress__fill"
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { width: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
