import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Field, type FieldProps, useFieldProps } from '../Field/Field';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'type'>,
    FieldProps {
  placeholder?: string;
  /** Visible lines before it scrolls. */
  rows?: number;
  className?: string;
}

/** Multi-line text input with label, help text and error. */
export function TextArea({ placeholder, rows = 4, ...props }: TextAreaProps) {
  const { field, control } = useFieldProps(props);
  return (
    <AriaTextField {...control}>
      <Field {...field}>
        <AriaTextArea className="cp-input cp-textarea" placeholder={placeholder} rows={rows} />
      </Field>
    </AriaTextField>
  );
}
