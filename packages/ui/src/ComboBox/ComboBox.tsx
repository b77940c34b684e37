import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  ListBox as AriaListBox,
  Popover as AriaPopover,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { Field, type FieldProps, isFieldInvalid } from '../Field';
import { ChevronDownIcon } from '../icons';
import { cx } from '../utils/cx';

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
  label,
  description,
  errorMessage,
  isInvalid,
  items,
  placeholder,
  emptyText = 'No results',
  className,
  children,
  ...rest
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...rest}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={cx('cp-field cp-combobox', className)}
    >
      <Field label={label} description={description} errorMessage={errorMessage}>
        <Group className="cp-field__group">
          <Input className="cp-input" placeholder={placeholder} />
          <Button className="cp-field__icon-button">
            <ChevronDownIcon />
          </Button>
        </Group>
      </Field>
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
