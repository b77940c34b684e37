import type { ReactNode } from 'react';
import { Group, Input } from 'react-aria-components';
import { cx } from '../utils/cx';
import { Field, type FieldProps } from './Field';

export interface InputFieldBodyProps extends FieldProps {
  placeholder?: string;
  /** Added to the input's `cp-input` class. */
  inputClassName?: string;
  /** Icons or buttons before the input; with `end`, they and the input form one group. */
  start?: ReactNode;
  /** Icons or buttons after the input. */
  end?: ReactNode;
  /** Disables the group around the input and its buttons. */
  isDisabled?: boolean;
}

/** Label, single-line input (alone or grouped with its buttons), description and error of a text-like field. */
export function InputFieldBody({
  placeholder,
  inputClassName,
  start,
  end,
  isDisabled,
  ...field
}: InputFieldBodyProps) {
  const input = <Input className={cx('cp-input', inputClassName)} placeholder={placeholder} />;
  return (
    <Field {...field}>
      {start == null && end == null ? (
        input
      ) : (
        <Group className="cp-field__group" isDisabled={isDisabled}>
          {start}
          {input}
          {end}
        </Group>
      )}
    </Field>
  );
}
