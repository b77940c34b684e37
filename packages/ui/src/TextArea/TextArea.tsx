import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Field, type FieldProps, isFieldInvalid } from '../Field';
import { cx } from '../utils/cx';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'type'>,
    FieldProps {
  placeholder?: string;
  /** Visible lines before it scrolls. */
  rows?: number;
  className?: string;
}

/** Multi-line text input with label, help text and error. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  isInvalid,
  className,
  ...rest
}: TextAreaProps) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={cx('cp-field', className)}
    >
      <Field label={label} description={description} errorMessage={errorMessage}>
        <AriaTextArea className="cp-input cp-textarea" placeholder={placeholder} rows={rows} />
      </Field>
    </AriaTextField>
  );
}
