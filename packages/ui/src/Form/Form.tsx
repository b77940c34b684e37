import type { ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { Banner } from '../Banner';
import { cx } from '../utils/cx';

export interface FormProps extends Omit<AriaFormProps, 'className'> {
  /**
   * Errors per field name (a server's field errors, the domain's `FieldErrors`); each field shows
   * its own until its value changes.
   */
  validationErrors?: AriaFormProps['validationErrors'];
  /** An error about the whole form, shown above the fields and announced. */
  error?: ReactNode;
  className?: string;
}

/**
 * A form whose fields show their errors beside them; submit with a `Button type="submit"`. It
 * validates with `aria` by default: the product's checks and messages, not the browser's.
 */
export function Form({ error, className, children, validationBehavior = 'aria', ...rest }: FormProps) {
  return (
    <AriaForm {...rest} validationBehavior={validationBehavior} className={cx('cp-form', className)}>
      {error != null && error !== '' && <Banner variant="error">{error}</Banner>}
      {children}
    </AriaForm>
  );
}
