import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { Field, type FieldProps, isFieldInvalid } from '../Field';
import { CloseIcon, SearchIcon } from '../icons';
import { cx } from '../utils/cx';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'className'>, FieldProps {
  placeholder?: string;
  className?: string;
}

/** Search input with a clear button; Escape clears it too. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  ...rest
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...rest}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={cx('cp-field cp-search-field', className)}
    >
      <Field label={label} description={description} errorMessage={errorMessage}>
        <Group className="cp-field__group">
          <SearchIcon className="cp-search-field__icon" />
          <Input className="cp-input" placeholder={placeholder} />
          <Button className="cp-field__icon-button cp-search-field__clear">
            <CloseIcon />
          </Button>
        </Group>
      </Field>
    </AriaSearchField>
  );
}
