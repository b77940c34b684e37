import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { type FieldProps, useFieldProps } from '../Field/Field';
import { InputFieldBody } from '../Field/InputFieldBody';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'>, FieldProps {
  placeholder?: string;
  className?: string;
}

/** Single-line text input with label, help text and error. */
export function TextField({ placeholder, ...props }: TextFieldProps) {
  const { field, control } = useFieldProps(props);
  return (
    <AriaTextField {...control}>
      <InputFieldBody {...field} placeholder={placeholder} />
    </AriaTextField>
  );
}
