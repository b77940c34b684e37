import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  ListBox as AriaListBox,
  Popover as AriaPopover,
  Button,
} from 'react-aria-components';
import { type FieldProps, useFieldProps } from '../Field/Field';
import { InputFieldBody } from '../Field/InputFieldBody';
import { ChevronDownIcon } from '../icons';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children' | 'className'>,
    FieldProps {
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /** Shown in the open list when nothing matches. */
  emptyText?: string;
  className?: string;
}

/** A text input that filters a list of options as the user types. */
export function ComboBox<T extends object>({
  items,
  placeholder,
  emptyText = 'No results',
  children,
  ...props
}: ComboBoxProps<T>) {
  const { field, control } = useFieldProps(props, 'cp-field cp-combobox');
  return (
    <AriaComboBox allowsEmptyCollection {...control}>
      <InputFieldBody
        {...field}
        placeholder={placeholder}
        end={
          <Button className="cp-field__icon-button">
            <ChevronDownIcon />
          </Button>
        }
      />
      <AriaPopover className="cp-popover">
        <AriaListBox
          items={items}
          className="cp-listbox"
          renderEmptyState={() => <div className="cp-listbox__empty">{emptyText}</div>}
        >
          {children}
        </AriaListBox>
      </AriaPopover>
    </AriaComboBox>
  );
}
