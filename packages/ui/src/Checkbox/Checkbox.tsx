import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../icons';
import { cx } from '../utils/cx';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  /** The visible label, clickable with the box. */
  children: ReactNode;
  className?: string;
}

/** A checkbox with its label; the whole row is a 44 px touch target. */
export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={cx('cp-checkbox', className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="cp-checkbox__box" aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon width={16} height={16} />
            ) : (
              isSelected && <CheckIcon width={16} height={16} />
            )}
          </span>
          <span className="cp-checkbox__label">{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
