import type { CSSProperties } from 'react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
} from 'react-aria-components';
import { type FieldProps, useFieldProps } from '../Field/Field';
import { InputFieldBody } from '../Field/InputFieldBody';
import { CloseIcon, SearchIcon } from '../icons';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'className'>, FieldProps {
  placeholder?: string;
  className?: string;
}

/**
 * Search input with a clear button; Escape clears it too. It asks for the width its placeholder
 * needs (the page's width at most), so the hint is never cut where there is room for it.
 */
export function SearchField({ placeholder, ...props }: SearchFieldProps) {
  const { field, control } = useFieldProps(props, 'cp-field cp-search-field');
  const placeholderWidth = placeholder
    ? ({ '--cp-placeholder-ch': placeholder.length } as CSSProperties)
    : {};
  return (
    <AriaSearchField {...control} style={placeholderWidth}>
      <InputFieldBody
        {...field}
        placeholder={placeholder}
        start={<SearchIcon className="cp-search-field__icon" />}
        end={
          <Button className="cp-field__icon-button cp-search-field__clear">
            <CloseIcon />
          </Button>
        }
      />
    </AriaSearchField>
  );
}
