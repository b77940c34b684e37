import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { Field, type FieldProps, useFieldProps } from '../Field/Field';
import { cx } from '../utils/cx';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'>, FieldProps {
  /** `Radio` options. */
  children: ReactNode;
  className?: string;
}

/** A labelled group of mutually exclusive options; arrow keys move between them. */
export function RadioGroup({ children, ...props }: RadioGroupProps) {
  const { field, control } = useFieldProps(props, 'cp-field cp-radio-group');
  return (
    <AriaRadioGroup {...control}>
      <Field {...field}>
        <div className="cp-radio-group__options">{children}</div>
      </Field>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/** One option of a `RadioGroup`. */
export function Radio({ children, className, ...rest }: RadioProps) {
  return (
    <AriaRadio {...rest} className={cx('cp-radio', className)}>
      <span className="cp-radio__dot" aria-hidden="true" />
      <span>{children}</span>
    </AriaRadio>
  );
}
