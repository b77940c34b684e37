import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  FormContext as AriaFormContext,
  Label as AriaLabel,
  Text as AriaText,
  useSlottedContext,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../utils/cx';

/** Label, help text and error shared by every form field. */
export interface FieldProps {
  /** Visible label; names the control for assistive technology. */
  label?: ReactNode;
  /** Help text under the control, announced with it. */
  description?: ReactNode;
  /**
   * Error to show. A non-empty string marks the field invalid (for errors from a server);
   * a function formats the field's own validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
}

/** Whether a field is invalid, given its own `isInvalid` and the error message passed to it. */
export function isFieldInvalid(isInvalid: boolean | undefined, errorMessage: FieldProps['errorMessage']) {
  return isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
}

/**
 * Splits a field's props into what `Field` renders and what its react-aria field takes: the rest, marked
 * invalid for an error string, with the field's class names. Validation is `aria` unless the field
 * or its form asks for `native`: a field shows the product's messages, never the browser's own
 * ('Please fill out this field.'), and a required field does not block its form before the
 * product's checks run.
 */
export function useFieldProps<
  P extends FieldProps & {
    isInvalid?: boolean;
    className?: string;
    validationBehavior?: 'aria' | 'native';
  },
>(
  { label, description, errorMessage, isInvalid, className, validationBehavior, ...control }: P,
  fieldClassName = 'cp-field',
) {
  const form = useSlottedContext(AriaFormContext);
  const field: FieldProps = { label, description, errorMessage };
  return {
    field,
    control: {
      ...control,
      validationBehavior: validationBehavior ?? form?.validationBehavior ?? ('aria' as const),
      isInvalid: isFieldInvalid(isInvalid, errorMessage),
      className: cx(fieldClassName, className),
    },
  };
}

/** Renders label, control, description and error inside a react-aria field so they are wired by id. */
export function Field({ label, description, errorMessage, children }: FieldProps & { children: ReactNode }) {
  return (
    <>
      {label != null && <AriaLabel className="cp-field__label">{label}</AriaLabel>}
      {children}
      {description != null && (
        <AriaText slot="description" className="cp-field__description">
          {description}
        </AriaText>
      )}
      <AriaFieldError className="cp-field__error">{errorMessage}</AriaFieldError>
    </>
  );
}
