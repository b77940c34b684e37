import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../utils/cx';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  /** The visible label. */
  children: ReactNode;
  className?: string;
}

/** An on/off switch for settings that take effect at once (a membership type's active toggle). */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={cx('cp-switch', className)}>
      <span className="cp-switch__track" aria-hidden="true">
        <span className="cp-switch__thumb" />
      </span>
      <span className="cp-switch__label">{children}</span>
    </AriaSwitch>
  );
}
